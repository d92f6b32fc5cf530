//! `arbiter board`: a game driven by an electronic board. `--replay FILE` reads what a DGT
//! board sent — raw bytes, or one base64 message a line — and prints the game's states as
//! `arbiter game` does, one JSON line each; `--events` adds the sensor events and the board's
//! decisions, as JSON lines with a `"type"`. `arbiter board simulate` plays a PGN's moves by
//! simulated hands on a simulated board and reads its bytes back the same way.
//!
//! The board's decisions become the game's events exactly as the server's (one translation,
//! `eboard::bridge`): the game starts from the board's first dump once the pieces stand as the
//! start position (Art. 2.3); a lift is the player on move's `touch` (4.3, 4.4; 1930 Art. 15),
//! held while a move stands unpressed on the board; each completed move (6.2.1) becomes a
//! `move` event; an illegal move completed at the press goes to the game's over-the-board
//! Art. 7.5 path (7.5.2 included), a press without a move is `--` (7.5.3); a board differing
//! from the game is the game's `board_mismatch` (7.4, 7.6). A move the game refuses for a
//! binding (4.3) does not stand: the board must be put back (`board_mismatch`, 4.3). A move on
//! the board without a press when the recording ends is played into the game, the decision
//! saying it was not pressed. Only the states the game accepts are printed (what the server's
//! journal replays); a refusal is a `{"type":"refused"}` line with `--events`.
//!
//! `--device PATH` plays live from a DGT board on a serial port (9600 baud), the time being the
//! milliseconds since the command started.
//!
//! Time: with clock messages in the recording, the time is what the clock's two displays have
//! run down since its first reading; without them it advances one second a scan.

use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

use base64::Engine as _;
use eboard::bridge::{Bridge, refused_for_binding, touch_rules};
use eboard::dgt::{Command, Feed, Message, Orientation, ReadError, Reader, Scans};
use eboard::simulate::Simulator;
use eboard::{Decision, Reconstructor, Sensed, SensorEvent, Settings};
use game::{Action, Config, Event, Game, Mode};
use laws::{Edition, read_line};
use notation::pgn::{ReadOptions, read_games};
use protocol::to_line;
use serde_json::{Value, json};
use shakmaty::{Chess, Move, Position};

use crate::{CliError, input, said};

/// Arguments of `arbiter board`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Option<Sub>,
    /// What a DGT board sent: raw bytes, or one base64 message a line.
    #[arg(long, conflicts_with = "device")]
    replay: Option<String>,
    /// A DGT board on a serial device (`/dev/ttyACM0`, `COM3`): the game is played live, until
    /// the process is stopped.
    #[arg(long)]
    device: Option<String>,
    /// The game's configuration (JSON, as the contract's config); otherwise the defaults of
    /// `arbiter game` but over the board (`"mode":"otb"`).
    #[arg(long, global = true)]
    config: Option<String>,
    /// Print the sensor events and the board's decisions too (JSON lines with a `"type"`).
    #[arg(long, global = true)]
    events: bool,
}

#[derive(Debug, clap::Subcommand)]
enum Sub {
    /// Plays a PGN's moves (or `startpos moves ...`) by simulated hands on a simulated DGT board,
    /// then reads its bytes back as `--replay` does.
    Simulate {
        /// The PGN file, or a position line file; `-` for stdin.
        #[arg(default_value = "-")]
        file: String,
        /// Print the simulated bytes (one base64 message a line, the `--replay` form) instead.
        #[arg(long)]
        bytes: bool,
    },
}

pub fn run(args: Args) -> Result<ExitCode, CliError> {
    let config = read_config(args.config.as_deref())?;
    let game = Game::new(config.clone()).map_err(said::config_error)?;
    let (start, edition) = (game.record().position().clone(), game.record().edition());
    if let (None, Some(path)) = (&args.command, &args.device) {
        return device(path, config, start, args.events);
    }
    let messages = match (&args.command, &args.replay) {
        (Some(Sub::Simulate { file, bytes }), _) => {
            let chunks = simulate(file, &start, edition)?;
            if *bytes {
                let stdout = io::stdout();
                let mut out = BufWriter::new(stdout.lock());
                for (_, chunk) in &chunks {
                    writeln!(
                        out,
                        "{}",
                        base64::engine::general_purpose::STANDARD.encode(chunk)
                    )?;
                }
                out.flush()?;
                return Ok(ExitCode::SUCCESS);
            }
            chunks
                .into_iter()
                .map(|(t, bytes)| Chunk { t: Some(t), bytes })
                .collect()
        }
        (None, Some(path)) => read_recording(path)?,
        (None, None) => {
            return Err(CliError::Usage(format!(
                "arbiter board: {}",
                said::english(&said::BOARD_NO_INPUT, &game::codes::Params::new())
            )));
        }
    };
    replay(config, start, messages, args.events)
}

fn read_config(path: Option<&str>) -> Result<Config, CliError> {
    match path {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| CliError::Usage(format!("{path}: {e}")))?;
            serde_json::from_str(&text).map_err(|e| said::config_not_read(path, &e))
        }
        None => Ok(Config {
            mode: Mode::Otb,
            ..Config::default()
        }),
    }
}

/// Bytes as they came, with their time when known.
struct Chunk {
    t: Option<u64>,
    bytes: Vec<u8>,
}

/// A recording: raw bytes when its first byte has the high bit set (a message start), else one
/// base64 message a line.
fn read_recording(path: &str) -> Result<Vec<Chunk>, CliError> {
    let data = std::fs::read(path).map_err(|e| CliError::Usage(format!("{path}: {e}")))?;
    let first = data.iter().find(|b| !b.is_ascii_whitespace());
    if first.is_some_and(|b| b & 0x80 != 0) {
        return Ok(vec![Chunk {
            t: None,
            bytes: data,
        }]);
    }
    let text = String::from_utf8_lossy(&data);
    let mut chunks = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(line)
            .map_err(|e| {
                let params = game::params! {
                    "path" => path,
                    "line" => i + 1,
                    "detail" => e.to_string(),
                };
                CliError::Usage(said::english(&said::BOARD_NOT_BASE64, &params))
            })?;
        chunks.push(Chunk { t: None, bytes });
    }
    Ok(chunks)
}

/// The messages read, each with its time, and the reader's errors where they happened.
enum Read {
    Message(u64, Message),
    Error(u64, ReadError),
}

fn decode(chunks: Vec<Chunk>) -> Vec<Read> {
    let mut reader = Reader::new();
    let mut raw = Vec::new();
    for chunk in chunks {
        reader.push(&chunk.bytes);
        while let Some(result) = reader.next_message() {
            raw.push((chunk.t, result));
        }
    }
    if let Some(e) = reader.finish() {
        raw.push((None, Err(e)));
    }
    // Without times: from the clock's displays if there are any, else a second a scan.
    let has_clock = raw.iter().any(|(_, r)| matches!(r, Ok(Message::Clock(_))));
    let mut t = 0u64;
    let mut first_total = None;
    raw.into_iter()
        .map(|(given, result)| {
            t = match (given, &result) {
                (Some(given), _) => given.max(t),
                (None, Ok(Message::Clock(reading))) => {
                    let total = reading.left.ms() + reading.right.ms();
                    let first = *first_total.get_or_insert(total);
                    t.max(first.saturating_sub(total))
                }
                (None, Ok(Message::BoardDump(_) | Message::FieldUpdate { .. })) if !has_clock => {
                    t + 1000
                }
                _ => t,
            };
            match result {
                Ok(message) => Read::Message(t, message),
                Err(e) => Read::Error(t, e),
            }
        })
        .collect()
}

/// A game driven by what a board sends: the feed, the reconstruction, the game, the output.
struct Driver<W: Write> {
    game: Game,
    feed: Feed,
    rec: Reconstructor,
    decisions: Vec<Decision>,
    /// The translation of the decisions into the game's events: the server's own.
    bridge: Bridge,
    /// Whether the game has started (its last state's `started`).
    started: bool,
    out: W,
    events: bool,
    errors: usize,
    last_t: u64,
}

impl<W: Write> Driver<W> {
    fn new(
        config: Config,
        start: Chess,
        scans: Scans,
        events: bool,
        out: W,
    ) -> Result<Self, CliError> {
        // The 1930 Laws (and the 1928 draft) have their own touch-move rule (Art. 15, Par. 14).
        let settings = Settings {
            touch_rules: touch_rules(config.edition),
            ..Settings::default()
        };
        Ok(Driver {
            game: Game::new(config).map_err(said::config_error)?,
            feed: Feed::with(None, scans),
            rec: Reconstructor::with_settings(start, settings),
            decisions: Vec::new(),
            bridge: Bridge::new(),
            started: false,
            out,
            events,
            errors: 0,
            last_t: 0,
        })
    }

    fn read(&mut self, read: Read) -> Result<(), CliError> {
        match read {
            Read::Error(t, e) => {
                self.errors += 1;
                self.last_t = self.last_t.max(t);
                if self.events {
                    let line = json!({"type": "dgt_error", "t": t, "code": e.code(),
                        "offset": e.offset(), "message": e.to_string()});
                    writeln!(self.out, "{line}")?;
                }
                Ok(())
            }
            Read::Message(t, message) => {
                for event in self.feed.message(t, &message) {
                    self.sensed(&event)?;
                }
                Ok(())
            }
        }
    }

    fn sensed(&mut self, event: &SensorEvent) -> Result<(), CliError> {
        self.last_t = self.last_t.max(event.t);
        if self.events {
            writeln!(self.out, "{}", to_line(event))?;
        }
        self.rec.feed(event, &mut self.decisions);
        self.drive()
    }

    fn tick(&mut self, t: u64) -> Result<(), CliError> {
        self.last_t = self.last_t.max(t);
        self.rec.tick(self.last_t, &mut self.decisions);
        self.drive()
    }

    /// The decisions so far: printed with `--events`, and translated into the game's events
    /// as the server does ([`Bridge`]): the board's readiness starts the game (Art. 2.3), a
    /// lift is the player on move's `touch` (4.3), a completed move his `move` at the press
    /// (6.2.1; 7.5 for an illegal one), a board differing from the game `board_mismatch` (7.4,
    /// 7.6). Each state the game accepts is printed; a refused event changes nothing (as the
    /// server journals only what the game accepts) and is printed with `--events` as a
    /// `{"type":"refused"}` line. A move the game refuses for a binding (Art. 4.3; 1930 Art. 15,
    /// 17) does not stand on the board either: the reconstruction goes back to the game's
    /// position and names the squares to put back, as the server's `resync` row does.
    fn drive(&mut self) -> Result<(), CliError> {
        let t = self.last_t;
        let mut decisions = std::mem::take(&mut self.decisions);
        loop {
            if self.events {
                for decision in &decisions {
                    let mut value = serde_json::to_value(decision).unwrap_or(Value::Null);
                    if let Value::Object(map) = &mut value {
                        map.insert("t".into(), json!(t));
                        map.entry("article").or_insert(json!(decision.article()));
                    }
                    writeln!(self.out, "{value}")?;
                }
            }
            let mut resync = false;
            for submit in self.bridge.actions(&self.rec, &decisions, self.started) {
                let at = submit.at.unwrap_or(t).max(self.game.last_t());
                let is_move = matches!(submit.action, Action::Move { .. });
                let before = self.game.clone();
                let state = self.game.apply(&Event::new(at, submit.action));
                if let Some(error) = &state.error {
                    self.game = before;
                    resync |= is_move && refused_for_binding(&error.code);
                    if self.events {
                        let line = json!({"type": "refused", "t": at, "decision": submit.decision,
                            "code": error.code, "message": error.message});
                        writeln!(self.out, "{line}")?;
                    }
                    continue;
                }
                self.started = state.started;
                writeln!(self.out, "{}", to_line(&state))?;
            }
            decisions.clear();
            if !resync {
                return Ok(());
            }
            let pos = self.game.record().position().clone();
            self.bridge.resync(&mut self.rec, pos, &mut decisions);
        }
    }

    fn finish(mut self) -> Result<(), CliError> {
        self.rec.tick(self.last_t, &mut self.decisions);
        self.rec.finish(&mut self.decisions);
        self.drive()?;
        self.out.flush()?;
        if self.errors > 0 {
            let params = game::params! { "count" => self.errors };
            eprintln!(
                "arbiter board: {}",
                said::english(&said::BOARD_NOT_DGT, &params)
            );
        }
        if self.feed.orientation() == Some(Orientation::Turned) {
            eprintln!(
                "arbiter board: {}",
                said::english(&said::BOARD_TURNED_ROUND, &game::codes::Params::new())
            );
        }
        Ok(())
    }
}

fn replay(
    config: Config,
    start: Chess,
    chunks: Vec<Chunk>,
    events: bool,
) -> Result<ExitCode, CliError> {
    let scans = if chunks.iter().any(|c| c.t.is_some()) {
        Scans::ByTime { gap_ms: 100 }
    } else {
        Scans::EachMessage
    };
    let stdout = io::stdout();
    let mut driver = Driver::new(config, start, scans, events, BufWriter::new(stdout.lock()))?;
    for read in decode(chunks) {
        driver.read(read)?;
    }
    driver.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// A live board on a serial port (9600 baud, 8N1, as DGT boards speak): asks for a dump, the
/// clock and updates, then plays the game as the board reports it, a state a line as it comes.
/// When the port fails (the board unplugged) the reconstruction is told, and the port is opened
/// again every second; on reopening, the board's dump says whether anything changed meanwhile.
/// Untested against hardware in this build: the pure parts it drives are tested apart.
fn device(path: &str, config: Config, start: Chess, events: bool) -> Result<ExitCode, CliError> {
    use std::time::{Duration, Instant};
    let begun = Instant::now();
    let now = || u64::try_from(begun.elapsed().as_millis()).unwrap_or(u64::MAX);
    let open = || -> Result<Box<dyn serialport::SerialPort>, serialport::Error> {
        let mut port = serialport::new(path, 9600)
            .timeout(Duration::from_millis(200))
            .open()?;
        for command in [
            Command::SendBoard,
            Command::SendClock,
            Command::SendUpdateNice,
        ] {
            port.write_all(&command.to_bytes())?;
        }
        Ok(port)
    };
    let mut port = open().map_err(|e| CliError::Usage(format!("{path}: {e}")))?;
    let stdout = io::stdout();
    let mut driver = Driver::new(
        config,
        start,
        Scans::ByTime { gap_ms: 100 },
        events,
        stdout.lock(),
    )?;
    let mut reader = Reader::new();
    let mut buf = [0u8; 512];
    loop {
        match port.read(&mut buf) {
            Ok(0) => {}
            Ok(n) => {
                reader.push(&buf[..n]);
                let t = now();
                while let Some(result) = reader.next_message() {
                    driver.read(match result {
                        Ok(m) => Read::Message(t, m),
                        Err(e) => Read::Error(t, e),
                    })?;
                }
            }
            Err(e) if e.kind() == io::ErrorKind::TimedOut => driver.tick(now())?,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(_) => {
                driver.sensed(&SensorEvent::new(now(), Sensed::Disconnected))?;
                reader = Reader::new();
                port = loop {
                    std::thread::sleep(Duration::from_secs(1));
                    driver.tick(now())?;
                    if let Ok(port) = open() {
                        break port;
                    }
                };
            }
        }
        driver.out.flush()?;
    }
}

/// A PGN's first game (or a position line's moves), by simulated hands, as the board's bytes.
/// The moves are read by the project's readers: the PGN reader of `notation` (every language
/// it reads, comments, variations), or `laws::read_line` for `startpos moves ...` and
/// `fen <FEN> moves ...`; they must start from the game's start position (its config).
fn simulate(file: &str, start: &Chess, edition: Edition) -> Result<Vec<(u64, Vec<u8>)>, CliError> {
    let text = input::read_text(file)?;
    let (from, moves) =
        written_moves(&text, edition).map_err(|why| CliError::Usage(format!("{file}: {why}")))?;
    if from.board() != start.board() || from.turn() != start.turn() {
        let params = game::params! { "file" => file };
        return Err(CliError::Usage(said::english(
            &said::SIMULATE_OTHER_START,
            &params,
        )));
    }
    let mut pos = start.clone();
    let mut sim = Simulator::new(&pos);
    for m in moves {
        sim.play_move(&pos, m);
        pos.play_unchecked(m);
    }
    Ok(sim.finish())
}

/// The start and the moves of a position line, or of a PGN text's first game.
fn written_moves(text: &str, edition: Edition) -> Result<(Chess, Vec<Move>), String> {
    let first = text.trim_start().lines().next().unwrap_or_default().trim();
    if first.starts_with("startpos") || first.starts_with("fen ") {
        let record = read_line(first, edition).map_err(|e| e.to_string())?;
        let start = record.positions().first().cloned().unwrap_or_default();
        return Ok((start, record.moves().to_vec()));
    }
    let game = read_games(text, ReadOptions::default())
        .next()
        .ok_or_else(|| said::english(&said::SIMULATE_NO_GAME, &game::codes::Params::new()))?;
    if let Some(error) = game.error {
        return Err(error.to_string());
    }
    Ok((game.start, game.moves.into_iter().map(|p| p.mv).collect()))
}
