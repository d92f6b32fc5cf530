//! Generates `tournament::messages`' constants from the English catalogue (issue 32): every
//! message of `crates/words/catalogue/en.ftl` under `## [tournament error]` (the errors the hall's
//! routes pass through) and `## [tournament file error]` (reading a file) is a `words::Code`
//! constant named by its id in capitals, listed in `ERRORS` and `FILE_ERRORS`. No list is kept
//! by hand; the build fails on a code without French, or whose French names a param the code
//! does not give.

fn main() {
    let mut out = String::new();
    for (group, list) in [
        ("tournament error", "ERRORS"),
        ("tournament file error", "FILE_ERRORS"),
    ] {
        match words::generate(group, list) {
            Ok(source) => out.push_str(&source),
            Err(faults) => panic!("crates/words/catalogue, ## [{group}]: {faults:#?}"),
        }
    }
    let path =
        std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("messages.rs");
    std::fs::write(path, out).expect("OUT_DIR is writable");
}
