//! Generates `game::codes`' constants from the English catalogue (issue 32): every message of
//! `crates/words/catalogue/en.ftl` under a `## [game …]` group is a [`Code`] constant named by
//! its id in capitals, listed in `ALL` (notices and refusals), `REASONS` or `FINDINGS`, with its
//! params (those its English names, then its `.params`), its refusal error code (`.error`) and
//! its comment as its doc. No list is kept by hand; the file is read at compile time only.

use std::fmt::Write as _;

fn main() {
    let (entries, errors) = words::entries(words::Lang::En);
    assert!(errors.is_empty(), "en.ftl does not parse: {errors:?}");
    let mut out = String::new();
    let mut lists: [(&str, &str, Vec<String>); 3] = [
        ("ALL", "Every code, notices and refusals.", Vec::new()),
        (
            "REASONS",
            "Every reason, said inside another code's params.",
            Vec::new(),
        ),
        ("FINDINGS", "Every finding of `arbiter check`.", Vec::new()),
    ];
    for entry in entries.iter().filter(|e| e.is_code()) {
        let (kind, list) = match entry.group.as_str() {
            "game notice" => ("Notice", 0),
            "game refusal" => ("Refusal", 0),
            "game reason" => ("Reason", 1),
            "game finding" => ("Finding", 2),
            _ => continue,
        };
        let error = entry.attributes.get("error").cloned().unwrap_or_default();
        assert!(
            (kind == "Refusal") != error.is_empty(),
            "{}: a refusal, and only a refusal, names its `.error`",
            entry.id
        );
        let constant = entry.id.to_uppercase();
        for line in &entry.comment {
            let _ = writeln!(out, "/// {line}");
        }
        if entry.comment.is_empty() {
            let _ = writeln!(out, "/// `{}`.", entry.id);
        }
        let params: Vec<String> = entry.params().iter().map(|p| format!("{p:?}")).collect();
        let _ = writeln!(
            out,
            "pub const {constant}: Code = Code {{ name: {:?}, kind: Kind::{kind}, error: {error:?}, params: &[{}], en: {:?} }};\n",
            entry.id,
            params.join(", "),
            entry.source,
        );
        lists[list].2.push(constant);
    }
    for (name, doc, items) in &lists {
        let _ = writeln!(
            out,
            "/// {doc}\npub const {name}: &[Code] = &[{}];\n",
            items.join(", ")
        );
    }
    let path =
        std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("codes.rs");
    std::fs::write(path, out).expect("OUT_DIR is writable");
}
