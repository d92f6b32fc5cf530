//! Generates `said`'s constants from the English catalogue (issue 32): every message of
//! `crates/words/catalogue/en.ftl` under `## [cli message]` is a `words::Code` constant named by
//! its id in capitals, listed in `CLI_MESSAGES`. No list is kept by hand; the build fails on a
//! code without French, or whose French names other params than the code gives (one the code
//! does not give, or leaves one out: the same params in both languages, as the server's
//! `## [api error]` build asks).

use std::collections::BTreeSet;

const GROUP: &str = "cli message";

fn main() {
    let source = words::generate(GROUP, "CLI_MESSAGES")
        .unwrap_or_else(|faults| panic!("crates/words/catalogue, ## [{GROUP}]: {faults:#?}"));
    let (en, _) = words::entries(words::Lang::En);
    let (fr, _) = words::entries(words::Lang::Fr);
    let mut faults = Vec::new();
    for entry in en.iter().filter(|e| e.is_code() && e.group == GROUP) {
        // `generate` has failed already on a code without French.
        let Some(french) = fr.iter().find(|f| f.id == entry.id) else {
            continue;
        };
        let given: BTreeSet<String> = entry.params().into_iter().collect();
        let named: BTreeSet<String> = french.variables.iter().cloned().collect();
        if named != given {
            faults.push(format!(
                "{}: the French names {named:?}, the code gives {given:?}",
                entry.id
            ));
        }
    }
    assert!(
        faults.is_empty(),
        "crates/words/catalogue, ## [{GROUP}]: {faults:#?}"
    );
    let path = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("said.rs");
    std::fs::write(path, source).expect("OUT_DIR is writable");
}
