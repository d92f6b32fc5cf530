//! What the reconstruction decides from the sensors, each with its article and a stable
//! snake_case code.
//!
//! These are evidence for the arbiter as much as decisions: the Laws let no claim rest only on
//! what a device shows (Art. 6.12.2), and what no sensor can tell — a touch without a lift, the
//! intention behind a touch (4.2.2, 4.3 "with the intention of moving or capturing"), a
//! "j'adoube" spoken before adjusting (4.2.1), which hand moved (4.1, 7.5.4) or who knocked a
//! piece over (7.4.1) — stays the arbiter's, through the game's own events.

use serde::Serialize;
use shakmaty::{Color, Piece, Square};

use crate::touch::Obligation;
use crate::wire;

/// What a square must hold to put the board right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fix {
    /// The square.
    #[serde(serialize_with = "wire::square")]
    pub square: Square,
    /// What belongs there (`null`: nothing).
    #[serde(serialize_with = "wire::option_piece")]
    pub piece: Option<Piece>,
}

/// A decision, by `"type"` (its code).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Decision {
    /// The pieces stand as the start position: the game can start (Art. 2.3).
    BoardReady,
    /// The board is not set up as the start position: the game does not start until it is
    /// (Art. 2.3; found later it would cancel the game, 7.2.1). `restore`: what each wrong square
    /// must hold.
    SetupWrong {
        /// The squares to put right.
        restore: Vec<Fix>,
    },
    /// A piece lifted: a touch by the player on move (Art. 4.3.1 for an own piece, 4.3.2 for
    /// an opponent's). Sensors see lifts only: a touch without a lift, and whether it was meant
    /// (4.2.2) or announced as adjusting (4.2.1), are the arbiter's to establish.
    Touch {
        /// The player on move, taken to be the one who touched.
        #[serde(serialize_with = "wire::color")]
        by: Color,
        /// The square.
        #[serde(serialize_with = "wire::square")]
        square: Square,
        /// The piece lifted.
        #[serde(serialize_with = "wire::piece")]
        piece: Piece,
        /// What the touches so far bind the player to (Art. 4.3–4.5).
        #[serde(serialize_with = "crate::touch::serialize")]
        binds: Obligation,
    },
    /// A move made on the board and completed: by the press (Art. 6.2.1), by the player's next
    /// move made without pressing (6.2.1.2), or ending the game (6.2.1.1).
    MoveCompleted {
        /// When it was completed: the press's time (6.2.1), or the event's that completed it.
        t: u64,
        /// Who moved.
        #[serde(serialize_with = "wire::color")]
        by: Color,
        /// The move in UCI.
        uci: String,
        /// The move in SAN.
        san: String,
        /// 6.2.1, 6.2.1.1 or 6.2.1.2.
        article: &'static str,
        /// The squares the player touched for this move, in order (Art. 4.3.3: an own piece
        /// counts first when both colours were lifted in one scan).
        #[serde(serialize_with = "wire::squares")]
        touches: Vec<Square>,
    },
    /// The move made does not honour what the touches bound the player to (Art. 4.3–4.4). The
    /// opponent may claim before touching a piece himself (4.8); the arbiter rules.
    TouchMoveBreach {
        /// Who moved.
        #[serde(serialize_with = "wire::color")]
        by: Color,
        /// The move made, in UCI.
        uci: String,
        /// What the touches bound the player to.
        #[serde(serialize_with = "crate::touch::serialize")]
        required: Obligation,
    },
    /// At the press the board shows an illegal move (Art. 7.5.1), or a pawn on the last rank
    /// not replaced (7.5.2: it becomes a queen and the move is illegal).
    IllegalMove {
        /// The press's time: the illegal move was completed then (Art. 7.5.1).
        t: u64,
        /// Who moved.
        #[serde(serialize_with = "wire::color")]
        by: Color,
        /// The move as the board shows it, in UCI (without a promotion piece for 7.5.2).
        uci: String,
        /// 7.5.1 or 7.5.2.
        article: &'static str,
        /// The squares to put right: the position before the illegal move (7.5.1), or the queen
        /// in place of the pawn (7.5.2).
        restore: Vec<Fix>,
    },
    /// At the press the board is as before: a press without a move (Art. 7.5.3).
    PressWithoutMove {
        /// The press's time.
        t: u64,
        /// Who pressed.
        #[serde(serialize_with = "wire::color")]
        by: Color,
    },
    /// At the press the board shows no position one move on, and no single piece's illegal move
    /// (Art. 7.5.1: the last position identifiable is restored). The arbiter decides what was
    /// played.
    IllegalPosition {
        /// The press's time.
        t: u64,
        /// Who pressed.
        #[serde(serialize_with = "wire::color")]
        by: Color,
        /// The squares to put right.
        restore: Vec<Fix>,
    },
    /// The board has settled in a position that differs from the game's beyond pieces in hand:
    /// displaced pieces (Art. 7.4.1, 7.6). Whose hand did it no sensor knows, so no time is
    /// charged here: the player who displaced them restores them on his own time (7.4.1), and
    /// the arbiter, who may pause the clock (7.4.2), decides.
    BoardMismatch {
        /// 7.6 (or 7.4.1).
        article: &'static str,
        /// The squares to put right.
        restore: Vec<Fix>,
    },
    /// The board again matches the game after a mismatch (Art. 7.6).
    BoardRestored,
    /// The recording ends with a move made on the board (Art. 4.7) and no press yet: it is
    /// not completed (6.2.1).
    MoveNotPressed {
        /// Who moved.
        #[serde(serialize_with = "wire::color")]
        by: Color,
        /// In UCI.
        uci: String,
        /// In SAN.
        san: String,
    },
    /// The board stopped answering. What happens on it meanwhile is unseen: the arbiter decides
    /// (Art. 12.1), pausing the clock if needed (6.11.1).
    BoardDisconnected,
    /// The board answers again; `same`: its pieces are as before (nothing lost).
    BoardReconnected {
        /// The board is as the game left it.
        same: bool,
    },
}

impl Decision {
    /// The stable snake_case code (the JSON `"type"`).
    pub fn code(&self) -> &'static str {
        match self {
            Decision::BoardReady => "board_ready",
            Decision::SetupWrong { .. } => "setup_wrong",
            Decision::Touch { .. } => "touch",
            Decision::MoveCompleted { .. } => "move_completed",
            Decision::TouchMoveBreach { .. } => "touch_move_breach",
            Decision::IllegalMove { .. } => "illegal_move",
            Decision::PressWithoutMove { .. } => "press_without_move",
            Decision::IllegalPosition { .. } => "illegal_position",
            Decision::BoardMismatch { .. } => "board_mismatch",
            Decision::BoardRestored => "board_restored",
            Decision::MoveNotPressed { .. } => "move_not_pressed",
            Decision::BoardDisconnected => "board_disconnected",
            Decision::BoardReconnected { .. } => "board_reconnected",
        }
    }

    /// The article it applies.
    pub fn article(&self) -> &'static str {
        match self {
            Decision::BoardReady | Decision::SetupWrong { .. } => "2.3",
            Decision::Touch { binds, .. } => binds.article(),
            Decision::MoveCompleted { article, .. } => article,
            Decision::TouchMoveBreach { required, .. } => required.article(),
            Decision::IllegalMove { article, .. } => article,
            Decision::PressWithoutMove { .. } => "7.5.3",
            Decision::IllegalPosition { .. } => "7.5.1",
            Decision::BoardMismatch { article, .. } => article,
            Decision::BoardRestored => "7.6",
            Decision::MoveNotPressed { .. } => "6.2.1",
            Decision::BoardDisconnected | Decision::BoardReconnected { .. } => "12.1",
        }
    }
}
