//! Engine players: a driver for chess engines that speak UCI (Stockfish and the like).
//!
//! A tour: [`locate`] finds the program, an [`EngineSpec`] says which program and how strong,
//! [`Uci::start`] spawns it and shakes hands, [`Uci::best_move`] asks for a move under a [`Go`]
//! clock, and [`Uci::quit`] ends it. Every failure is an [`EngineError`]; nothing here panics on
//! what an engine prints.
//!
//! # An engine is a player
//!
//! The Laws know no engines, only players, and an engine player is held to the same rules as a
//! human one. If it hangs or crashes, its clock keeps running and it loses on time when its flag
//! falls, unless its opponent cannot checkmate it by any series of legal moves (Art. 6.9). Its
//! move, if illegal, is an illegal move like any other (Art. 7.5). This driver judges none of
//! that: it only reports what happened ([`EngineError::Timeout`], [`EngineError::Exited`], the
//! move text) and the server applies the Laws, with the clock it already keeps.
//!
//! # Example
//!
//! ```no_run
//! # async fn demo() -> Result<(), server::uci::EngineError> {
//! use std::time::Duration;
//! use server::uci::{EngineSpec, Go, Uci};
//!
//! let spec = EngineSpec { program: "stockfish".into(), level: 20 };
//! let mut engine = Uci::start(&spec).await?;
//! let clock = Go { wtime: 60_000, btime: 60_000, winc: 0, binc: 0, movestogo: None, movetime: None };
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let reply = engine
//!     .best_move(start, &["e2e4".to_owned()], &clock, Duration::from_millis(61_000))
//!     .await?;
//! assert_eq!(reply.len(), 4);
//! engine.quit().await;
//! # Ok(())
//! # }
//! ```

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::time::timeout;

/// How long [`Uci::start`] waits for each answer of the handshake (`uciok`, then `readyok`).
pub const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

/// The lowest strength level of an [`EngineSpec`].
pub const MIN_LEVEL: u8 = 1;

/// The highest strength level of an [`EngineSpec`]: the engine at full strength.
pub const MAX_LEVEL: u8 = 20;

/// Longer lines from an engine are cut here, so that an engine printing without end cannot
/// exhaust the server's memory.
const MAX_LINE: usize = 64 * 1024;

/// How long [`Uci::quit`] lets the engine obey `quit` before it kills the process.
const QUIT_GRACE: Duration = Duration::from_millis(200);

/// Where and how to start an engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSpec {
    /// The program: a bare name such as `"stockfish"` (looked up by [`locate`]) or a path.
    pub program: String,
    /// The strength, from [`MIN_LEVEL`] (weakest) to [`MAX_LEVEL`] (full strength); values
    /// outside that range are clamped into it. See [`Uci::start`] for how it reaches the engine.
    pub level: u8,
}

/// Finds the program to run: as given if it contains a `/` (and names a file), else the first
/// executable of that name on `PATH`, else `/usr/games/<name>` (where Debian installs
/// Stockfish, a directory often missing from a service's `PATH`).
pub fn locate(program: &str) -> Option<PathBuf> {
    if program.is_empty() {
        return None;
    }
    if program.contains('/') {
        // A file that is not executable is still returned: spawning it then says why it fails.
        let path = PathBuf::from(program);
        return path.is_file().then_some(path);
    }
    let on_path = std::env::var_os("PATH").and_then(|dirs| {
        std::env::split_paths(&dirs)
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(|dir| dir.join(program))
            .find(|candidate| is_executable(candidate))
    });
    on_path.or_else(|| {
        let games = Path::new("/usr/games").join(program);
        is_executable(&games).then_some(games)
    })
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

/// The clock as UCI's `go` command wants it, in milliseconds.
///
/// `wtime`/`btime` are the time left on White's and Black's clocks, `winc`/`binc` their
/// increments per move (Art. 6.1's "increment" mode; 0 without one), `movestogo` the number of
/// moves to the next time control when the period has one. Its [`Display`](fmt::Display) is
/// the `go` line itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Go {
    /// White's remaining time in milliseconds.
    pub wtime: u64,
    /// Black's remaining time in milliseconds.
    pub btime: u64,
    /// White's increment per move in milliseconds.
    pub winc: u64,
    /// Black's increment per move in milliseconds.
    pub binc: u64,
    /// Moves to the next time control, if the current period has one. `Some(0)` is sent as
    /// nothing, since UCI has no meaning for it.
    pub movestogo: Option<u32>,
    /// At most this long on this move (UCI `movetime`), on top of the clock's own limit: the
    /// weaker levels think briefly (see `players::think_cap`).
    pub movetime: Option<u64>,
}

impl fmt::Display for Go {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "go wtime {} btime {} winc {} binc {}",
            self.wtime, self.btime, self.winc, self.binc
        )?;
        if let Some(moves) = self.movestogo.filter(|m| *m > 0) {
            write!(f, " movestogo {moves}")?;
        }
        if let Some(ms) = self.movetime {
            write!(f, " movetime {ms}")?;
        }
        Ok(())
    }
}

/// What can go wrong with an engine. None of these is a result of the game: the server turns
/// them into one under the Laws (see the [module documentation](self)).
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// [`locate`] found no such program.
    #[error("engine program {program:?} not found")]
    NotFound {
        /// The program as the [`EngineSpec`] named it.
        program: String,
    },
    /// The program was found but could not be started (not executable, for instance).
    #[error("cannot start engine {}: {source}", path.display())]
    Spawn {
        /// The program's path.
        path: PathBuf,
        /// Why the operating system refused.
        #[source]
        source: io::Error,
    },
    /// The engine did not answer within the time it was given. It may still be thinking; the
    /// caller should normally [`quit`](Uci::quit) it.
    #[error("the engine did not answer in time")]
    Timeout,
    /// The engine's process died or closed its output.
    #[error("the engine exited")]
    Exited,
    /// The engine answered `bestmove (none)` or `bestmove 0000`: it sees no move (it is mated
    /// or stalemated, or it was given a position it does not accept).
    #[error("the engine has no move to play")]
    NoMove,
    /// A FEN or a move to be sent contained a line break or another control character, which
    /// would let it smuggle in a second UCI command; nothing was sent.
    #[error("the {what} sent to the engine contains a control character")]
    InvalidInput {
        /// Which argument: `"FEN"` or `"move"`.
        what: &'static str,
    },
    /// Reading from or writing to the engine failed for another reason than its death.
    #[error("engine i/o: {0}")]
    Io(#[from] io::Error),
}

/// A running engine process, spawned with `kill_on_drop`, so dropping it ends the process too.
#[derive(Debug)]
pub struct Uci {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    /// The line being read. It lives here, not in a local, so that a read cut short by a
    /// timeout loses nothing.
    line: Vec<u8>,
    /// The engine's `id name`, if it gave one.
    name: Option<String>,
    /// A `go` was sent whose `bestmove` has not been read yet (a search cut short by a timeout).
    searching: bool,
    /// A write was cut short, possibly in the middle of a line.
    torn_write: bool,
}

impl Uci {
    /// Spawns the engine and shakes hands: `uci` until `uciok`, the strength options,
    /// `ucinewgame`, then `isready` until `readyok`. Each of the two waits is bounded by
    /// [`HANDSHAKE_TIMEOUT`].
    ///
    /// Strength: the level (clamped to 1..=20) is scaled linearly onto the range the engine
    /// announces for its `Skill Level` spin option, rounding to the nearest, so Stockfish's
    /// 0..=20 gets level 1 → 0, level 10 → 9, level 20 → 20 (full strength). An engine
    /// without `Skill Level` but with `UCI_LimitStrength` and `UCI_Elo` gets the level scaled
    /// onto its Elo range in the same way, with no limit at level 20. An engine with neither
    /// plays at its own strength. Stockfish also has `UCI_Elo`, but only from 1350 up, which
    /// its weakest skill levels undercut, so `Skill Level` is preferred when both exist.
    ///
    /// The engine's standard error is discarded.
    pub async fn start(spec: &EngineSpec) -> Result<Uci, EngineError> {
        Self::start_within(spec, HANDSHAKE_TIMEOUT).await
    }

    /// [`Uci::start`] with another bound than [`HANDSHAKE_TIMEOUT`] on each of its waits.
    pub async fn start_within(spec: &EngineSpec, wait: Duration) -> Result<Uci, EngineError> {
        let path = locate(&spec.program).ok_or_else(|| EngineError::NotFound {
            program: spec.program.clone(),
        })?;
        let mut child = Command::new(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .kill_on_drop(true)
            .spawn()
            .map_err(|source| EngineError::Spawn {
                path: path.clone(),
                source,
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            // Both were asked for with Stdio::piped() above, so this does not happen.
            return Err(EngineError::Io(io::Error::other("engine pipes missing")));
        };
        let mut uci = Uci {
            child,
            stdin,
            stdout: BufReader::new(stdout),
            line: Vec::new(),
            name: None,
            searching: false,
            torn_write: false,
        };
        let options = timeout(wait, uci.handshake())
            .await
            .map_err(|_| EngineError::Timeout)??;
        let strength = strength_commands(&options, spec.level);
        tracing::debug!(path = %path.display(), name = ?uci.name, ?strength, "engine started");
        timeout(wait, async {
            for command in &strength {
                uci.send(command).await?;
            }
            uci.send("ucinewgame").await?;
            uci.sync().await
        })
        .await
        .map_err(|_| EngineError::Timeout)??;
        Ok(uci)
    }

    /// The name the engine gave in its `id name` line, if any.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Sends `position fen <fen> moves <uci...>` (without `moves` when there are none) and the
    /// [`Go`] line, then waits for `bestmove`, at most `limit` in all (the server passes the
    /// mover's remaining time plus a margin). Returns the move as the engine wrote it, in UCI
    /// notation (`e2e4`, `e7e8q`); whether it is legal is for the caller to judge (Art. 7.5).
    ///
    /// `info` and unknown lines are skipped. Errors: [`EngineError::Timeout`] when `limit`
    /// passes, [`EngineError::Exited`] when the process dies or closes its output,
    /// [`EngineError::NoMove`] for `bestmove (none)` or `bestmove 0000`,
    /// [`EngineError::InvalidInput`] for a FEN or move with a control character.
    ///
    /// If an earlier call timed out, this one first sends `stop` and discards the late
    /// `bestmove` it is owed, so that an old answer is never taken for the new position.
    pub async fn best_move(
        &mut self,
        fen: &str,
        moves: &[String],
        go: &Go,
        limit: Duration,
    ) -> Result<String, EngineError> {
        let position = position_line(fen, moves)?;
        let go = go.to_string();
        timeout(limit, self.search(&position, &go))
            .await
            .map_err(|_| EngineError::Timeout)?
    }

    /// Ends the engine: `quit`, a short grace to obey it, then a kill. Never fails; what goes
    /// wrong is only logged.
    pub async fn quit(mut self) {
        let polite = timeout(QUIT_GRACE, async {
            // A dead engine cannot read `quit`; waiting below tells us all we need.
            let _ = self.send("quit").await;
            self.child.wait().await
        })
        .await;
        if let Ok(Ok(status)) = polite {
            tracing::debug!(%status, "engine quit");
            return;
        }
        if let Err(error) = self.child.kill().await {
            tracing::debug!(%error, "could not kill engine");
        }
    }

    /// `uci` … `uciok`, collecting the `id name` and the announced options.
    async fn handshake(&mut self) -> Result<Vec<UciOption>, EngineError> {
        self.send("uci").await?;
        let mut options = Vec::new();
        loop {
            let line = self.read_line().await?.ok_or(EngineError::Exited)?;
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["uciok", ..] => return Ok(options),
                ["option", ..] => options.extend(UciOption::parse(&line)),
                ["id", "name", name @ ..] if !name.is_empty() => self.name = Some(name.join(" ")),
                _ => tracing::trace!(%line, "engine line ignored"),
            }
        }
    }

    /// `isready` … `readyok`, skipping whatever comes before.
    async fn sync(&mut self) -> Result<(), EngineError> {
        self.send("isready").await?;
        loop {
            let line = self.read_line().await?.ok_or(EngineError::Exited)?;
            if line.split_whitespace().next() == Some("readyok") {
                return Ok(());
            }
        }
    }

    async fn search(&mut self, position: &str, go: &str) -> Result<String, EngineError> {
        if self.searching {
            // The engine owes a `bestmove` for an abandoned search: collect it, and drop it.
            self.send("stop").await?;
            self.next_bestmove().await.ok();
        }
        self.send(position).await?;
        // Set before sending: if the send is cut short, the engine may still have the `go`.
        self.searching = true;
        self.send(go).await?;
        self.next_bestmove().await
    }

    /// Reads up to the next `bestmove` line and reads its move.
    async fn next_bestmove(&mut self) -> Result<String, EngineError> {
        loop {
            let line = self.read_line().await?.ok_or(EngineError::Exited)?;
            if let Some(answer) = parse_bestmove(&line) {
                // No await between reading the line and this: a timeout cannot come between.
                self.searching = false;
                return answer;
            }
        }
    }

    /// Writes one command line. A write cut short leaves a partial line; the next write then
    /// starts with a line break so that the engine sees it as garbage, not as part of ours.
    async fn send(&mut self, command: &str) -> Result<(), EngineError> {
        tracing::trace!(%command, "to engine");
        let mut bytes = Vec::with_capacity(command.len() + 2);
        if self.torn_write {
            bytes.push(b'\n');
        }
        bytes.extend_from_slice(command.as_bytes());
        bytes.push(b'\n');
        self.torn_write = true;
        self.stdin.write_all(&bytes).await.map_err(write_error)?;
        self.stdin.flush().await.map_err(write_error)?;
        self.torn_write = false;
        Ok(())
    }

    /// The next line, trimmed, with invalid UTF-8 replaced, cut at [`MAX_LINE`] bytes; `None`
    /// at the end of the engine's output. Safe to cancel: a partial line waits in `self.line`.
    async fn read_line(&mut self) -> Result<Option<String>, EngineError> {
        loop {
            let chunk = self.stdout.fill_buf().await?;
            if chunk.is_empty() {
                return Ok((!self.line.is_empty()).then(|| self.take_line()));
            }
            let newline = chunk.iter().position(|&byte| byte == b'\n');
            let end = newline.unwrap_or(chunk.len());
            let room = MAX_LINE.saturating_sub(self.line.len());
            self.line.extend_from_slice(&chunk[..end.min(room)]);
            self.stdout.consume(end + usize::from(newline.is_some()));
            if newline.is_some() {
                return Ok(Some(self.take_line()));
            }
        }
    }

    fn take_line(&mut self) -> String {
        let line = String::from_utf8_lossy(&self.line).trim().to_owned();
        self.line.clear();
        tracing::trace!(%line, "from engine");
        line
    }
}

/// A broken pipe means the engine is gone.
fn write_error(error: io::Error) -> EngineError {
    if error.kind() == io::ErrorKind::BrokenPipe {
        EngineError::Exited
    } else {
        EngineError::Io(error)
    }
}

/// The `position` command, refusing arguments that could break the line.
fn position_line(fen: &str, moves: &[String]) -> Result<String, EngineError> {
    if fen.chars().any(char::is_control) {
        return Err(EngineError::InvalidInput { what: "FEN" });
    }
    if moves.iter().any(|m| m.chars().any(char::is_control)) {
        return Err(EngineError::InvalidInput { what: "move" });
    }
    let mut line = format!("position fen {}", fen.trim());
    if !moves.is_empty() {
        line.push_str(" moves ");
        line.push_str(&moves.join(" "));
    }
    Ok(line)
}

/// `Some` for a `bestmove` line: the move, or [`EngineError::NoMove`]. `None` for any other.
fn parse_bestmove(line: &str) -> Option<Result<String, EngineError>> {
    let mut words = line.split_whitespace();
    if words.next() != Some("bestmove") {
        return None;
    }
    Some(match words.next() {
        None | Some("(none)" | "0000") => Err(EngineError::NoMove),
        Some(text) => Ok(text.to_owned()),
    })
}

/// An option the engine announced in its `uci` answer
/// (`option name <name> type <type> [default <x>] [min <m>] [max <n>] [var <v>]*`).
#[derive(Debug, Clone, PartialEq, Eq)]
struct UciOption {
    name: String,
    kind: String,
    default: Option<String>,
    min: Option<i64>,
    max: Option<i64>,
}

impl UciOption {
    /// Reads an `option` line; `None` if it is not one or has no name. Each keyword opens its
    /// field once (repeated, it is a word of the field being read); the default of a `string`
    /// option runs to the end of the line, so a default that contains `min` stays whole; `var`
    /// values are skipped.
    fn parse(line: &str) -> Option<UciOption> {
        const KEYWORDS: [&str; 6] = ["name", "type", "default", "min", "max", "var"];
        const TYPE: usize = 1;
        const DEFAULT: usize = 2;
        const VAR: usize = 5;
        let mut words = line.split_whitespace();
        if words.next() != Some("option") {
            return None;
        }
        let mut fields: [Option<Vec<&str>>; 6] = Default::default();
        let mut current = None;
        for word in words {
            let in_string_default =
                current == Some(DEFAULT) && fields[TYPE].as_deref() == Some(&["string"][..]);
            match KEYWORDS.iter().position(|&keyword| keyword == word) {
                Some(index) if !in_string_default && (index == VAR || fields[index].is_none()) => {
                    if index != VAR {
                        fields[index] = Some(Vec::new());
                    }
                    current = Some(index);
                }
                // A repeated keyword is an ordinary word of the field being read.
                _ => {
                    if let Some(field) = current
                        .filter(|&index| index != VAR)
                        .and_then(|index| fields[index].as_mut())
                    {
                        field.push(word);
                    }
                }
            }
        }
        let [name, kind, default, min, max, _] = fields.map(|field| field.map(|w| w.join(" ")));
        let name = name.filter(|name| !name.is_empty())?;
        Some(UciOption {
            name,
            kind: kind.unwrap_or_default(),
            default,
            min: min.and_then(|m| m.parse().ok()),
            max: max.and_then(|m| m.parse().ok()),
        })
    }

    /// UCI option names are not case sensitive.
    fn is(&self, name: &str, kind: &str) -> bool {
        self.name.eq_ignore_ascii_case(name) && self.kind.eq_ignore_ascii_case(kind)
    }
}

/// The `setoption` commands that give the engine the strength of `level` (see [`Uci::start`]).
fn strength_commands(options: &[UciOption], level: u8) -> Vec<String> {
    let find = |name, kind| options.iter().find(|option| option.is(name, kind));
    let level = level.clamp(MIN_LEVEL, MAX_LEVEL);
    if let Some(skill) = find("Skill Level", "spin") {
        let value = scale(level, skill.min.unwrap_or(0), skill.max.unwrap_or(20));
        return vec![setoption(&skill.name, value)];
    }
    if let (Some(limit), Some(elo)) = (find("UCI_LimitStrength", "check"), find("UCI_Elo", "spin"))
    {
        if level == MAX_LEVEL {
            return vec![setoption(&limit.name, "false")];
        }
        if let (Some(min), Some(max)) = (elo.min, elo.max) {
            return vec![
                setoption(&limit.name, "true"),
                setoption(&elo.name, scale(level, min, max)),
            ];
        }
    }
    Vec::new()
}

fn setoption(name: &str, value: impl fmt::Display) -> String {
    format!("setoption name {name} value {value}")
}

/// Maps `level` (1..=20) linearly onto `min..=max`, rounding to the nearest.
fn scale(level: u8, min: i64, max: i64) -> i64 {
    if max <= min {
        return min;
    }
    let steps = i128::from(MAX_LEVEL - MIN_LEVEL);
    let step = i128::from(level.clamp(MIN_LEVEL, MAX_LEVEL) - MIN_LEVEL);
    let span = i128::from(max) - i128::from(min);
    let value = i128::from(min) + (step * span + steps / 2) / steps;
    // Between min and max by construction, so it fits.
    i64::try_from(value).unwrap_or(max)
}

#[cfg(test)]
mod tests {
    use super::*;

    const STOCKFISH_OPTIONS: &str = "\
option name Debug Log File type string default 
option name Threads type spin default 1 min 1 max 1024
option name Hash type spin default 16 min 1 max 33554432
option name Clear Hash type button
option name Ponder type check default false
option name Skill Level type spin default 20 min 0 max 20
option name UCI_LimitStrength type check default false
option name UCI_Elo type spin default 1350 min 1350 max 2850
option name SyzygyPath type string default <empty>";

    fn stockfish_options() -> Vec<UciOption> {
        STOCKFISH_OPTIONS
            .lines()
            .filter_map(UciOption::parse)
            .collect()
    }

    #[test]
    fn go_line_has_both_clocks_and_increments() {
        let go = Go {
            wtime: 1000,
            btime: 2500,
            winc: 10,
            binc: 20,
            movestogo: None,
            movetime: None,
        };
        assert_eq!(go.to_string(), "go wtime 1000 btime 2500 winc 10 binc 20");
    }

    #[test]
    fn go_line_has_movestogo_when_the_period_has_a_move_count() {
        let go = Go {
            wtime: 5_400_000,
            btime: 5_399_000,
            winc: 0,
            binc: 0,
            movestogo: Some(40),
            movetime: None,
        };
        assert_eq!(
            go.to_string(),
            "go wtime 5400000 btime 5399000 winc 0 binc 0 movestogo 40"
        );
        let capped = Go {
            movetime: Some(300),
            ..go
        };
        assert_eq!(
            capped.to_string(),
            "go wtime 5400000 btime 5399000 winc 0 binc 0 movestogo 40 movetime 300"
        );
    }

    #[test]
    fn go_line_leaves_out_movestogo_zero() {
        let go = Go {
            movestogo: Some(0),
            ..Go::default()
        };
        assert_eq!(go.to_string(), "go wtime 0 btime 0 winc 0 binc 0");
    }

    #[test]
    fn position_line_with_and_without_moves() {
        let fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
        assert_eq!(
            position_line(fen, &[]).unwrap(),
            format!("position fen {fen}")
        );
        let moves = ["e2e4".to_owned(), "e7e5".to_owned()];
        assert_eq!(
            position_line(fen, &moves).unwrap(),
            format!("position fen {fen} moves e2e4 e7e5")
        );
    }

    #[test]
    fn position_line_refuses_a_smuggled_command() {
        let fen = "8/8/8/8/8/8/8/8 w - - 0 1\nquit";
        assert!(matches!(
            position_line(fen, &[]),
            Err(EngineError::InvalidInput { what: "FEN" })
        ));
        let moves = ["e2e4\rquit".to_owned()];
        assert!(matches!(
            position_line("8/8/8/8/8/8/8/8 w - - 0 1", &moves),
            Err(EngineError::InvalidInput { what: "move" })
        ));
    }

    #[test]
    fn option_spin_with_range() {
        let option =
            UciOption::parse("option name Skill Level type spin default 20 min 0 max 20").unwrap();
        assert_eq!(
            option,
            UciOption {
                name: "Skill Level".into(),
                kind: "spin".into(),
                default: Some("20".into()),
                min: Some(0),
                max: Some(20),
            }
        );
    }

    #[test]
    fn option_kinds_without_range() {
        let options = stockfish_options();
        assert_eq!(options.len(), 9);
        let log = &options[0];
        assert_eq!(
            (log.name.as_str(), log.kind.as_str()),
            ("Debug Log File", "string")
        );
        assert_eq!(log.default.as_deref(), Some(""));
        let clear = &options[3];
        assert_eq!(
            (clear.name.as_str(), clear.kind.as_str(), &clear.default),
            ("Clear Hash", "button", &None)
        );
        assert_eq!(options[8].default.as_deref(), Some("<empty>"));
        assert_eq!(options[2].max, Some(33_554_432));
    }

    #[test]
    fn option_combo_vars_are_skipped() {
        let option = UciOption::parse(
            "option name Style type combo default Normal var Solid var Normal var Risky",
        )
        .unwrap();
        assert_eq!(option.name, "Style");
        assert_eq!(option.kind, "combo");
        assert_eq!(option.default.as_deref(), Some("Normal"));
    }

    #[test]
    fn option_keywords_count_once() {
        let option =
            UciOption::parse("option name Book type string default min max book.bin").unwrap();
        assert_eq!(option.default.as_deref(), Some("min max book.bin"));
        assert_eq!((option.min, option.max), (None, None));
    }

    #[test]
    fn odd_option_lines_do_not_panic() {
        for line in [
            "",
            "option",
            "option name",
            "option type spin",
            "optional name X type spin",
            "id name Stockfish",
            "option name X type spin min many max 1e9",
            "option name X type spin min -99999999999999999999999",
        ] {
            let parsed = UciOption::parse(line);
            if let Some(option) = parsed {
                assert_eq!(option.name, "X", "{line:?}");
                assert!(option.min.is_none(), "{line:?}");
            }
        }
        assert!(UciOption::parse("option name").is_none());
        assert!(UciOption::parse("id name Stockfish").is_none());
    }

    #[test]
    fn stockfish_skill_level_from_level() {
        let options = stockfish_options();
        let skill = |level| strength_commands(&options, level);
        assert_eq!(skill(1), ["setoption name Skill Level value 0"]);
        assert_eq!(skill(10), ["setoption name Skill Level value 9"]);
        assert_eq!(skill(11), ["setoption name Skill Level value 11"]);
        assert_eq!(skill(20), ["setoption name Skill Level value 20"]);
        // Out-of-range levels are clamped.
        assert_eq!(skill(0), skill(1));
        assert_eq!(skill(255), skill(20));
    }

    #[test]
    fn option_names_are_not_case_sensitive() {
        let options: Vec<_> = ["option name skill level type spin default 10 min 0 max 10"]
            .into_iter()
            .filter_map(UciOption::parse)
            .collect();
        assert_eq!(
            strength_commands(&options, 20),
            ["setoption name skill level value 10"]
        );
    }

    #[test]
    fn elo_is_used_without_skill_level() {
        let options: Vec<_> = [
            "option name UCI_LimitStrength type check default false",
            "option name UCI_Elo type spin default 1500 min 1000 max 2900",
        ]
        .into_iter()
        .filter_map(UciOption::parse)
        .collect();
        assert_eq!(
            strength_commands(&options, 1),
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1000"
            ]
        );
        assert_eq!(
            strength_commands(&options, 19),
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 2800"
            ]
        );
        assert_eq!(
            strength_commands(&options, 20),
            ["setoption name UCI_LimitStrength value false"]
        );
    }

    #[test]
    fn no_strength_option_sends_nothing() {
        let options: Vec<_> = ["option name Hash type spin default 16 min 1 max 1024"]
            .into_iter()
            .filter_map(UciOption::parse)
            .collect();
        assert!(strength_commands(&options, 1).is_empty());
        assert!(strength_commands(&[], 20).is_empty());
    }

    #[test]
    fn scale_covers_the_range_and_survives_odd_ranges() {
        assert_eq!(scale(1, 0, 20), 0);
        assert_eq!(scale(20, 0, 20), 20);
        assert_eq!(scale(20, 1350, 2850), 2850);
        assert_eq!(scale(1, i64::MIN, i64::MAX), i64::MIN);
        assert_eq!(scale(20, i64::MIN, i64::MAX), i64::MAX);
        assert_eq!(scale(5, 7, 7), 7);
        assert_eq!(scale(5, 9, 3), 9);
    }

    #[test]
    fn bestmove_lines() {
        assert_eq!(parse_bestmove("bestmove e2e4").unwrap().unwrap(), "e2e4");
        assert_eq!(
            parse_bestmove("bestmove e7e8q ponder a1a2")
                .unwrap()
                .unwrap(),
            "e7e8q"
        );
        assert!(matches!(
            parse_bestmove("bestmove (none)"),
            Some(Err(EngineError::NoMove))
        ));
        assert!(matches!(
            parse_bestmove("bestmove 0000"),
            Some(Err(EngineError::NoMove))
        ));
        assert!(matches!(
            parse_bestmove("bestmove"),
            Some(Err(EngineError::NoMove))
        ));
        assert!(parse_bestmove("info depth 1 pv e2e4").is_none());
        assert!(parse_bestmove("bestmoves e2e4").is_none());
        assert!(parse_bestmove("").is_none());
    }

    #[test]
    fn locate_bare_names_paths_and_nothing() {
        let sh = locate("sh").unwrap();
        assert!(sh.is_absolute() && sh.ends_with("sh"), "{sh:?}");
        assert_eq!(locate("/bin/sh"), Some(PathBuf::from("/bin/sh")));
        assert_eq!(locate("no-such-engine-anywhere"), None);
        assert_eq!(locate("/no/such/engine"), None);
        assert_eq!(locate(""), None);
    }

    #[tokio::test]
    async fn handshake_timeout_when_the_program_never_says_uciok() {
        // `cat` echoes `uci` back and never says `uciok`.
        let spec = EngineSpec {
            program: "cat".into(),
            level: 20,
        };
        let started = std::time::Instant::now();
        let result = Uci::start_within(&spec, Duration::from_millis(200)).await;
        assert!(matches!(result, Err(EngineError::Timeout)), "{result:?}");
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[tokio::test]
    async fn handshake_with_a_program_that_exits_at_once() {
        let spec = EngineSpec {
            program: "true".into(),
            level: 20,
        };
        let result = Uci::start_within(&spec, Duration::from_secs(2)).await;
        assert!(matches!(result, Err(EngineError::Exited)), "{result:?}");
    }
}
