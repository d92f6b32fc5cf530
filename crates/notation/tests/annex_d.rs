//! Annex D.2.1: moves announced clearly, with the Annex's names for files, ranks, pieces and
//! castling, and the promoted piece named.

use notation::{Voice, announce};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position")
}

fn chess960(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("FEN")
        .into_position(CastlingMode::Chess960)
        .expect("legal position")
}

/// The announcement of the UCI move `uci` in `pos`.
fn spoken(pos: &Chess, uci: &str, voice: Voice) -> String {
    let mv = uci
        .parse::<UciMove>()
        .expect("UCI")
        .to_move(pos)
        .expect("legal move");
    announce(pos, mv, voice)
}

/// `pos` after the UCI moves `line`.
fn after(mut pos: Chess, line: &[&str]) -> Chess {
    for uci in line {
        let mv = uci
            .parse::<UciMove>()
            .expect("UCI")
            .to_move(&pos)
            .expect("legal move");
        pos = pos.play(mv).expect("legal move");
    }
    pos
}

const FILES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// Every word a voice may speak.
fn vocabulary(voice: Voice) -> Vec<&'static str> {
    let own: &[&str] = match voice {
        Voice::German => &[
            "Koenig",
            "Dame",
            "Turm",
            "Laufer",
            "Springer",
            "Bauer",
            "eins",
            "zwei",
            "drei",
            "vier",
            "fünf",
            "sechs",
            "sieben",
            "acht",
            "schlägt",
            "en",
            "passant",
            "Kurze",
            "Lange",
            "Rochade",
            "Schach",
            "Schachmatt",
        ],
        Voice::French => &[
            "Roi", "Dame", "Tour", "Fou", "Cavalier", "Pion", "un", "deux", "trois", "quatre",
            "cinq", "six", "sept", "huit", "prend", "en", "passant", "Petit", "Grand", "roque",
            "échec", "et", "mat",
        ],
        Voice::English => &[
            "King",
            "Queen",
            "Rook",
            "Bishop",
            "Knight",
            "Pawn",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "takes",
            "en",
            "passant",
            "Short",
            "Long",
            "castling",
            "check",
            "checkmate",
        ],
    };
    FILES.iter().chain(own).copied().collect()
}

#[test]
fn annex_d_2_1_knight_move_is_springer_felix_drei() {
    let pos = Chess::default();
    assert_eq!(spoken(&pos, "g1f3", Voice::German), "Springer Felix drei");
    assert_eq!(spoken(&pos, "b1c3", Voice::German), "Springer Cesar drei");
}

#[test]
fn annex_d_2_1_pawn_moves_start_with_bauer() {
    let pos = Chess::default();
    assert_eq!(spoken(&pos, "e2e4", Voice::German), "Bauer Eva vier");
    assert_eq!(spoken(&pos, "h2h3", Voice::German), "Bauer Hector drei");
    let pos = after(pos, &["e2e4"]);
    assert_eq!(spoken(&pos, "a7a5", Voice::German), "Bauer Anna fünf");
}

#[test]
fn annex_d_2_1_every_rank_is_spoken_in_german() {
    // A rook on a1 of an otherwise empty file walks up to a8.
    let pos = position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    let ranks = ["zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"];
    for (index, word) in ranks.iter().enumerate() {
        let uci = format!("a1a{}", index + 2);
        let expected = if index + 2 == 8 {
            format!("Turm Anna {word} Schach")
        } else {
            format!("Turm Anna {word}")
        };
        assert_eq!(spoken(&pos, &uci, Voice::German), expected);
    }
    assert_eq!(spoken(&pos, "a1b1", Voice::German), "Turm Bella eins");
}

#[test]
fn annex_d_2_1_captures_say_schlaegt() {
    // 1.e4 d5: the pawn capture names its departure file.
    let pos = after(Chess::default(), &["e2e4", "d7d5"]);
    assert_eq!(
        spoken(&pos, "e4d5", Voice::German),
        "Bauer Eva schlägt David fünf"
    );
    // 2.exd5 Qxd5: a piece capture.
    let pos = after(pos, &["e4d5"]);
    assert_eq!(
        spoken(&pos, "d8d5", Voice::German),
        "Dame schlägt David fünf"
    );
}

#[test]
fn annex_d_2_1_en_passant_is_announced() {
    // 1.e4 Nf6 2.e5 d5: exd6 e.p.
    let pos = after(Chess::default(), &["e2e4", "g8f6", "e4e5", "d7d5"]);
    assert_eq!(
        spoken(&pos, "e5d6", Voice::German),
        "Bauer Eva schlägt David sechs en passant"
    );
    assert_eq!(
        spoken(&pos, "e5d6", Voice::French),
        "Pion Eva prend David six en passant"
    );
    assert_eq!(
        spoken(&pos, "e5d6", Voice::English),
        "Pawn Eva takes David six en passant"
    );
}

#[test]
fn annex_d_2_1_promotion_names_the_piece() {
    let pos = position("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(
        spoken(&pos, "e7e8q", Voice::German),
        "Bauer Eva acht Dame Schach"
    );
    assert_eq!(
        spoken(&pos, "e7e8n", Voice::German),
        "Bauer Eva acht Springer"
    );
    assert_eq!(
        spoken(&pos, "e7e8r", Voice::German),
        "Bauer Eva acht Turm Schach"
    );
    assert_eq!(
        spoken(&pos, "e7e8b", Voice::German),
        "Bauer Eva acht Laufer"
    );
    assert_eq!(
        spoken(&pos, "e7d8q", Voice::German),
        "Bauer Eva schlägt David acht Dame Schach"
    );
    assert_eq!(
        spoken(&pos, "e7e8n", Voice::French),
        "Pion Eva huit Cavalier"
    );
    assert_eq!(
        spoken(&pos, "e7e8b", Voice::English),
        "Pawn Eva eight Bishop"
    );
}

#[test]
fn annex_d_2_1_every_promotion_is_distinguished() {
    let pos = position("7k/P7/8/8/8/8/8/K7 w - - 0 1");
    for voice in Voice::ALL {
        let promotions: Vec<String> = ["a7a8q", "a7a8r", "a7a8b", "a7a8n"]
            .iter()
            .map(|uci| spoken(&pos, uci, voice))
            .collect();
        for (i, first) in promotions.iter().enumerate() {
            for second in &promotions[i + 1..] {
                assert_ne!(first, second, "{voice}");
            }
        }
    }
}

#[test]
fn annex_d_2_1_castling_kurze_and_lange_rochade() {
    let pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(spoken(&pos, "e1g1", Voice::German), "Kurze Rochade");
    assert_eq!(spoken(&pos, "e1c1", Voice::German), "Lange Rochade");
    assert_eq!(spoken(&pos, "e1g1", Voice::French), "Petit roque");
    assert_eq!(spoken(&pos, "e1c1", Voice::French), "Grand roque");
    assert_eq!(spoken(&pos, "e1g1", Voice::English), "Short castling");
    assert_eq!(spoken(&pos, "e1c1", Voice::English), "Long castling");
    // Castling that gives check says so.
    let pos = position("5k2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert_eq!(spoken(&pos, "e1g1", Voice::German), "Kurze Rochade Schach");
}

#[test]
fn annex_d_2_1_chess960_castling_by_the_rook_side() {
    // King b1, rooks a1 and h1: the king goes to g1 or c1 as usual.
    let pos = chess960("r5k1/8/8/8/8/8/8/RK5R w AH - 0 1");
    assert_eq!(spoken(&pos, "b1h1", Voice::German), "Kurze Rochade");
    assert_eq!(spoken(&pos, "b1a1", Voice::German), "Lange Rochade");
    // King b1 next to a rook on c1: that rook is on the king's h side, so the castling is short.
    let pos = chess960("r2k3r/8/8/8/8/8/8/1KR5 w C - 0 1");
    assert_eq!(spoken(&pos, "b1c1", Voice::German), "Kurze Rochade");
    assert_eq!(spoken(&pos, "b1c1", Voice::French), "Petit roque");
    // King g1 next to the h1 rook: short castling leaves the king where it stands.
    let pos = chess960("6k1/8/8/8/8/8/8/R5KR w AH - 0 1");
    assert_eq!(spoken(&pos, "g1h1", Voice::English), "Short castling");
    assert_eq!(spoken(&pos, "g1a1", Voice::English), "Long castling");
}

#[test]
fn annex_d_2_1_check_and_mate() {
    // 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#.
    let pos = after(
        Chess::default(),
        &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"],
    );
    assert_eq!(
        spoken(&pos, "h5f7", Voice::German),
        "Dame schlägt Felix sieben Schachmatt"
    );
    assert_eq!(
        spoken(&pos, "h5f7", Voice::French),
        "Dame prend Felix sept échec et mat"
    );
    assert_eq!(
        spoken(&pos, "h5f7", Voice::English),
        "Queen takes Felix seven checkmate"
    );
    assert_eq!(
        spoken(&pos, "c4f7", Voice::German),
        "Laufer schlägt Felix sieben Schach"
    );
    assert_eq!(
        spoken(&pos, "c4f7", Voice::French),
        "Fou prend Felix sept échec"
    );
    assert_eq!(
        spoken(&pos, "c4f7", Voice::English),
        "Bishop takes Felix seven check"
    );
}

#[test]
fn annex_d_2_1_disambiguation_by_file_and_rank() {
    // Knights on e1 and g1 both reach f3: the file tells them apart (Ngf3, Nef3).
    let pos = position("4k3/8/8/8/8/8/8/R3NKNR w - - 0 1");
    assert_eq!(
        spoken(&pos, "g1f3", Voice::German),
        "Springer Gustav Felix drei"
    );
    assert_eq!(
        spoken(&pos, "e1f3", Voice::German),
        "Springer Eva Felix drei"
    );
    // A knight that alone reaches its square needs no departure.
    assert_eq!(spoken(&pos, "g1h3", Voice::German), "Springer Hector drei");
    // Rooks on a1 and a5 both reach a3: the rank tells them apart.
    let pos = position("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
    assert_eq!(spoken(&pos, "a1a3", Voice::German), "Turm eins Anna drei");
    assert_eq!(spoken(&pos, "a5a3", Voice::French), "Tour cinq Anna trois");
    assert_eq!(spoken(&pos, "a5a3", Voice::English), "Rook five Anna three");
    // Queens on a1, a3 and c1 all reach b2: a1 needs both its file and its rank (Qa1b2).
    let pos = position("4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1");
    assert_eq!(
        spoken(&pos, "a1b2", Voice::German),
        "Dame Anna eins Bella zwei"
    );
}

#[test]
fn annex_d_2_1_french_equivalents() {
    let pos = Chess::default();
    assert_eq!(spoken(&pos, "e2e4", Voice::French), "Pion Eva quatre");
    assert_eq!(spoken(&pos, "g1f3", Voice::French), "Cavalier Felix trois");
    let pos = after(pos, &["e2e4", "d7d5"]);
    assert_eq!(
        spoken(&pos, "e4d5", Voice::French),
        "Pion Eva prend David cinq"
    );
    let pos = position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(spoken(&pos, "e1e2", Voice::French), "Roi Eva deux");
    assert_eq!(spoken(&pos, "a1a7", Voice::French), "Tour Anna sept");
}

#[test]
fn annex_d_2_1_english_equivalents() {
    let pos = Chess::default();
    assert_eq!(spoken(&pos, "e2e4", Voice::English), "Pawn Eva four");
    assert_eq!(spoken(&pos, "b1c3", Voice::English), "Knight Cesar three");
    let pos = after(pos, &["e2e4", "d7d5"]);
    assert_eq!(
        spoken(&pos, "e4d5", Voice::English),
        "Pawn Eva takes David five"
    );
    let pos = position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(spoken(&pos, "e1f1", Voice::English), "King Felix one");
    assert_eq!(spoken(&pos, "a1a6", Voice::English), "Rook Anna six");
}

#[test]
fn annex_d_2_1_every_legal_move_uses_the_voices_words() {
    let positions = [
        Chess::default(),
        // Kiwipete: castling both ways, captures, en passant chances, pins.
        position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        // Promotions with and without capture, en passant.
        position("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"),
        position("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"),
        // Chess960 castling.
        chess960("r5k1/8/8/8/8/8/8/RK5R w AH - 0 1"),
        chess960("r2k3r/8/8/8/8/8/8/1KR5 w C - 0 1"),
        chess960("6k1/8/8/8/8/8/8/R5KR w AH - 0 1"),
    ];
    for pos in &positions {
        for voice in Voice::ALL {
            let vocabulary = vocabulary(voice);
            let mut announcements = Vec::new();
            for mv in pos.legal_moves() {
                let words = announce(pos, mv, voice);
                assert!(!words.is_empty(), "{mv} {voice}");
                assert!(!words.contains("  "), "{words:?}");
                for word in words.split(' ') {
                    assert!(
                        vocabulary.contains(&word),
                        "{word:?} in {words:?} ({voice})"
                    );
                }
                announcements.push(words);
            }
            // Each legal move has its own announcement, so the opponent can repeat it.
            let count = announcements.len();
            announcements.sort();
            announcements.dedup();
            assert_eq!(announcements.len(), count, "{voice}");
        }
    }
}

#[test]
fn annex_d_2_1_voice_codes() {
    assert_eq!("de".parse::<Voice>(), Ok(Voice::German));
    assert_eq!("fr".parse::<Voice>(), Ok(Voice::French));
    assert_eq!("en".parse::<Voice>(), Ok(Voice::English));
    assert!("DE".parse::<Voice>().is_err());
    assert!("".parse::<Voice>().is_err());
    for voice in Voice::ALL {
        assert_eq!(voice.code().parse::<Voice>(), Ok(voice));
    }
}
