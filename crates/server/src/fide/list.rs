//! A reader of FIDE's rating list as FIDE publishes it (issue 35): the fixed-width text
//! (`players_list.txt`, `players_list_foa.txt`, and the older standard-only `*frl.txt` lists)
//! and the XML (`players_list_xml.xml`, `players_list_xml_foa.xml`).
//!
//! The text's layout changed over the years: the rating column was named by its month
//! (`JUL12`, `Oct06`), then `SRtng` beside `RRtng` and `BRtng`; the title was `Titl` then
//! `Tit`; the birth `Born` then `B-day`; `FOA` and `WTit`/`OTit` were inserted before the
//! ratings. So the columns are found from the file's header line — each column runs from its
//! name's first character to the next name's — never from fixed offsets.
//!
//! A row that does not read is a [`ListError`] naming its line and why; the reader goes on with
//! the next row (an import reports them and keeps the others). Nothing here panics on any input.

use std::io::BufRead;

use serde::Serialize;

/// One player of the rating list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ListedPlayer {
    /// FIDE id.
    pub fide_id: u64,
    /// "Lastname, Firstname", as FIDE writes it.
    pub name: String,
    /// Federation, three letters.
    pub federation: Option<String>,
    /// `M` or `F`.
    pub sex: Option<String>,
    /// The title as the TRF writes it: `GM`, `IM`, `FM`, `CM`, `WGM`, `WIM`, `WFM`, `WCM`
    /// (the open title first; the women's title when there is no open one).
    pub title: Option<String>,
    /// Standard rating.
    pub rating: Option<u16>,
    /// Rapid rating (lists since 2012).
    pub rapid_rating: Option<u16>,
    /// Blitz rating (lists since 2012).
    pub blitz_rating: Option<u16>,
    /// Year of birth.
    pub birth_year: Option<u16>,
    /// Inactive (the flag `i` or `wi`: no rated game in the last year, FIDE Rating Regulations).
    pub inactive: bool,
}

/// Why a line of the list does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ListError {
    /// The file is empty, or its first line names no `ID` and `Name` columns (and it is not
    /// XML).
    #[error("line {line}: no header line naming the columns (ID Number, Name, ...)")]
    NoHeader {
        /// The line read as the header.
        line: usize,
    },
    /// The header lacks a column the reader needs.
    #[error("line {line}: the header has no {column} column")]
    MissingColumn {
        /// The header's line.
        line: usize,
        /// The column: `ID` or `Name`.
        column: &'static str,
    },
    /// A field is not what its column holds.
    #[error("line {line}: {column} {value:?} is not a number in range")]
    BadNumber {
        /// The line.
        line: usize,
        /// The column, as the header names it.
        column: String,
        /// The field as written.
        value: String,
    },
    /// A row has no name.
    #[error("line {line}: no name")]
    NoName {
        /// The line.
        line: usize,
    },
    /// The XML does not read.
    #[error("line {line}: XML: {reason}")]
    Xml {
        /// The line.
        line: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// The file could not be read.
    #[error("line {line}: cannot read: {reason}")]
    Io {
        /// The line.
        line: usize,
        /// The system's reason.
        reason: String,
    },
}

impl ListError {
    /// The line the error is on.
    pub fn line(&self) -> usize {
        match self {
            ListError::NoHeader { line }
            | ListError::MissingColumn { line, .. }
            | ListError::BadNumber { line, .. }
            | ListError::NoName { line }
            | ListError::Xml { line, .. }
            | ListError::Io { line, .. } => *line,
        }
    }
}

/// A line of the file as text: UTF-8, or Latin-1 (the older lists) when it is not UTF-8.
fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.trim_end_matches(['\n', '\r']).to_owned(),
        Err(_) => bytes
            .iter()
            .map(|&b| char::from(b))
            .collect::<String>()
            .trim_end_matches(['\n', '\r'])
            .to_owned(),
    }
}

/// Reads a whole list, text or XML (told apart by its first non-blank character), calling
/// `each` with every player (and the line it begins on) or error, in file order. Returns how
/// many players were read.
pub fn read_list(
    input: impl BufRead,
    mut each: impl FnMut(usize, Result<ListedPlayer, ListError>),
) -> usize {
    let mut lines = Lines { input, number: 0 };
    let mut first = loop {
        match lines.next_line() {
            None => {
                each(
                    lines.number,
                    Err(ListError::NoHeader { line: lines.number }),
                );
                return 0;
            }
            Some(Err(e)) => {
                each(e.line(), Err(e));
                return 0;
            }
            Some(Ok(l)) if l.trim().is_empty() => continue,
            Some(Ok(l)) => break l,
        }
    };
    if first.starts_with('\u{feff}') {
        first.remove(0);
    }
    if first.trim_start().starts_with('<') {
        read_xml(first, lines, each)
    } else {
        read_text(first, lines, each)
    }
}

struct Lines<R> {
    input: R,
    number: usize,
}

impl<R: BufRead> Lines<R> {
    fn next_line(&mut self) -> Option<Result<String, ListError>> {
        let mut buf = Vec::new();
        self.number += 1;
        match self.input.read_until(b'\n', &mut buf) {
            Ok(0) => None,
            Ok(_) => Some(Ok(decode(&buf))),
            Err(e) => Some(Err(ListError::Io {
                line: self.number,
                reason: e.to_string(),
            })),
        }
    }
}

/// The columns of the text list, from its header.
#[derive(Debug)]
struct Columns {
    /// Each column's name and its first character's index (in characters).
    names: Vec<(String, usize)>,
}

impl Columns {
    /// Reads the header: names separated by spaces, `ID Number` (or `ID number`, `ID_Number`)
    /// one name.
    fn of(header: &str) -> Columns {
        let chars: Vec<char> = header.chars().collect();
        let mut names: Vec<(String, usize)> = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if chars[i].is_whitespace() {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && !chars[i].is_whitespace() {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if let Some((last, _)) = names.last_mut()
                && last.eq_ignore_ascii_case("id")
                && word.eq_ignore_ascii_case("number")
            {
                last.push(' ');
                last.push_str(&word);
                continue;
            }
            names.push((word, start));
        }
        Columns { names }
    }

    /// The index of the first column whose name `matches`.
    fn find(&self, matches: impl Fn(&str) -> bool) -> Option<usize> {
        self.names.iter().position(|(n, _)| matches(n))
    }

    /// Column `k`'s field in `row` (by characters), trimmed.
    fn field<'a>(&self, row: &'a [char], k: usize, buf: &'a mut String) -> &'a str {
        let start = self.names[k].1;
        let end = self.names.get(k + 1).map_or(row.len(), |(_, s)| *s);
        buf.clear();
        if start < row.len() {
            buf.extend(&row[start..end.min(row.len())]);
        }
        buf.trim()
    }
}

/// A rating column named by its month, as the standard-only lists did: `JUL12`, `Oct06`.
fn is_month_column(name: &str) -> bool {
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let lower = name.to_ascii_lowercase();
    lower.len() == 5
        && MONTHS.contains(&&lower[..3])
        && lower[3..].bytes().all(|b| b.is_ascii_digit())
}

/// The columns the reader uses, found in a header.
struct Layout {
    columns: Columns,
    id: usize,
    name: usize,
    fed: Option<usize>,
    sex: Option<usize>,
    title: Option<usize>,
    women_title: Option<usize>,
    rating: Option<usize>,
    rapid: Option<usize>,
    blitz: Option<usize>,
    born: Option<usize>,
    flag: Option<usize>,
}

impl Layout {
    fn of(header: &str, line: usize) -> Result<Layout, ListError> {
        let columns = Columns::of(header);
        let is = |names: &'static [&'static str]| {
            move |n: &str| names.iter().any(|m| n.eq_ignore_ascii_case(m))
        };
        let id = columns.find(|n| {
            let l = n.to_ascii_lowercase();
            l == "id" || l == "id number" || l == "id_number" || l == "fideid"
        });
        let name = columns.find(is(&["name"]));
        if id.is_none() && name.is_none() {
            return Err(ListError::NoHeader { line });
        }
        let id = id.ok_or(ListError::MissingColumn { line, column: "ID" })?;
        let name = name.ok_or(ListError::MissingColumn {
            line,
            column: "Name",
        })?;
        Ok(Layout {
            id,
            name,
            fed: columns.find(is(&["fed", "federation", "country"])),
            sex: columns.find(is(&["sex"])),
            title: columns.find(is(&["tit", "titl", "title"])),
            women_title: columns.find(is(&["wtit"])),
            rating: columns
                .find(is(&["srtng", "rtng", "rating"]))
                .or_else(|| columns.find(is_month_column)),
            rapid: columns.find(is(&["rrtng"])),
            blitz: columns.find(is(&["brtng"])),
            born: columns.find(is(&["b-day", "bday", "born", "birthday"])),
            flag: columns.find(is(&["flag"])),
            columns,
        })
    }

    fn column_name(&self, k: usize) -> String {
        self.columns.names[k].0.clone()
    }

    fn row(&self, text: &str, line: usize) -> Result<ListedPlayer, ListError> {
        let chars: Vec<char> = text.chars().collect();
        let mut buf = String::new();
        let mut text_of = |k: Option<usize>| -> String {
            k.map(|k| self.columns.field(&chars, k, &mut buf).to_owned())
                .unwrap_or_default()
        };
        let id_text = text_of(Some(self.id));
        let fide_id = number::<u64>(&id_text)
            .filter(|&n| n > 0 && n <= 99_999_999_999)
            .ok_or_else(|| ListError::BadNumber {
                line,
                column: self.column_name(self.id),
                value: id_text.clone(),
            })?;
        let name = text_of(Some(self.name));
        if name.is_empty() {
            return Err(ListError::NoName { line });
        }
        let rating_of = |k: Option<usize>, text: String| -> Result<Option<u16>, ListError> {
            rating(&text).map_err(|()| ListError::BadNumber {
                line,
                column: k.map(|k| self.column_name(k)).unwrap_or_default(),
                value: text,
            })
        };
        let rating = rating_of(self.rating, text_of(self.rating))?;
        let rapid_rating = rating_of(self.rapid, text_of(self.rapid))?;
        let blitz_rating = rating_of(self.blitz, text_of(self.blitz))?;
        let born = text_of(self.born);
        let birth_year = birth_year(&born).map_err(|()| ListError::BadNumber {
            line,
            column: self.born.map(|k| self.column_name(k)).unwrap_or_default(),
            value: born,
        })?;
        let flag = text_of(self.flag);
        let sex = text_of(self.sex);
        Ok(ListedPlayer {
            fide_id,
            name,
            federation: some(text_of(self.fed)),
            sex: some(sex).or_else(|| flag.contains('w').then(|| "F".to_owned())),
            title: title(&text_of(self.title)).or_else(|| title(&text_of(self.women_title))),
            rating,
            rapid_rating,
            blitz_rating,
            birth_year,
            inactive: flag.contains('i'),
        })
    }
}

fn some(s: String) -> Option<String> {
    (!s.is_empty()).then_some(s)
}

fn number<T: std::str::FromStr>(s: &str) -> Option<T> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// A rating field: empty (unrated), `0` (unrated, as some lists write it) or up to 3500.
fn rating(s: &str) -> Result<Option<u16>, ()> {
    if s.is_empty() {
        return Ok(None);
    }
    match number::<u16>(s) {
        Some(0) => Ok(None),
        Some(r) if r <= 3500 => Ok(Some(r)),
        _ => Err(()),
    }
}

/// A birth field: empty, `0000` (unknown), a year, or a date ending or starting with the year
/// (`00.00.1990`, `1990-05-01`).
fn birth_year(s: &str) -> Result<Option<u16>, ()> {
    if s.is_empty() {
        return Ok(None);
    }
    let digits: Vec<&str> = s
        .split(|c: char| !c.is_ascii_digit())
        .filter(|p| p.len() == 4)
        .collect();
    match digits.as_slice() {
        [year] | [year, ..] => match number::<u16>(year) {
            Some(0) => Ok(None),
            Some(y) if (1800..=2200).contains(&y) => Ok(Some(y)),
            _ => Err(()),
        },
        [] if s
            .bytes()
            .all(|b| b == b'0' || b == b'.' || b == b'-' || b == b'/') =>
        {
            Ok(None)
        }
        [] => Err(()),
    }
}

/// A title as the TRF writes it, from the list's: older lists wrote `g`, `m`, `f`, `c`, `wg`,
/// `wm`, `wf`, `wc`; newer ones `GM`, `IM`, ... . Anything else (an arbiter's or trainer's
/// title, `IA`, `FT`) is not a playing title and is left out.
pub fn title(s: &str) -> Option<String> {
    tournament::fide_title(s).map(str::to_owned)
}

fn read_text<R: BufRead>(
    header: String,
    mut lines: Lines<R>,
    mut each: impl FnMut(usize, Result<ListedPlayer, ListError>),
) -> usize {
    let layout = match Layout::of(&header, lines.number) {
        Ok(l) => l,
        Err(e) => {
            each(e.line(), Err(e));
            return 0;
        }
    };
    let mut read = 0;
    while let Some(line) = lines.next_line() {
        let row = match line {
            Ok(l) if l.trim().is_empty() => continue,
            Ok(l) => layout.row(&l, lines.number),
            Err(e) => {
                each(e.line(), Err(e));
                break;
            }
        };
        read += usize::from(row.is_ok());
        each(lines.number, row);
    }
    read
}

/// The XML list: `<playerslist><player><fideid>…</fideid><name>…</name><country>…</country>
/// <sex>…</sex><title>…</title><w_title>…</w_title><rating>…</rating><rapid_rating>…`
/// `<blitz_rating>…<birthday>…</birthday><flag>…</flag></player>…`. Read element by element
/// (the file is one element a line, but nothing depends on it); unknown elements are skipped.
fn read_xml<R: BufRead>(
    first: String,
    mut lines: Lines<R>,
    mut each: impl FnMut(usize, Result<ListedPlayer, ListError>),
) -> usize {
    let mut scanner = XmlScanner::default();
    let mut read = 0;
    let mut line_text: Option<Result<String, ListError>> = Some(Ok(first));
    let mut line = lines.number;
    loop {
        let text = match line_text {
            None => break,
            Some(Err(e)) => {
                each(e.line(), Err(e));
                return read;
            }
            Some(Ok(t)) => t,
        };
        if let Err(e) = scanner.feed(&text, line, &mut |at, p| {
            read += usize::from(p.is_ok());
            each(at, p)
        }) {
            each(e.line(), Err(e));
            return read;
        }
        line_text = lines.next_line();
        line = lines.number;
    }
    if scanner.in_player.is_some() {
        let line = line.saturating_sub(1);
        each(
            line,
            Err(ListError::Xml {
                line,
                reason: "the file ends inside a <player>",
            }),
        );
    }
    read
}

/// The fields of one `<player>` being read, with the line it began on.
#[derive(Default)]
struct PlayerFields {
    line: usize,
    fields: Vec<(String, String)>,
}

#[derive(Default)]
struct XmlScanner {
    /// Text not yet ended by a tag (an element's text may span lines).
    pending: String,
    in_player: Option<PlayerFields>,
    open: Option<String>,
}

impl XmlScanner {
    fn feed(
        &mut self,
        text: &str,
        line: usize,
        each: &mut dyn FnMut(usize, Result<ListedPlayer, ListError>),
    ) -> Result<(), ListError> {
        let mut rest = text;
        loop {
            let Some(lt) = rest.find('<') else {
                self.pending.push_str(rest);
                self.pending.push('\n');
                return Ok(());
            };
            self.pending.push_str(&rest[..lt]);
            let Some(gt) = rest[lt..].find('>') else {
                return Err(ListError::Xml {
                    line,
                    reason: "a tag is not closed on its line",
                });
            };
            let tag = &rest[lt + 1..lt + gt];
            rest = &rest[lt + gt + 1..];
            let text = std::mem::take(&mut self.pending);
            if tag.starts_with('?') || tag.starts_with('!') {
                continue;
            }
            let (closing, name) = match tag.strip_prefix('/') {
                Some(n) => (true, n.trim()),
                None => (false, tag.trim_end_matches('/').trim()),
            };
            let empty = !closing && tag.ends_with('/');
            let name = name.split_whitespace().next().unwrap_or("");
            match (closing, name) {
                (false, "player") => {
                    if self.in_player.is_some() {
                        return Err(ListError::Xml {
                            line,
                            reason: "<player> inside a <player>",
                        });
                    }
                    self.in_player = Some(PlayerFields {
                        line,
                        fields: Vec::new(),
                    });
                }
                (true, "player") => {
                    let Some(p) = self.in_player.take() else {
                        return Err(ListError::Xml {
                            line,
                            reason: "</player> without <player>",
                        });
                    };
                    each(p.line, xml_player(p));
                }
                (false, n) if self.in_player.is_some() => {
                    if empty {
                        if let Some(p) = self.in_player.as_mut() {
                            p.fields.push((n.to_owned(), String::new()));
                        }
                    } else {
                        self.open = Some(n.to_owned());
                    }
                }
                (true, n) if self.in_player.is_some() => {
                    if self.open.as_deref() != Some(n) {
                        return Err(ListError::Xml {
                            line,
                            reason: "a closing tag does not match the element opened",
                        });
                    }
                    self.open = None;
                    let value = unescape(text.trim()).ok_or(ListError::Xml {
                        line,
                        reason: "an unknown entity (&...;)",
                    })?;
                    if let Some(p) = self.in_player.as_mut() {
                        p.fields.push((n.to_owned(), value));
                    }
                }
                _ => {}
            }
        }
    }
}

/// XML's five entities and numeric character references.
fn unescape(s: &str) -> Option<String> {
    if !s.contains('&') {
        return Some(s.to_owned());
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let semi = rest[amp..].find(';')?;
        let entity = &rest[amp + 1..amp + semi];
        let c = match entity {
            "amp" => '&',
            "lt" => '<',
            "gt" => '>',
            "apos" => '\'',
            "quot" => '"',
            _ => {
                let code = if let Some(hex) = entity.strip_prefix("#x") {
                    u32::from_str_radix(hex, 16).ok()?
                } else {
                    entity.strip_prefix('#')?.parse().ok()?
                };
                char::from_u32(code)?
            }
        };
        out.push(c);
        rest = &rest[amp + semi + 1..];
    }
    out.push_str(rest);
    Some(out)
}

fn xml_player(p: PlayerFields) -> Result<ListedPlayer, ListError> {
    let line = p.line;
    let get = |name: &str| -> String {
        p.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let id_text = get("fideid");
    let fide_id = number::<u64>(&id_text)
        .filter(|&n| n > 0 && n <= 99_999_999_999)
        .ok_or_else(|| ListError::BadNumber {
            line,
            column: "fideid".to_owned(),
            value: id_text.clone(),
        })?;
    let name = get("name");
    if name.is_empty() {
        return Err(ListError::NoName { line });
    }
    let rated = |column: &str| -> Result<Option<u16>, ListError> {
        let text = get(column);
        rating(&text).map_err(|()| ListError::BadNumber {
            line,
            column: column.to_owned(),
            value: text,
        })
    };
    let born = get("birthday");
    let flag = get("flag");
    Ok(ListedPlayer {
        fide_id,
        federation: some(get("country")),
        sex: some(get("sex")).or_else(|| flag.contains('w').then(|| "F".to_owned())),
        title: title(&get("title")).or_else(|| title(&get("w_title"))),
        rating: rated("rating")?,
        rapid_rating: rated("rapid_rating")?,
        blitz_rating: rated("blitz_rating")?,
        birth_year: birth_year(&born).map_err(|()| ListError::BadNumber {
            line,
            column: "birthday".to_owned(),
            value: born,
        })?,
        inactive: flag.contains('i'),
        name,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (Vec<ListedPlayer>, Vec<ListError>) {
        let mut players = Vec::new();
        let mut errors = Vec::new();
        let n = read_list(text.as_bytes(), |_, r| match r {
            Ok(p) => players.push(p),
            Err(e) => errors.push(e),
        });
        assert_eq!(n, players.len());
        (players, errors)
    }

    /// The standard-only list of the 2000s (`*frl.txt`): the rating column named by its month,
    /// `Titl`, `Born`, lower-case titles.
    const STANDARD_2006: &str = "\
ID number Name                              Titl Fed  Oct06 Games  Born  Flag
4100018   Anand, Viswanathan                g    IND  2779  9      1969
1503014   Carlsen, Magnus                   g    NOR  2698  22     1990
4138473   Polgar, Judit                     g    HUN  2710  0      1976  i
24100633  Nowak, Anna                       wf   POL  2105  11     1988  w
";

    /// The combined list of 2012 (`players_list.txt`): three ratings, `Tit`/`WTit`/`OTit`,
    /// `B-day`.
    const COMBINED_2012: &str = "\
ID Number      Name                                                         Fed Sex Tit  WTit OTit           SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
1503014        Carlsen, Magnus                                              NOR M   GM                       2835  10  10 2826  0   20 2850  0   20 1990
13300474       Zherebukh, Yaroslav                                          USA M   GM                       2595  0   10                           1993  i
24100633       Nowak, Anna                                                  POL F        WFM                 2105  11  20                           1988  w
";

    /// The list with FIDE Online Arena titles (`players_list_foa.txt`, 2017 on): a `FOA` column
    /// inserted before the ratings, and unrated fields left blank.
    const FOA_2024: &str = "\
ID Number      Name                                                         Fed Sex Tit  WTit OTit                                             FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
1503014        Carlsen, Magnus                                              NOR M   GM                                                             2830  0   10 2823  0   20 2886  0   20 1990
10000030       Müller, Jörg                                                 GER M             FA                                                   1813  0   40                           1959  i
700002         Gómez, José María                                            ESP M   IM                                                         AIM              1989  0   20              1975
";

    const XML_2024: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<playerslist>
<player>
<fideid>1503014</fideid>
<name>Carlsen, Magnus</name>
<country>NOR</country>
<sex>M</sex>
<title>GM</title>
<w_title></w_title>
<o_title></o_title>
<foa_title></foa_title>
<rating>2830</rating>
<games>0</games>
<k>10</k>
<rapid_rating>2823</rapid_rating>
<rapid_games>0</rapid_games>
<rapid_k>20</rapid_k>
<blitz_rating>2886</blitz_rating>
<blitz_games>0</blitz_games>
<blitz_k>20</blitz_k>
<birthday>1990</birthday>
<flag></flag>
</player>
<player>
<fideid>24100633</fideid>
<name>Nowak, Anna &amp; Co</name>
<country>POL</country>
<sex>F</sex>
<title/>
<w_title>WFM</w_title>
<rating>2105</rating>
<birthday>1988</birthday>
<flag>wi</flag>
</player>
</playerslist>
"#;

    #[test]
    fn fide_rating_list_2006_standard_only_layout_reads_by_its_header() {
        let (players, errors) = read(STANDARD_2006);
        assert_eq!(errors, []);
        assert_eq!(players.len(), 4);
        let carlsen = &players[1];
        assert_eq!(carlsen.fide_id, 1_503_014);
        assert_eq!(carlsen.name, "Carlsen, Magnus");
        assert_eq!(carlsen.federation.as_deref(), Some("NOR"));
        assert_eq!(carlsen.title.as_deref(), Some("GM"));
        assert_eq!(carlsen.rating, Some(2698));
        assert_eq!(carlsen.rapid_rating, None);
        assert_eq!(carlsen.birth_year, Some(1990));
        assert!(!carlsen.inactive);
        assert!(players[2].inactive, "flag i: inactive");
        assert_eq!(players[3].title.as_deref(), Some("WFM"));
        assert_eq!(players[3].sex.as_deref(), Some("F"), "flag w: a woman");
        assert!(!players[3].inactive);
    }

    #[test]
    fn fide_rating_list_2012_combined_layout_reads_three_ratings() {
        let (players, errors) = read(COMBINED_2012);
        assert_eq!(errors, []);
        assert_eq!(players.len(), 3);
        let c = &players[0];
        assert_eq!(
            (c.rating, c.rapid_rating, c.blitz_rating),
            (Some(2835), Some(2826), Some(2850))
        );
        assert_eq!(c.sex.as_deref(), Some("M"));
        assert_eq!(players[1].rapid_rating, None);
        assert!(players[1].inactive);
        assert_eq!(players[2].title.as_deref(), Some("WFM"), "WTit when no Tit");
    }

    #[test]
    fn fide_rating_list_foa_layout_reads_past_the_inserted_column_and_accents() {
        let (players, errors) = read(FOA_2024);
        assert_eq!(errors, []);
        assert_eq!(players.len(), 3);
        assert_eq!(players[0].rating, Some(2830));
        assert_eq!(players[0].blitz_rating, Some(2886));
        assert_eq!(players[1].name, "Müller, Jörg");
        assert_eq!(players[1].title, None, "FA is an arbiter's title");
        assert_eq!(players[1].rating, Some(1813));
        assert!(players[1].inactive);
        assert_eq!(players[2].name, "Gómez, José María");
        assert_eq!(players[2].rating, None);
        assert_eq!(players[2].rapid_rating, Some(1989));
        assert_eq!(players[2].birth_year, Some(1975));
    }

    #[test]
    fn fide_rating_list_xml_reads_every_field() {
        let (players, errors) = read(XML_2024);
        assert_eq!(errors, []);
        assert_eq!(players.len(), 2);
        assert_eq!(players[0].fide_id, 1_503_014);
        assert_eq!(players[0].blitz_rating, Some(2886));
        assert_eq!(players[1].name, "Nowak, Anna & Co");
        assert_eq!(players[1].title.as_deref(), Some("WFM"));
        assert!(players[1].inactive);
        assert_eq!(players[1].birth_year, Some(1988));
    }

    #[test]
    fn fide_rating_list_latin1_text_is_read() {
        let mut bytes = b"ID Number      Name                 Fed SRtng B-day Flag\n".to_vec();
        bytes.extend_from_slice(b"10000030       M\xfcller, J\xf6rg         GER 1813  1959\n");
        let mut players = Vec::new();
        read_list(&bytes[..], |_, r| players.push(r));
        assert_eq!(players.len(), 1);
        assert_eq!(
            players[0].as_ref().map(|p| p.name.as_str()),
            Ok("Müller, Jörg")
        );
    }

    #[test]
    fn fide_rating_list_bad_rows_are_errors_with_their_line_and_the_rest_reads() {
        let text = "\
ID Number      Name                 Fed SRtng B-day Flag
1503014        Carlsen, Magnus      NOR 2830  1990
12x45          Somebody, Else       FRA 2000  1990
700002         Gomez, Jose          ESP 9999  1975
800003                              ESP 1500  1975
900004         Last, One            FRA 1500  19x0
";
        let (players, errors) = read(text);
        assert_eq!(players.len(), 1);
        assert_eq!(
            errors,
            [
                ListError::BadNumber {
                    line: 3,
                    column: "ID Number".into(),
                    value: "12x45".into()
                },
                ListError::BadNumber {
                    line: 4,
                    column: "SRtng".into(),
                    value: "9999".into()
                },
                ListError::NoName { line: 5 },
                ListError::BadNumber {
                    line: 6,
                    column: "B-day".into(),
                    value: "19x0".into()
                },
            ]
        );
        assert_eq!(
            errors[0].to_string(),
            "line 3: ID Number \"12x45\" is not a number in range"
        );
    }

    #[test]
    fn fide_rating_list_without_a_header_or_with_bad_xml_is_refused() {
        assert_eq!(read("").1, [ListError::NoHeader { line: 1 }]);
        assert_eq!(
            read("1503014 Carlsen, Magnus NOR 2830\n").1,
            [ListError::NoHeader { line: 1 }]
        );
        assert_eq!(
            read("ID Number  Fed SRtng\n1 NOR 2000\n").1,
            [ListError::MissingColumn {
                line: 1,
                column: "Name"
            }]
        );
        let (_, errors) = read("<playerslist>\n<player>\n<fideid>1</name>\n</player>\n");
        assert_eq!(
            errors,
            [ListError::Xml {
                line: 3,
                reason: "a closing tag does not match the element opened"
            }]
        );
        let (_, errors) = read("<playerslist>\n<player>\n<fideid>1</fideid>\n");
        assert!(matches!(errors[..], [ListError::Xml { line: 3, .. }]));
        let (_, errors) = read("<playerslist>\n<player><name>A &bogus; B</name>\n");
        assert!(matches!(errors[..], [ListError::Xml { line: 2, .. }]));
    }

    #[test]
    fn fide_rating_list_reader_never_panics_on_arbitrary_bytes() {
        let header = b"ID Number Name Fed SRtng B-day Flag\n";
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..2000 {
            let mut bytes = header.to_vec();
            for _ in 0..(seed % 200) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let table = b"<>/&;#x 0123456789abcdefi\n\xff\xc3";
                bytes.push(table[(seed % table.len() as u64) as usize]);
            }
            read_list(&bytes[..], |_, _| {});
            read_list(&bytes[header.len()..], |_, _| {});
        }
    }
}
