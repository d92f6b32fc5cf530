//! Generates `said`'s constants from the English catalogue (issue 32): every message of
//! `crates/words/catalogue/en.ftl` under `## [cli message]` is a `words::Code` constant named by
//! its id in capitals, listed in `CLI_MESSAGES`. No list is kept by hand; the build fails on a
//! code without French, or whose French names a param the code does not give.

fn main() {
    let source = words::generate("cli message", "CLI_MESSAGES")
        .unwrap_or_else(|faults| panic!("crates/words/catalogue, ## [cli message]: {faults:#?}"));
    let path = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("said.rs");
    std::fs::write(path, source).expect("OUT_DIR is writable");
}
