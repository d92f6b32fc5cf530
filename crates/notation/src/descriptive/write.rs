//! Writing a move in descriptive notation: the shortest form that reads back as that move.

use shakmaty::{CastlingSide, Chess, Color, Move, MoveList, Position, Role, Square};

use super::DescriptiveLanguage;
use super::origins::Origins;
use super::read::{captured_square, fitting, relative_rank};
use super::syntax::parse_prefix;

/// The files' full names, a to h: the English and the French of 1930 Art. 5.3.
const ENGLISH_FILES: [&str; 8] = ["QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"];
const FRENCH_FILES: [&str; 8] = ["TD", "CD", "FD", "D", "R", "FR", "CR", "TR"];
/// The files named by their piece alone (`B3`: QB3 or KB3); the queen's and king's files have
/// no shorter name.
const ENGLISH_SHORT_FILES: [&str; 8] = ["R", "N", "B", "Q", "K", "B", "N", "R"];
const FRENCH_SHORT_FILES: [&str; 8] = ["T", "C", "F", "D", "R", "F", "C", "T"];

/// Writes `mv`, a legal move of `pos`, in the shortest descriptive form that names it alone,
/// with its check or mate mark (`ch`, ` mate`; ` éch.`, ` mat`).
///
/// ```
/// use notation::descriptive::{write_descriptive, DescriptiveLanguage};
/// use shakmaty::{Chess, Move, Role, Square};
///
/// let pos = Chess::default();
/// let nf3 = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
/// assert_eq!(write_descriptive(&pos, nf3, DescriptiveLanguage::English), "N-KB3");
/// assert_eq!(write_descriptive(&pos, nf3, DescriptiveLanguage::French), "C 3 FR");
/// ```
pub fn write_descriptive(pos: &Chess, mv: Move, language: DescriptiveLanguage) -> String {
    let mut out = String::with_capacity(12);
    write_descriptive_to(&mut out, pos, mv, language);
    out
}

/// Like [`write_descriptive`], appending to `out`.
pub fn write_descriptive_to(
    out: &mut String,
    pos: &Chess,
    mv: Move,
    language: DescriptiveLanguage,
) {
    write_in_game(out, pos, &Origins::of(pos), mv, language);
}

/// Like [`write_descriptive_to`], for a move of a game whose pieces began where `origins` says:
/// the form written names `mv` alone as a game's reader reads it, a `KR` being the rook on the
/// king's side or the king's rook wherever it stands. The qualifiers written are still the wing
/// the piece stands on.
pub(crate) fn write_in_game(
    out: &mut String,
    pos: &Chess,
    origins: &Origins,
    mv: Move,
    language: DescriptiveLanguage,
) {
    let legal = pos.legal_moves();
    out.push_str(&write_body(pos, origins, &legal, mv, language));
    let mut after = pos.clone();
    after.play_unchecked(crate::odds::as_played(pos, mv));
    let mate = after.is_checkmate();
    out.push_str(match (language, mate, after.is_check()) {
        (DescriptiveLanguage::English, true, _) => " mate",
        (DescriptiveLanguage::English, false, true) => "ch",
        (DescriptiveLanguage::French, true, _) => " mat",
        (DescriptiveLanguage::French, false, true) => " éch.",
        (_, false, false) => "",
    });
}

/// One way to write a part of a move, with how much it says (lower: less), to order forms of
/// the same length.
struct Form {
    text: String,
    detail: u8,
    /// It names the departure square (or rank): French then joins the arrival with a dash.
    departure: bool,
}

fn form(text: String, detail: u8) -> Form {
    Form {
        text,
        detail,
        departure: false,
    }
}

fn file_index(square: Square) -> usize {
    usize::from(u8::from(square.file()))
}

/// The names of a file, shortest first.
fn file_names(language: DescriptiveLanguage, square: Square) -> Vec<&'static str> {
    let i = file_index(square);
    let (short, full) = match language {
        DescriptiveLanguage::English => (ENGLISH_SHORT_FILES[i], ENGLISH_FILES[i]),
        DescriptiveLanguage::French => (FRENCH_SHORT_FILES[i], FRENCH_FILES[i]),
    };
    if short == full {
        vec![full]
    } else {
        vec![short, full]
    }
}

/// The names of `square` counted from `turn`'s side, shortest first: `B3` then `KB3` (`3 F`
/// then `3 FR`); a square of the queen's or king's file has one name.
fn square_names(language: DescriptiveLanguage, square: Square, turn: Color) -> Vec<String> {
    let rank = relative_rank(square, turn);
    file_names(language, square)
        .into_iter()
        .map(|file| match language {
            DescriptiveLanguage::English => format!("{file}{rank}"),
            DescriptiveLanguage::French => format!("{rank} {file}"),
        })
        .collect()
}

fn letter(language: DescriptiveLanguage, role: Role) -> char {
    match (language, role) {
        (DescriptiveLanguage::English, Role::King) => 'K',
        (DescriptiveLanguage::English, Role::Queen) => 'Q',
        (DescriptiveLanguage::English, Role::Rook) => 'R',
        (DescriptiveLanguage::English, Role::Bishop) => 'B',
        (DescriptiveLanguage::English, Role::Knight) => 'N',
        (DescriptiveLanguage::French, Role::King) => 'R',
        (DescriptiveLanguage::French, Role::Queen) => 'D',
        (DescriptiveLanguage::French, Role::Rook) => 'T',
        (DescriptiveLanguage::French, Role::Bishop) => 'F',
        (DescriptiveLanguage::French, Role::Knight) => 'C',
        (_, Role::Pawn) => 'P',
    }
}

/// The wing letter of a rook, knight or bishop standing on `square`: K or Q, R or D.
fn wing(language: DescriptiveLanguage, square: Square) -> char {
    let king_side = file_index(square) >= 4;
    match (language, king_side) {
        (DescriptiveLanguage::English, true) => 'K',
        (DescriptiveLanguage::English, false) => 'Q',
        (DescriptiveLanguage::French, true) => 'R',
        (DescriptiveLanguage::French, false) => 'D',
    }
}

/// The names of the unit `role` on `square`, from the bare letter to the qualified one.
fn unit_names(language: DescriptiveLanguage, role: Role, square: Square) -> Vec<Form> {
    let initial = letter(language, role);
    let mut names = vec![form(initial.to_string(), 0)];
    match role {
        Role::Pawn => {
            for (detail, file) in (1..).zip(file_names(language, square)) {
                let name = match language {
                    DescriptiveLanguage::English => format!("{file}P"),
                    DescriptiveLanguage::French => format!("P{file}"),
                };
                names.push(form(name, detail));
            }
        }
        Role::Rook | Role::Knight | Role::Bishop => {
            let w = wing(language, square);
            let name = match language {
                DescriptiveLanguage::English => format!("{w}{initial}"),
                DescriptiveLanguage::French => format!("{initial}{w}"),
            };
            names.push(form(name, 2));
        }
        Role::Queen | Role::King => {}
    }
    names
}

/// The moving unit: its names, then with its departure rank, then its departure square
/// (shortened, then full: `N/B3`, `N/KB3`).
fn movers(language: DescriptiveLanguage, role: Role, from: Square, turn: Color) -> Vec<Form> {
    let mut forms = unit_names(language, role, from);
    let initial = letter(language, role);
    let rank = relative_rank(from, turn);
    let squares = square_names(language, from, turn);
    let departures = match language {
        DescriptiveLanguage::English => std::iter::once(format!("{initial}/{rank}"))
            .chain(squares.iter().map(|square| format!("{initial}/{square}")))
            .collect(),
        // The texts give the whole square of departure (`T 4 CR—2 CR`), never a rank alone nor
        // a shortened file: French names both squares in full once it names the departure.
        DescriptiveLanguage::French => squares
            .last()
            .map(|square| format!("{initial} {square}"))
            .into_iter()
            .collect::<Vec<_>>(),
    };
    for (detail, text) in (3..).zip(departures) {
        forms.push(Form {
            text,
            detail,
            departure: true,
        });
    }
    forms
}

/// The arrival square of a quiet move: shortened, then full.
fn arrivals(language: DescriptiveLanguage, to: Square, turn: Color) -> Vec<Form> {
    (0..)
        .zip(square_names(language, to, turn))
        .map(|(detail, text)| form(text, detail))
        .collect()
}

/// The captured unit: its names, then with its square, shortened (`P/B5`, `P 5 F`), then full.
fn targets(language: DescriptiveLanguage, role: Role, square: Square, turn: Color) -> Vec<Form> {
    let mut forms = unit_names(language, role, square);
    let initial = letter(language, role);
    for (detail, at) in (3..).zip(square_names(language, square, turn)) {
        let text = match language {
            DescriptiveLanguage::English => format!("{initial}/{at}"),
            DescriptiveLanguage::French => format!("{initial} {at}"),
        };
        forms.push(form(text, detail));
    }
    forms
}

fn castling(language: DescriptiveLanguage, side: CastlingSide) -> &'static str {
    match (language, side) {
        (DescriptiveLanguage::English, CastlingSide::KingSide) => "O-O",
        (DescriptiveLanguage::English, CastlingSide::QueenSide) => "O-O-O",
        (DescriptiveLanguage::French, CastlingSide::KingSide) => "Roq TR",
        (DescriptiveLanguage::French, CastlingSide::QueenSide) => "Roq TD",
    }
}

/// Whether `text` reads, in `pos` (its pieces having begun where `origins` says), as `mv` and no
/// other legal move.
fn names_only(
    pos: &Chess,
    origins: &Origins,
    legal: &MoveList,
    text: &str,
    mv: Move,
    language: DescriptiveLanguage,
) -> bool {
    let chars: Vec<char> = text.chars().collect();
    match parse_prefix(&chars, 0, language) {
        Ok((pattern, end)) if end == chars.len() => {
            fitting(pos, origins, legal, &pattern).as_slice() == [mv]
        }
        _ => false,
    }
}

/// The move without its check mark: the shortest form that names `mv` alone among `legal`
/// (the legal moves of `pos`, its pieces having begun where `origins` says).
pub(crate) fn write_body(
    pos: &Chess,
    origins: &Origins,
    legal: &MoveList,
    mv: Move,
    language: DescriptiveLanguage,
) -> String {
    if let Some(side) = mv.castling_side() {
        return castling(language, side).to_owned();
    }
    let turn = pos.turn();
    let from = mv.from().unwrap_or(mv.to());
    let promotion = mv.promotion().map(|role| match language {
        DescriptiveLanguage::English => format!("={}", letter(language, role)),
        DescriptiveLanguage::French => format!(" = {}", letter(language, role)),
    });
    let promotion = promotion.as_deref().unwrap_or("");
    let actions = match mv.capture() {
        None => arrivals(language, mv.to(), turn),
        Some(role) => targets(language, role, captured_square(&mv), turn),
    };
    let mut candidates: Vec<(usize, u8, u8, String)> = Vec::new();
    let fullest_action = actions.len().saturating_sub(1);
    for mover in movers(language, mv.role(), from, turn) {
        for (index, action) in actions.iter().enumerate() {
            // French names both squares in full once it names the departure (1930 Art. 5.3:
            // "on indique la case de départ et celle d'arrivée").
            if language == DescriptiveLanguage::French
                && mover.departure
                && !mv.is_capture()
                && index != fullest_action
            {
                continue;
            }
            let text = match (language, mv.is_capture()) {
                (DescriptiveLanguage::English, false) => {
                    format!("{}-{}{promotion}", mover.text, action.text)
                }
                (DescriptiveLanguage::English, true) => {
                    format!("{}x{}{promotion}", mover.text, action.text)
                }
                (DescriptiveLanguage::French, false) if mover.departure => {
                    format!("{}—{}{promotion}", mover.text, action.text)
                }
                (DescriptiveLanguage::French, false) => {
                    format!("{} {}{promotion}", mover.text, action.text)
                }
                (DescriptiveLanguage::French, true) => {
                    format!("{} pr. {}{promotion}", mover.text, action.text)
                }
            };
            candidates.push((text.chars().count(), mover.detail, action.detail, text));
        }
    }
    candidates.sort();
    let fullest = candidates.last().map(|c| c.3.clone()).unwrap_or_default();
    candidates
        .into_iter()
        .map(|(.., text)| text)
        .find(|text| names_only(pos, origins, legal, text, mv, language))
        // The departure square with the arrival (or the captured unit's) square names one move
        // of the position: never reached.
        .unwrap_or(fullest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Chess {
        laws::read_fen(fen).expect("a legal FEN").0
    }

    fn uci(p: &Chess, text: &str) -> Move {
        text.parse::<shakmaty::uci::UciMove>()
            .expect("uci")
            .to_move(p)
            .expect("legal")
    }

    const EN: DescriptiveLanguage = DescriptiveLanguage::English;
    const FR: DescriptiveLanguage = DescriptiveLanguage::French;

    #[test]
    fn art_5_1930_the_queen_to_the_fourth_of_the_kings_bishops_file() {
        // The queen on d4 reaches c4 and f4: the file's full name, `D 4 FR`.
        let p = pos("4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1");
        let m = uci(&p, "d4f4");
        assert_eq!(write_descriptive(&p, m, FR), "D 4 FR");
        assert_eq!(write_descriptive(&p, m, EN), "Q-KB4");
        // Black's fourth rank is White's fifth (1928 Par. 5).
        let p = pos("4k3/8/8/3q4/8/8/8/4K3 b - - 0 1");
        let m = uci(&p, "d5f5");
        assert_eq!(write_descriptive(&p, m, FR), "D 4 FR");
        // Where the short name is enough, it is written: only one queen's move reaches a
        // bishop's third.
        let p = pos("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        assert_eq!(write_descriptive(&p, uci(&p, "d1f3"), FR), "D 3 F");
    }

    #[test]
    fn art_5_1930_two_rooks_on_one_file_need_the_departure_square() {
        // Rooks on g4 and g1, both can reach g2: `T 4 CR—2 CR` (the wing says nothing here).
        let p = pos("4k3/8/8/8/6R1/8/8/4K1R1 w - - 0 1");
        let m = uci(&p, "g4g2");
        assert_eq!(write_descriptive(&p, m, FR), "T 4 CR—2 CR");
        assert_eq!(write_descriptive(&p, m, EN), "R/4-N2");
    }

    #[test]
    fn art_5_1930_a_departure_or_captured_square_is_shortened_where_that_names_one_move() {
        // Knights on f3 and h3 both reach g5: the departure's short file is enough (B3: c3 or
        // f3), one character shorter than N/KB3-N5.
        let p = pos("4k3/8/8/8/8/5N1N/8/4K3 w - - 0 1");
        let m = uci(&p, "f3g5");
        assert_eq!(write_descriptive(&p, m, EN), "N/B3-N5");
        // French names a departure square in full, and then the arrival too.
        assert_eq!(write_descriptive(&p, m, FR), "C 3 FR—5 CR");
        // Pawns on f5 and f3, both the knight's to take: the captured pawn's square, shortened.
        let p = pos("4k3/8/8/5p2/3N4/5p2/8/4K3 w - - 0 1");
        let m = uci(&p, "d4f5");
        assert_eq!(write_descriptive(&p, m, EN), "NxP/B5");
        assert_eq!(write_descriptive(&p, m, FR), "C pr. P 5 F");
        // Where the short file names two squares the piece can take on (c5 and f5), the full
        // name.
        let p = pos("4k3/8/8/2p2p2/8/8/2Q2p2/K7 w - - 0 1");
        assert_eq!(write_descriptive(&p, uci(&p, "c2f5"), EN), "QxP/KB5");
        assert_eq!(write_descriptive(&p, uci(&p, "c2f5"), FR), "D pr. P 5 FR");
    }

    #[test]
    fn art_5_1930_shortest_forms() {
        let p = pos("4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1");
        assert_eq!(write_descriptive(&p, uci(&p, "e4d5"), EN), "KPxP");
        assert_eq!(write_descriptive(&p, uci(&p, "c4d5"), EN), "BPxP");
        assert_eq!(write_descriptive(&p, uci(&p, "e4d5"), FR), "PR pr. P");
        let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert_eq!(write_descriptive(&p, uci(&p, "e1g1"), EN), "O-O");
        assert_eq!(write_descriptive(&p, uci(&p, "e1c1"), FR), "Roq TD");
        assert_eq!(write_descriptive(&p, uci(&p, "a1d1"), EN), "R-Q1");
        assert_eq!(write_descriptive(&p, uci(&p, "h1f1"), EN), "R-KB1");
        let p = pos("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(write_descriptive(&p, uci(&p, "e7e8q"), EN), "P-K8=Qch");
        assert_eq!(write_descriptive(&p, uci(&p, "e7e8n"), FR), "P 8 R = C");
    }
}
