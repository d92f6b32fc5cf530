//! The UCI engine driver against the real Stockfish and against fake engines
//! (`tests/fake_engine.sh`, whose behaviour is chosen by the name of a symlink to it).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use server::uci::{EngineError, EngineSpec, Go, Uci, locate};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

/// A second on each clock: the engine thinks a few tens of milliseconds.
const QUICK: Go = Go {
    wtime: 1000,
    btime: 1000,
    winc: 0,
    binc: 0,
    movestogo: None,
    movetime: None,
};
/// How long an answer is waited for: generous, for shared and loaded machines (the engine's own
/// clock above is what keeps it quick).
const LIMIT: Duration = Duration::from_secs(10);

fn stockfish(level: u8) -> EngineSpec {
    EngineSpec {
        program: "stockfish".into(),
        level,
    }
}

fn position(fen: &str, moves: &[String]) -> Chess {
    let mut pos: Chess = Fen::from_ascii(fen.as_bytes())
        .expect("a FEN")
        .into_position(CastlingMode::Standard)
        .expect("a legal position");
    for text in moves {
        let m = text
            .parse::<UciMove>()
            .expect("a UCI move")
            .to_move(&pos)
            .expect("a legal move");
        pos.play_unchecked(m);
    }
    pos
}

fn assert_legal(fen: &str, moves: &[String], reply: &str) {
    let pos = position(fen, moves);
    let uci: UciMove = reply
        .parse()
        .unwrap_or_else(|e| panic!("{reply:?} is not UCI: {e}"));
    assert!(
        uci.to_move(&pos).is_ok(),
        "{reply} is illegal after {moves:?}"
    );
}

/// A fake engine: a symlink named `mode` to `tests/fake_engine.sh`, in its own temporary
/// directory, and the log where it writes every line it receives.
struct Fake {
    _dir: tempfile::TempDir,
    program: PathBuf,
}

impl Fake {
    fn new(mode: &str) -> Fake {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fake_engine.sh");
        let dir = tempfile::tempdir().expect("a temporary directory");
        let program = dir.path().join(mode);
        std::os::unix::fs::symlink(script, &program).expect("a symlink to the fake engine");
        Fake { _dir: dir, program }
    }

    fn spec(&self, level: u8) -> EngineSpec {
        EngineSpec {
            program: self.program.to_string_lossy().into_owned(),
            level,
        }
    }

    fn received(&self) -> Vec<String> {
        let log = PathBuf::from(format!("{}.log", self.program.display()));
        std::fs::read_to_string(log)
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }
}

#[test]
fn stockfish_is_found_without_path_help() {
    let found = locate("stockfish").expect("stockfish must be installed (Debian: /usr/games)");
    assert_eq!(found.file_name().unwrap(), "stockfish");
    assert!(found.is_file(), "{found:?}");
    if std::env::var_os("PATH")
        .is_none_or(|p| !std::env::split_paths(&p).any(|d| d.join("stockfish").is_file()))
    {
        assert_eq!(found, Path::new("/usr/games/stockfish"));
    }
}

#[tokio::test]
async fn stockfish_plays_a_legal_move_from_the_start() {
    let mut engine = Uci::start(&stockfish(20)).await.unwrap();
    assert!(
        engine.name().unwrap().starts_with("Stockfish"),
        "{:?}",
        engine.name()
    );
    let reply = engine.best_move(START, &[], &QUICK, LIMIT).await.unwrap();
    assert_legal(START, &[], &reply);
    engine.quit().await;
}

#[tokio::test]
async fn stockfish_finds_the_mate_in_one_at_level_20() {
    let mut engine = Uci::start(&stockfish(20)).await.unwrap();
    let reply = engine
        .best_move(MATE_IN_ONE, &[], &QUICK, LIMIT)
        .await
        .unwrap();
    assert_eq!(reply, "a1a8", "Ra8# is the only mate");
    let after = position(MATE_IN_ONE, &[reply]);
    assert!(after.is_checkmate());
    engine.quit().await;
}

#[tokio::test]
async fn stockfish_at_level_1_answers_moves_after_the_fen() {
    let mut engine = Uci::start(&stockfish(1)).await.unwrap();
    let mut moves = vec!["e2e4".to_owned()];
    for _ in 0..3 {
        let reply = engine
            .best_move(START, &moves, &QUICK, LIMIT)
            .await
            .unwrap();
        assert_legal(START, &moves, &reply);
        moves.push(reply);
    }
    engine.quit().await;
}

#[tokio::test]
async fn stockfish_mated_has_no_move() {
    let mut engine = Uci::start(&stockfish(20)).await.unwrap();
    let mated = vec!["a1a8".to_owned()];
    let result = engine.best_move(MATE_IN_ONE, &mated, &QUICK, LIMIT).await;
    assert!(matches!(result, Err(EngineError::NoMove)), "{result:?}");
    engine.quit().await;
}

#[tokio::test]
async fn fake_engine_gets_the_handshake_strength_position_and_clock() {
    let fake = Fake::new("normal");
    let mut engine = Uci::start(&fake.spec(1)).await.unwrap();
    assert_eq!(engine.name(), Some("Fake Engine"));
    let moves = vec!["e2e4".to_owned(), "e7e5".to_owned()];
    let go = Go {
        wtime: 59_000,
        btime: 58_000,
        winc: 2000,
        binc: 1000,
        movestogo: Some(12),
        movetime: None,
    };
    let reply = engine.best_move(START, &moves, &go, LIMIT).await.unwrap();
    assert_eq!(reply, "e2e4");
    engine.quit().await;
    assert_eq!(
        fake.received(),
        [
            "uci".to_owned(),
            "setoption name Skill Level value 0".to_owned(),
            "ucinewgame".to_owned(),
            "isready".to_owned(),
            format!("position fen {START} moves e2e4 e7e5"),
            "go wtime 59000 btime 58000 winc 2000 binc 1000 movestogo 12".to_owned(),
            "quit".to_owned(),
        ]
    );
}

#[tokio::test]
async fn fake_engine_odd_output_is_ignored() {
    let fake = Fake::new("odd-output");
    let mut engine = Uci::start(&fake.spec(20)).await.unwrap();
    assert_eq!(engine.name(), Some("Fake Odd"));
    let reply = engine.best_move(START, &[], &QUICK, LIMIT).await.unwrap();
    assert_eq!(reply, "e2e4");
    engine.quit().await;
    assert!(
        fake.received()
            .contains(&"setoption name Skill Level value 20".to_owned())
    );
}

#[tokio::test]
async fn fake_engine_that_hangs_after_go_times_out_within_the_limit() {
    let fake = Fake::new("hang-after-go");
    let mut engine = Uci::start(&fake.spec(20)).await.unwrap();
    let limit = Duration::from_millis(300);
    let asked = Instant::now();
    let result = engine.best_move(START, &[], &QUICK, limit).await;
    let waited = asked.elapsed();
    assert!(matches!(result, Err(EngineError::Timeout)), "{result:?}");
    assert!(waited >= limit, "gave up early, after {waited:?}");
    assert!(waited < limit + Duration::from_secs(3), "took {waited:?}");
    let quitting = Instant::now();
    engine.quit().await;
    assert!(quitting.elapsed() < Duration::from_secs(5));
}

#[tokio::test]
async fn late_bestmove_after_a_timeout_is_not_taken_for_the_next_answer() {
    let fake = Fake::new("slow-first-go");
    let mut engine = Uci::start(&fake.spec(20)).await.unwrap();
    let first = engine
        .best_move(START, &[], &QUICK, Duration::from_millis(100))
        .await;
    assert!(matches!(first, Err(EngineError::Timeout)), "{first:?}");
    // The engine answers a2a3 to the first search, late; the second search must get e2e4.
    let second = engine.best_move(START, &[], &QUICK, LIMIT).await.unwrap();
    assert_eq!(second, "e2e4");
    engine.quit().await;
    let received = fake.received();
    assert!(received.contains(&"stop".to_owned()), "{received:?}");
}

#[tokio::test]
async fn fake_engine_that_exits_after_uciok_gives_exited() {
    let fake = Fake::new("exit-after-uciok");
    let result = Uci::start(&fake.spec(20)).await;
    assert!(matches!(result, Err(EngineError::Exited)), "{result:?}");
}

#[tokio::test]
async fn fake_engine_that_exits_after_go_gives_exited() {
    let fake = Fake::new("exit-after-go");
    let mut engine = Uci::start(&fake.spec(20)).await.unwrap();
    let result = engine.best_move(START, &[], &QUICK, LIMIT).await;
    assert!(matches!(result, Err(EngineError::Exited)), "{result:?}");
    // A dead engine stays dead, and says so again rather than hanging.
    let again = engine.best_move(START, &[], &QUICK, LIMIT).await;
    assert!(matches!(again, Err(EngineError::Exited)), "{again:?}");
    engine.quit().await;
}

#[tokio::test]
async fn fake_engine_without_a_move_gives_no_move() {
    let fake = Fake::new("no-move");
    let mut engine = Uci::start(&fake.spec(20)).await.unwrap();
    let result = engine.best_move(START, &[], &QUICK, LIMIT).await;
    assert!(matches!(result, Err(EngineError::NoMove)), "{result:?}");
    engine.quit().await;
}

#[tokio::test]
async fn missing_program_is_an_error_not_a_panic() {
    for program in ["no-such-chess-engine", "/no/such/dir/stockfish", ""] {
        let spec = EngineSpec {
            program: program.into(),
            level: 20,
        };
        let result = Uci::start(&spec).await;
        assert!(
            matches!(&result, Err(EngineError::NotFound { program: p }) if p == program),
            "{result:?}"
        );
    }
}

#[tokio::test]
async fn program_that_cannot_be_run_is_a_spawn_error() {
    let dir = tempfile::tempdir().unwrap();
    let text = dir.path().join("engine.txt");
    std::fs::write(&text, "not a program\n").unwrap();
    let spec = EngineSpec {
        program: text.to_str().unwrap().into(),
        level: 20,
    };
    let result = Uci::start(&spec).await;
    assert!(
        matches!(result, Err(EngineError::Spawn { .. })),
        "{result:?}"
    );
}
