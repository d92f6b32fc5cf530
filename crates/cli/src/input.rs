//! Reading a whole input: a file, or stdin for `-`.

use std::io::Read;

use crate::CliError;

/// The text of `path` (`-` for stdin). UTF-8 is expected; a file that is not UTF-8 is read as
/// Latin-1 (ISO 8859-1, what older PGN files use), with a note on stderr, so that no byte is lost.
pub fn read_text(path: &str) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    open(path)?.read_to_end(&mut bytes)?;
    Ok(decode(bytes, path))
}

/// The input `path` (`-` for stdin), to be read as it comes.
pub fn open(path: &str) -> Result<Box<dyn Read>, CliError> {
    if path == "-" {
        return Ok(Box::new(std::io::stdin()));
    }
    let file = std::fs::File::open(path).map_err(|e| CliError::Usage(format!("{path}: {e}")))?;
    Ok(Box::new(file))
}

/// `bytes` as text: UTF-8, else Latin-1 with a note on stderr naming `path` and the first line
/// that is not UTF-8.
pub fn decode(bytes: Vec<u8>, path: &str) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let line = bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
            eprintln!("arbiter: {path}: not UTF-8 (line {line}); read as Latin-1");
            bytes.iter().map(|b| char::from(*b)).collect()
        }
    }
}
