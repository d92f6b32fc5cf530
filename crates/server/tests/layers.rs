//! Issue 31, items 2 and 3: the server's structure, read from its sources.
//!
//! - **The game tells; the server reads no article.** What needs the arbiter, who may send
//!   what and the kind of a forfeit are the `game` crate's typed facts (`State::arbiter_needs`,
//!   `Action::actor`, `Outcome::forfeit`); no code in `crates/server/src` matches an article's
//!   text (`"6.…"`, `"A.5…"`, `"11.…"`, `contains("III")`, `article.starts_with`).
//! - **No import circle between the server's top-level modules.** Each `crate::…` path of a
//!   module's code (its `use` lines and the paths written inline, re-exports of the crate root
//!   followed to their module) is an edge; the graph has no cycle. The last one, `store → fide`
//!   (the store's FIDE table read the list's folding while `fide` also held its route, above the
//!   hub), was cut by moving the route to `fide_lookup.rs`: there is no exception left.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, sorted.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("a source directory") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// A file's code: no comment lines, no trailing comments, no `#[cfg(test)]` module.
fn code(text: &str) -> String {
    text.lines()
        .take_while(|l| l.trim() != "#[cfg(test)]")
        .map(str::trim_start)
        .filter(|l| !l.starts_with("//"))
        .map(|l| match l.find(" // ") {
            Some(at) => &l[..at],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn issue_31_the_server_matches_no_article_text() {
    let patterns = [
        "\"6.",
        "\"A.5",
        "\"11.",
        "\"III",
        "contains(\"III\")",
        "article.starts_with",
        "article.contains",
        "article.ends_with",
        "article ==",
        "article !=",
        "article.as_str() ==",
    ];
    let mut found = Vec::new();
    for path in files(&src()) {
        let text = std::fs::read_to_string(&path).expect("a source file");
        for (n, line) in code(&text).lines().enumerate() {
            if let Some(p) = patterns.iter().find(|p| line.contains(**p)) {
                found.push(format!("{}: {p}: {}", path.display(), line.trim()));
            }
            let _ = n;
        }
    }
    assert!(
        found.is_empty(),
        "article text matched in the server (ask the game: State::arbiter_needs, Action::actor, Outcome::forfeit):\n{}",
        found.join("\n")
    );
}

/// The top-level module a file belongs to: `hub` for `hub.rs`, `hall` for `hall/*.rs`; `None`
/// for the crate root.
fn module_of(src: &Path, path: &Path) -> Option<String> {
    let rel = path.strip_prefix(src).ok()?;
    let first = rel.components().next()?.as_os_str().to_str()?.to_owned();
    let name = first.strip_suffix(".rs").unwrap_or(&first).to_owned();
    (name != "lib").then_some(name)
}

/// The first identifier of each path in a `use` group's body (`a, b::c, d::{e, f}` gives
/// `a, b, d`).
fn group_heads(body: &str) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut item = String::new();
    for c in body.chars().chain([',']) {
        match c {
            '{' => {
                depth += 1;
                item.push(c);
            }
            '}' => {
                depth -= 1;
                item.push(c);
            }
            ',' if depth == 0 => {
                let head: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !head.is_empty() {
                    heads.push(head);
                }
                item.clear();
            }
            _ => item.push(c),
        }
    }
    heads
}

/// The names that follow each `prefix` in `code` (`crate::hub::X` gives `hub`,
/// `crate::{a, b::c}` gives `a` and `b`).
fn heads_after(code: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let end = group
                .char_indices()
                .find(|(_, c)| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map_or(group.len(), |(i, _)| i);
            out.extend(group_heads(&group[..end]));
        } else {
            let head: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !head.is_empty() {
                out.push(head);
            }
        }
    }
    out
}

/// Each top-level module with the top-level modules its code names.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = src();
    let files = files(&src);
    let modules: BTreeSet<String> = files.iter().filter_map(|p| module_of(&src, p)).collect();
    // The crate root's re-exports: `pub use hub::{Hub, Options}` makes `crate::Hub` hub's.
    let root = code(&std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs"));
    let mut reexport: BTreeMap<String, String> = BTreeMap::new();
    for line in root.lines() {
        let Some(path) = line.trim().strip_prefix("pub use ") else {
            continue;
        };
        let module: String = path
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !modules.contains(&module) {
            continue;
        }
        let tail = path[module.len()..].trim_start_matches("::");
        let names = match tail.strip_prefix('{') {
            Some(group) => group_heads(group.trim_end_matches("};")),
            None => vec![
                tail.trim_end_matches(';')
                    .rsplit("::")
                    .next()
                    .unwrap_or_default()
                    .to_owned(),
            ],
        };
        for name in names {
            reexport.insert(name, module.clone());
        }
    }
    let mut deps: BTreeMap<String, BTreeSet<String>> = modules
        .iter()
        .map(|m| (m.clone(), BTreeSet::new()))
        .collect();
    for path in &files {
        let Some(me) = module_of(&src, path) else {
            continue;
        };
        let text = code(&std::fs::read_to_string(path).expect("a source file"));
        for head in heads_after(&text, "crate::") {
            let target = if modules.contains(&head) {
                Some(head)
            } else {
                reexport.get(&head).cloned()
            };
            if let Some(target) = target
                && target != me
                && let Some(mine) = deps.get_mut(&me)
            {
                mine.insert(target);
            }
        }
    }
    deps
}

/// Whether `to` is reachable from `from`.
fn reaches(deps: &BTreeMap<String, BTreeSet<String>>, from: &str, to: &str) -> bool {
    let mut seen = BTreeSet::new();
    let mut stack = vec![from.to_owned()];
    while let Some(m) = stack.pop() {
        for next in deps.get(&m).into_iter().flatten() {
            if next == to {
                return true;
            }
            if seen.insert(next.clone()) {
                stack.push(next.clone());
            }
        }
    }
    false
}

#[test]
fn issue_31_no_import_cycle_between_the_server_s_modules() {
    let deps = graph();
    assert!(
        deps.get("hub").is_some_and(|d| d.contains("store")),
        "the graph reads the imports: {deps:#?}"
    );
    assert!(
        deps.get("store").is_some_and(|d| d.contains("fide")),
        "the store reads the list's folding from `fide`, below it: {deps:#?}"
    );
    let cycles: Vec<String> = deps
        .iter()
        .flat_map(|(from, tos)| tos.iter().map(move |to| (from, to)))
        .filter(|(from, to)| reaches(&deps, to, from))
        .map(|(from, to)| format!("{from} -> {to}"))
        .collect();
    assert!(
        cycles.is_empty(),
        "import edges in a cycle between the server's modules: {cycles:?}\n{deps:#?}"
    );
}

/// The reader of `crate::` paths itself: groups, nesting and inline paths.
#[test]
fn issue_31_the_import_reader_reads_groups_and_inline_paths() {
    let code = "use crate::{now_ms, players, tokens::{a, b}};\nlet x = crate::hall::game_role(1);\nuse crate::store::Role;";
    assert_eq!(
        heads_after(code, "crate::"),
        ["now_ms", "players", "tokens", "hall", "store"]
    );
}

/// Issue 31, item 3: the hub calls nobody above it. What follows a game's steps subscribes to
/// them (`hub.steps`, a `services::Feed`: the engines, by `players::subscribe` in `lib.rs`);
/// the hub holds no function of a service to call.
#[test]
fn issue_31_the_hub_holds_no_callback_the_engines_subscribe() {
    let hub = code(&std::fs::read_to_string(src().join("hub.rs")).expect("hub.rs"));
    for callback in ["fn(&Arc<Hub>", "dyn Fn", "AfterStep", "beside"] {
        assert!(
            !hub.contains(callback),
            "hub.rs holds a callback ({callback}): a service subscribes to `hub.steps` instead"
        );
    }
    assert!(
        hub.contains("steps: Feed<GameStep>"),
        "the hub tells its steps"
    );
    let lib = code(&std::fs::read_to_string(src().join("lib.rs")).expect("lib.rs"));
    assert!(
        lib.contains("players::subscribe(&hub)"),
        "the composition subscribes the engines"
    );
}
