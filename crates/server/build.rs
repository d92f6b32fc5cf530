//! Generates the server's own refusals from the English catalogue (issue 32): every message of
//! `crates/words/catalogue/en.ftl` under the `## [api error]` group is an [`ApiCode`] constant
//! named by its id in capitals, listed in `API_ERRORS`, with the contract's error code it is
//! sent under (`.error`), its HTTP status (`.status`, a `StatusCode` constant's name, or `*` for
//! the status of the answer it replaces) and its params (those its English names, then its
//! `.params`). No list is kept by hand. The build fails on a code without French, or whose
//! French names a param the code does not give.

use std::collections::BTreeSet;
use std::fmt::Write as _;

const GROUP: &str = "api error";

fn main() {
    let (en, errors) = words::entries(words::Lang::En);
    assert!(errors.is_empty(), "en.ftl does not parse: {errors:?}");
    let (fr, errors) = words::entries(words::Lang::Fr);
    assert!(errors.is_empty(), "fr.ftl does not parse: {errors:?}");
    let mut out = String::new();
    let mut names = Vec::new();
    for entry in en.iter().filter(|e| e.is_code() && e.group == GROUP) {
        let error = entry.attributes.get("error").map(|s| s.trim().to_owned());
        let error =
            error.unwrap_or_else(|| panic!("{}: an API error names its `.error`", entry.id));
        let status = entry.attributes.get("status").map(|s| s.trim().to_owned());
        let status =
            status.unwrap_or_else(|| panic!("{}: an API error names its `.status`", entry.id));
        let status = if status == "*" {
            "None".to_owned()
        } else {
            format!("Some(StatusCode::{status})")
        };
        let params = entry.params();
        let french = fr
            .iter()
            .find(|f| f.id == entry.id)
            .unwrap_or_else(|| panic!("{}: no French in fr.ftl", entry.id));
        let given: BTreeSet<&String> = params.iter().collect();
        let named: BTreeSet<&String> = french.variables.iter().collect();
        assert!(
            named == given,
            "{}: the French names {named:?}, the code gives {given:?}",
            entry.id
        );
        let constant = entry.id.to_uppercase();
        for line in &entry.comment {
            let _ = writeln!(out, "/// {line}");
        }
        let _ = writeln!(out, "/// `{}`: {:?}", entry.id, entry.source);
        let quoted: Vec<String> = params.iter().map(|p| format!("{p:?}")).collect();
        let _ = writeln!(
            out,
            "pub const {constant}: ApiCode = ApiCode {{ key: {:?}, status: {status}, error: {error:?}, params: &[{}] }};\n",
            entry.id,
            quoted.join(", "),
        );
        names.push(constant);
    }
    let _ = writeln!(
        out,
        "/// Every refusal the server makes outside the hall and the game, in the catalogue's order.\npub const API_ERRORS: &[ApiCode] = &[{}];",
        names.join(", ")
    );
    let path =
        std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("api_errors.rs");
    std::fs::write(path, out).expect("OUT_DIR is writable");
}
