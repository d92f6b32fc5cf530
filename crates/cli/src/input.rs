//! Reading a whole input: a file, or stdin for `-`.

use std::io::Read;

use crate::CliError;

/// The text of `path` (`-` for stdin). UTF-8 is expected; the bytes of a file that are not UTF-8
/// are read as Latin-1 (ISO 8859-1, what older PGN files use), the rest staying UTF-8, with a
/// note on stderr, so that no byte is lost ([`decode`]).
pub fn read_text(path: &str) -> Result<String, CliError> {
    let mut bytes = Vec::new();
    open(path)?.read_to_end(&mut bytes)?;
    Ok(decode(bytes, path))
}

/// The input `path` (`-` for stdin), to be read as it comes.
pub fn open(path: &str) -> Result<Box<dyn Read + Send>, CliError> {
    if path == "-" {
        return Ok(Box::new(std::io::stdin()));
    }
    let file = std::fs::File::open(path).map_err(|e| CliError::Usage(format!("{path}: {e}")))?;
    Ok(Box::new(file))
}

/// `bytes` as text: UTF-8; where a file is not, with a note on stderr naming `path` and the
/// first line that is not UTF-8, each byte that is no part of a UTF-8 character is read as the
/// Latin-1 character of that byte, and everything else stays UTF-8.
///
/// Why byte by byte, not the whole file (nor a whole game) as Latin-1: a collection is put
/// together from several sources, and one game typed in Latin-1 (`Cr\xe9teil`) must not garble
/// the UTF-8 names of every other (`Müller` read `MÃ¼ller`); even inside one game a later tool
/// may have added UTF-8 tags to Latin-1 ones. The reverse mistake is all but impossible: for a
/// Latin-1 text to hold a valid UTF-8 sequence, a letter `Â`–`ô` would have to be followed by
/// one to three of the signs and control codes 0x80–0xBF (`Ã©`), which no name or move writes.
/// Every byte is kept either way: the text can be written back as it was read.
pub fn decode(bytes: Vec<u8>, path: &str) -> String {
    decode_after(bytes, path, 0)
}

/// [`decode`] of the bytes of `path` that follow its first `lines_before` lines (`arbiter
/// check` reads an input as it comes, and reads the rest this way from the first piece that
/// is not UTF-8): the note names the line in the whole input.
pub fn decode_after(bytes: Vec<u8>, path: &str, lines_before: usize) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let line = lines_before + bytes[..at].iter().filter(|b| **b == b'\n').count() + 1;
            let code = &crate::said::FILE_NOT_UTF8;
            let params = game::params! { "path" => path, "line" => line };
            eprintln!(
                "arbiter: {} [{}]",
                crate::said::english(code, &params),
                code.error
            );
            utf8_else_latin1(&bytes)
        }
    }
}

/// `bytes` read as UTF-8 where they are, each other byte as its Latin-1 character.
fn utf8_else_latin1(bytes: &[u8]) -> String {
    let mut text = String::with_capacity(bytes.len() + bytes.len() / 8);
    for chunk in bytes.utf8_chunks() {
        text.push_str(chunk.valid());
        text.extend(chunk.invalid().iter().map(|&b| char::from(b)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_latin1_byte_does_not_garble_the_utf8_names_around_it() {
        let bytes = b"[White \"M\xc3\xbcller\"]\n[Site \"Cr\xe9teil\"]\n[Black \"\xc5\xa0ahovi\xc4\x87\"]\n";
        let text = decode(bytes.to_vec(), "x.pgn");
        assert_eq!(
            text,
            "[White \"Müller\"]\n[Site \"Créteil\"]\n[Black \"Šahović\"]\n"
        );
        // A whole file of Latin-1 reads as it always did; a cut UTF-8 sequence keeps its bytes.
        assert_eq!(
            decode(b"Cr\xe9teil, N\xeemes".to_vec(), "x"),
            "Créteil, Nîmes"
        );
        assert_eq!(decode(b"a\xe2\x82 b".to_vec(), "x"), "a\u{e2}\u{82} b");
        assert_eq!(decode("déjà".as_bytes().to_vec(), "x"), "déjà");
    }
}
