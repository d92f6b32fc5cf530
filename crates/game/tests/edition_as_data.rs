//! Issue 21, item 1: the edition is data. Every rule that differs between the editions is a
//! field of `laws::BoardRules` or `laws::CompetitionRules`, carrying its article; the game and
//! the audit read those fields. This test reads `crates/game/src` and fails on a decision made
//! by asking which edition it is (`match` on an edition, `Edition::Fide…`, `old()`) or on an
//! old edition's article written as a string (`"1930 …"`, `"1928 …"`, `"1997 …"`) — the
//! articles live in `laws`. Comments and `#[cfg(test)]` modules are left out.

use std::path::PathBuf;

fn sources() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("crates/game/src")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a source file");
            (p.display().to_string(), text)
        })
        .collect()
}

/// The code lines of a source, without comments and without its test module.
fn code_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(i, l)| (i + 1, l))
}

#[test]
fn issue_21_no_decision_in_game_asks_which_edition_it_is() {
    let mut found = Vec::new();
    for (path, text) in sources() {
        for (n, line) in code_lines(&text) {
            let asks = line.contains("Edition::Fide")
                || line.contains(".old()")
                || (line.contains("match ") && line.contains("edition()"));
            if asks {
                found.push(format!("{path}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "decisions by edition left in game/src (make them fields of laws::CompetitionRules):\n{}",
        found.join("\n")
    );
}

#[test]
fn issue_21_no_old_edition_article_is_written_in_game() {
    let mut found = Vec::new();
    for (path, text) in sources() {
        for (n, line) in code_lines(&text) {
            if ["\"1930 ", "\"1928 ", "\"1997 "]
                .iter()
                .any(|old| line.contains(old))
            {
                found.push(format!("{path}:{n}: {}", line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "old editions' articles written in game/src (they belong to laws' edition tables):\n{}",
        found.join("\n")
    );
}

/// 1930 Art. 16.1.d, "après le 30ème coup des Noirs": the game and the audit count Black's moves
/// by the scoresheet's numbering (`laws::AgreementTiming`): the moves before a set-up position
/// (its move number) and those made since. From a FEN at move 40, an agreement after two moves
/// is in time for both; from a FEN at move 20, it is early for both.
#[test]
fn fide_1930_art_16_1_d_the_game_and_the_audit_count_black_s_moves_by_the_move_number() {
    use crate::common::{ev, mv, replay};
    for (fen, early) in [
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40", false),
        ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 20", true),
    ] {
        let config = format!(r#"{{"edition":"fide-1930","mode":"otb","start_fen":"{fen}"}}"#);
        let (game, states) = replay(
            &config,
            &[
                ev(0, r#""type":"start""#),
                mv(1000, "white", "e4"),
                mv(2000, "black", "Kd7"),
                ev(3000, r#""type":"offer_draw","by":"white""#),
            ],
        );
        let last = states.last().expect("a state");
        if early {
            let refused = last.error.as_ref().expect("refused");
            assert_eq!(
                (refused.code.as_str(), refused.key.as_str()),
                ("offer_not_allowed", "agreement_after_black_30")
            );
            assert_eq!(refused.params["article"], "1930 16.1.d".into());
        } else {
            assert_eq!(last.error, None, "{fen}");
            assert_eq!(last.draw_offer, Some(game::Side::White), "{fen}");
        }
        // The same game recorded as agreed drawn: the audit reads the same count.
        let pgn = game
            .to_pgn()
            .replace("[Result \"*\"]", "[Result \"1/2-1/2\"]")
            .replace(" *", " 1/2-1/2");
        let recorded = notation::pgn::read_games(&pgn, notation::pgn::ReadOptions::default())
            .next()
            .expect("one game");
        let report = game::audit(&recorded, laws::Edition::Fide1930);
        assert_eq!(
            report
                .findings
                .iter()
                .any(|f| f.article.as_str() == "1930 16.1.d"),
            early,
            "{pgn}\n{:?}",
            report.findings
        );
    }
}

/// Issue 21, item 2: no module cycle inside `game`. A module depends on another when its code
/// names it (`crate::other`, or `other::` inside a `use crate::{…}`); `machine.rs` dispatches
/// and the parts add their methods, importing `machine::Game` and the leaf modules, never the
/// other way round.
#[test]
fn issue_21_the_modules_of_game_form_no_cycle() {
    use std::collections::BTreeMap;
    let files = sources();
    let names: Vec<String> = files
        .iter()
        .filter_map(|(path, _)| {
            let name = PathBuf::from(path).file_stem()?.to_str()?.to_owned();
            (name != "lib").then_some(name)
        })
        .collect();
    let mut deps: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (path, text) in &files {
        let Some(me) = PathBuf::from(path)
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_owned)
        else {
            continue;
        };
        if me == "lib" {
            continue;
        }
        let code: String = code_lines(text).map(|(_, l)| format!("{l}\n")).collect();
        let mine: Vec<String> = names
            .iter()
            .filter(|other| **other != me)
            .filter(|other| {
                code.contains(&format!("crate::{other}"))
                    || code
                        .lines()
                        .any(|l| l.trim_start().starts_with(&format!("{other}::")))
            })
            .cloned()
            .collect();
        deps.insert(me, mine);
    }
    // Depth-first search for a path back to where it started.
    fn reaches(
        deps: &BTreeMap<String, Vec<String>>,
        from: &str,
        to: &str,
        seen: &mut Vec<String>,
    ) -> bool {
        for next in deps.get(from).into_iter().flatten() {
            if next == to {
                return true;
            }
            if !seen.contains(next) {
                seen.push(next.clone());
                if reaches(deps, next, to, seen) {
                    return true;
                }
            }
        }
        false
    }
    let cycles: Vec<&String> = deps
        .keys()
        .filter(|m| reaches(&deps, m, m, &mut Vec::new()))
        .collect();
    assert!(
        cycles.is_empty(),
        "modules in a cycle: {cycles:?}\n{deps:#?}"
    );
}
