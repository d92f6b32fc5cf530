//! Touch-move: what the pieces touched bind the player on move to (2023 Art. 4.3–4.5; 1930
//! Art. 15; 1928 Par. 14). One decision, read by the sensing board (`eboard`) and by the game
//! (`game`'s `touch` event) alike.
//!
//! The touches are given in order. Whether a contact was deliberate (4.2.2, 4.4.2
//! "délibérément"), announced as adjusting (4.2.1) or made "avec l'intention de déplacer ou de
//! prendre" (4.3) is not decided here: the [`Obligation`] is what the Laws say if each touch
//! was such a touch; the caller (an arbiter's event, a sensor's lift) decides what counts.

use shakmaty::{Bitboard, Chess, Move, Piece, Position, Role, Square};

/// One touch: a square and the piece standing on it when touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Touched {
    /// The square.
    pub square: Square,
    /// The piece.
    pub piece: Piece,
}

/// What the touches bind the player on move to (the game's state shows it as `must_move`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Obligation {
    /// Nothing touched yet: any legal move (Art. 4.3 applies from the first touch).
    Unbound,
    /// Pieces touched, none of which can be moved or captured: any legal move (Art. 4.5; the
    /// "la faute commise n'entraînera aucune pénalité" of 1930 Art. 15, 1928 Par. 14).
    Free {
        /// `4.5`, `1930 15` or `1928 14`: the edition's own article (issue 33, item 10).
        article: &'static str,
    },
    /// Move this piece (Art. 4.3.1; 4.3.3 as the first touched piece that can move; 4.4.2 for
    /// a rook touched before the king, then without castling with it; 1930 Art. 15.a).
    ///
    /// Castling is a move of the king under the 2023 Laws (the 4.4.3 commentary: "le roque est
    /// un mouvement de roi"; 4.4.2: a rook touched, then the king — as castling touches it — "n'a
    /// pas l'autorisation de roquer de ce côté"): it moves no bound rook. Under the 1930 Laws
    /// (Art. 8: "Le Roque est une marche combinée du Roi et d'une Tour"; 1928 Par. 8) it plays
    /// the rook as well: `castling_plays_rook`.
    Move {
        /// The piece's square.
        square: Square,
        /// `4.3.1`, `4.3.3`, `4.4.2`, `1930 15.a`…
        article: &'static str,
        /// Castling with the rook on this square is not allowed (4.4.2).
        no_castling_with: Option<Square>,
        /// Castling plays the rook too (1930 Art. 8, 1928 Par. 8); `false` under the 2023 Laws.
        castling_plays_rook: bool,
    },
    /// Capture this piece, with any piece (Art. 4.3.2; 4.3.3 as the first touched piece that
    /// can be captured; 1930 Art. 15.b).
    Capture {
        /// The piece's square.
        square: Square,
        /// `4.3.2`, `4.3.3`, `1930 15.b`…
        article: &'static str,
    },
    /// Capture the first opponent's piece touched with the first own piece touched (Art. 4.3.3,
    /// 1930 Art. 15.c, 1928 Par. 14.c).
    CaptureWith {
        /// The own piece's square.
        piece: Square,
        /// The opponent's piece's square.
        target: Square,
        /// `4.3.3`, `1930 15.c` or `1928 14.c`.
        article: &'static str,
    },
    /// King, then rook: castle with that rook (Art. 4.4.1).
    Castle {
        /// The rook's square.
        rook: Square,
    },
    /// King, then a rook it cannot castle with: another legal king move (Art. 4.4.3).
    KingMove {
        /// The king's square.
        king: Square,
    },
    /// The 1930 Laws (Art. 15.c–e; 1928 Par. 14.c–e): the opponent designates which of these
    /// pieces moves, or which is captured (15.c: when the touched piece cannot capture the
    /// touched one, the opponent may demand either the touched piece moved or the touched
    /// opponent's piece captured, by a piece the offender chooses). Until he designates one
    /// ([`Obligation::choose`]), a move honours the rule if it is one he could demand.
    ///
    /// Issue 33, debatable — is any move he could have demanded acceptable before he designates?
    /// Yes: the penalty is the opponent's to demand ("l'adversaire a le droit de désigner";
    /// "Un joueur ne peut exiger une pénalité", 1930 Art. 18.1), a right, not a condition the
    /// offender's move must wait for; the offender who plays one of the pieces the opponent may
    /// designate has played a move the rule allows, and an opponent who wants a particular one
    /// says so before the move, as every claim of the old Laws is made at its moment (16.2,
    /// 18.1). A move outside the set is refused (`touch_bound_one_of`).
    OpponentChooses {
        /// Own pieces of which the opponent may designate the one to move.
        move_one_of: Bitboard,
        /// Opponent's pieces of which he may designate the one to capture.
        capture_one_of: Bitboard,
        /// `1930 15.c`, `15.d` or `15.e` (`1928 14.c`…).
        article: &'static str,
    },
}

/// Which touch-move rules an edition has (a field of [`crate::CompetitionRules`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TouchRules {
    /// The 2023 Laws, Art. 4.3–4.5 (also the 1997 edition's): the first touched piece that can
    /// move or be captured.
    #[default]
    Fide2023,
    /// The 1930 Laws, Art. 15: with several pieces touched, the opponent chooses.
    Fide1930,
    /// The 1928 draft, Par. 14: the 1930 rule in its own words and numbering.
    Fide1928,
}

impl TouchRules {
    /// The article of each case, a) to e), for the old Laws (`None` for the 2023 rule).
    fn cases(self) -> Option<[&'static str; 5]> {
        match self {
            TouchRules::Fide2023 => None,
            TouchRules::Fide1930 => Some([
                "1930 15.a",
                "1930 15.b",
                "1930 15.c",
                "1930 15.d",
                "1930 15.e",
            ]),
            TouchRules::Fide1928 => Some([
                "1928 14.a",
                "1928 14.b",
                "1928 14.c",
                "1928 14.d",
                "1928 14.e",
            ]),
        }
    }

    /// The touch-move article as a whole: `4.3`, `1930 15`, `1928 14`.
    pub fn article(self) -> &'static str {
        match self {
            TouchRules::Fide2023 => "4.3",
            TouchRules::Fide1930 => "1930 15",
            TouchRules::Fide1928 => "1928 14",
        }
    }

    /// The article of a touch that binds nothing: `4.5` (2023); 1930 Art. 15 and 1928 Par. 14
    /// say it in each case ("la faute commise n'entraînera aucune pénalité").
    pub fn free_article(self) -> &'static str {
        match self {
            TouchRules::Fide2023 => "4.5",
            TouchRules::Fide1930 => "1930 15",
            TouchRules::Fide1928 => "1928 14",
        }
    }

    /// Nothing binds: [`Obligation::Free`] under the edition's article.
    pub fn free(self) -> Obligation {
        Obligation::Free {
            article: self.free_article(),
        }
    }

    /// Whether touching an opponent's piece loses the claimant the right to claim a breach of
    /// the touch-move rules. 2023 Art. 4.8: "dès l'instant où il/elle touche une pièce" — any
    /// piece: yes. 1930 Art. 18.1: "tant qu'il n'a touché aucune de ses pièces" (his own; Art. 17
    /// by contrast says "toucher lui-même une pièce"); 1928 Par. 17: "touché une des ses
    /// pièces": no, only his own pieces count.
    pub fn opponents_piece_loses_claim(self) -> bool {
        matches!(self, TouchRules::Fide2023)
    }

    /// The article under which the opponent who demands an illegal move as the penalty loses his
    /// demand and the right to claim the penalty: 1930 Art. 18.3 ("Si l'adversaire exige comme
    /// pénalité un coup illégal, sa demande sera traitée comme non avenue et il perdra le droit
    /// de réclamer la pénalité pour l'erreur commise"); 1928 Par. 17 ("la demande ne sera pas
    /// prise en considération"). The 2023 Laws leave the opponent no demand to make: none.
    pub fn void_demand(self) -> Option<&'static str> {
        match self {
            TouchRules::Fide2023 => None,
            TouchRules::Fide1930 => Some("1930 18.3"),
            TouchRules::Fide1928 => Some("1928 17"),
        }
    }

    /// The article under which the player not on move may adjust pieces, with the permission of
    /// the player on move: 1928 Par. 13 ("L'adversaire a besoin de la permission du joueur pour
    /// faire autant"). The 2023 Laws (4.2.1: "Seul le joueur ou la joueuse ayant le trait") and
    /// the 1930 Laws (14.1: "Le joueur ayant le trait") let only the player on move: none.
    pub fn opponent_may_adjust(self) -> Option<&'static str> {
        match self {
            TouchRules::Fide1928 => Some("1928 13"),
            TouchRules::Fide2023 | TouchRules::Fide1930 => None,
        }
    }

    /// What the touches, in order, bind the player on move in `pos` to under these rules.
    pub fn obligation(self, pos: &Chess, touches: &[Touched]) -> Obligation {
        match self.cases() {
            None => obligation(pos, touches),
            Some(cases) => obligation_old(self, cases, pos, touches),
        }
    }
}

impl Obligation {
    /// The article it rests on.
    pub fn article(&self) -> &'static str {
        match self {
            Obligation::Unbound => "4.3",
            Obligation::Free { article }
            | Obligation::Move { article, .. }
            | Obligation::Capture { article, .. }
            | Obligation::CaptureWith { article, .. } => article,
            Obligation::Castle { .. } => "4.4.1",
            Obligation::KingMove { .. } => "4.4.3",
            Obligation::OpponentChooses { article, .. } => article,
        }
    }

    /// Whether it leaves every legal move open ([`Obligation::Unbound`], [`Obligation::Free`]).
    pub fn is_free(&self) -> bool {
        matches!(self, Obligation::Unbound | Obligation::Free { .. })
    }

    /// The square of the piece it binds to move or capture, the one a page points at: the own
    /// piece's where there is one, else the opponent's.
    pub fn square(&self) -> Option<Square> {
        match *self {
            Obligation::Unbound | Obligation::Free { .. } => None,
            Obligation::Move { square, .. } | Obligation::Capture { square, .. } => Some(square),
            Obligation::CaptureWith { piece, .. } => Some(piece),
            Obligation::Castle { rook } => Some(rook),
            Obligation::KingMove { king } => Some(king),
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                ..
            } => move_one_of.first().or(capture_one_of.first()),
        }
    }

    /// Whether the legal move `m` honours it.
    pub fn allows(&self, m: Move) -> bool {
        match *self {
            Obligation::Unbound | Obligation::Free { .. } => true,
            Obligation::Move {
                square,
                no_castling_with,
                castling_plays_rook,
                ..
            } => {
                let castles_with_it = matches!(
                    (m, no_castling_with),
                    (Move::Castle { rook, .. }, Some(r)) if rook == r
                );
                !castles_with_it
                    && if castling_plays_rook {
                        plays_piece_on(m, square)
                    } else {
                        moves_piece_on(m, square)
                    }
            }
            Obligation::Capture { square, .. } => captured_square(m) == Some(square),
            Obligation::CaptureWith { piece, target, .. } => {
                m.from() == Some(piece) && captured_square(m) == Some(target)
            }
            Obligation::Castle { rook } => matches!(m, Move::Castle { rook: r, .. } if r == rook),
            Obligation::KingMove { king } => m.from() == Some(king),
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                ..
            } => {
                move_one_of.into_iter().any(|sq| plays_piece_on(m, sq))
                    || captured_square(m).is_some_and(|sq| capture_one_of.contains(sq))
            }
        }
    }

    /// The opponent designates `square` (1930 Art. 15.c–e, 1928 Par. 14.c–e: "l'adversaire a
    /// le droit de désigner la pièce qui devra être jouée", "celui-ci déterminera laquelle sera
    /// prise"): what binds then, or `None` if it is not one he may designate (or no choice is
    /// open).
    pub fn choose(&self, square: Square) -> Option<Obligation> {
        let Obligation::OpponentChooses {
            move_one_of,
            capture_one_of,
            article,
        } = *self
        else {
            return None;
        };
        if move_one_of.contains(square) {
            Some(Obligation::Move {
                square,
                article,
                no_castling_with: None,
                castling_plays_rook: true,
            })
        } else if capture_one_of.contains(square) {
            Some(Obligation::Capture { square, article })
        } else {
            None
        }
    }
}

/// The square of the piece a move captures (the pawn's own square for en passant).
pub fn captured_square(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

/// Whether `m` moves the piece standing on `square` under the 2023 Laws: castling is a move of
/// the king (the 4.4.3 commentary: "le roque est un mouvement de roi"), not of the rook (4.4.2).
fn moves_piece_on(m: Move, square: Square) -> bool {
    match m {
        Move::Castle { king, .. } => king == square,
        _ => m.from() == Some(square),
    }
}

/// Whether `m` plays the piece standing on `square` under the 1930 Laws: castling is "une
/// marche combinée du Roi et d'une Tour" (1930 Art. 8; 1928 Par. 8), so it plays both.
fn plays_piece_on(m: Move, square: Square) -> bool {
    match m {
        Move::Castle { king, rook } => king == square || rook == square,
        _ => m.from() == Some(square),
    }
}

/// What the touches, in order, bind the player on move in `pos` to under the 2023 Laws
/// (Art. 4.3–4.5). Touches of pieces no longer on their square, or of the player not on move,
/// are the caller's to leave out.
///
/// ```
/// use laws::touch::{Obligation, Touched, obligation};
/// use shakmaty::{Chess, Color, Piece, Role, Square};
/// let knight = Piece { color: Color::White, role: Role::Knight };
/// let bound = obligation(&Chess::default(), &[Touched { square: Square::G1, piece: knight }]);
/// assert_eq!(bound.article(), "4.3.1");
/// assert!(matches!(bound, Obligation::Move { square: Square::G1, .. }));
/// ```
pub fn obligation(pos: &Chess, touches: &[Touched]) -> Obligation {
    if touches.is_empty() {
        return Obligation::Unbound;
    }
    let free = TouchRules::Fide2023.free();
    let me = pos.turn();
    let legal = pos.legal_moves();
    let own: Vec<Touched> = touches
        .iter()
        .copied()
        .filter(|t| t.piece.color == me)
        .collect();
    let theirs: Vec<Touched> = touches
        .iter()
        .copied()
        .filter(|t| t.piece.color != me)
        .collect();
    let can_move = |sq: Square, except: Option<Square>| {
        legal.iter().any(|m| {
            Obligation::Move {
                square: sq,
                article: "",
                no_castling_with: except,
                castling_plays_rook: false,
            }
            .allows(*m)
        })
    };
    let can_capture = |sq: Square| legal.iter().any(|m| captured_square(*m) == Some(sq));

    // Art. 4.4: the king and a rook, the first two own pieces touched. 4.4.1 and 4.4.3 ("touche
    // son roi puis une de ses tours") only when the king is the first piece touched at all: an
    // opponent's piece touched before it makes the touches those of 4.3.3 ("Une ou plusieurs
    // pièces de chaque couleur"), whose first piece touched decides (issue 33, debatable: the
    // order of the touches is what every paragraph of 4.3 and 4.4 reads).
    let mut no_castling_with = None;
    if let [first, second, ..] = own[..] {
        let is = |t: Touched, role| {
            t.piece.role == role && pos.board().piece_at(t.square) == Some(t.piece)
        };
        if is(first, Role::King) && is(second, Role::Rook) && touches[0] == first {
            if legal
                .iter()
                .any(|m| matches!(m, Move::Castle { rook, .. } if *rook == second.square))
            {
                return Obligation::Castle {
                    rook: second.square,
                };
            }
            if legal.iter().any(|m| m.from() == Some(first.square)) {
                return Obligation::KingMove { king: first.square };
            }
            return free;
        }
        if is(first, Role::Rook) && is(second, Role::King) {
            no_castling_with = Some(first.square);
        }
    }

    let article = |plain: &'static str| {
        if no_castling_with.is_some() {
            "4.4.2"
        } else if own.is_empty() || theirs.is_empty() {
            plain
        } else {
            "4.3.3"
        }
    };
    if let (Some(mine), Some(target)) = (own.first(), theirs.first()) {
        let with = legal
            .iter()
            .any(|m| m.from() == Some(mine.square) && captured_square(*m) == Some(target.square));
        if with {
            return Obligation::CaptureWith {
                piece: mine.square,
                target: target.square,
                article: "4.3.3",
            };
        }
    }
    for t in touches.iter().copied() {
        if t.piece.color == me {
            if can_move(t.square, no_castling_with) {
                return Obligation::Move {
                    square: t.square,
                    article: article("4.3.1"),
                    no_castling_with,
                    castling_plays_rook: false,
                };
            }
        } else if can_capture(t.square) {
            return Obligation::Capture {
                square: t.square,
                article: article("4.3.2"),
            };
        }
    }
    free
}

/// The 1930 Laws' Art. 15 (1928 Par. 14, the same rule), `cases` its five articles: a) an own
/// piece touched must be moved, b) an opponent's captured, c) one of each: capture it with it,
/// or else what the opponent demands; d) several own pieces: the opponent designates the one
/// to move; e) several of his: he designates the one to capture. No legal move among them: no
/// penalty (the "sans pénalité" of each case), any move. Pieces of both colours, several of
/// one: 15.c on the first of each, the case nearest to the text (the 1930 text has no rule for
/// it).
///
/// Castling plays the king and the rook (1930 Art. 8), so a player who touched either may
/// castle; but "Le coup prescrit comme pénalité ne sera jamais le roque" (1930 Art. 18.2; 1928
/// Par. 17): a touched piece whose only legal moves are castling can be prescribed no move, and
/// binds nothing (issue 33, debatable: a touched king may castle under 1930 and 1928, as the
/// player's own choice of how to play the piece he touched; what the opponent may demand of him
/// is never castling).
///
/// 1928 Par. 14.d ("plusieurs de ses pièces, en même temps"): pieces touched one after
/// another are read as the 1930 text reads them (15.d, the opponent designates), not as the
/// first one touched binding: the draft has no rule for touches one after another, its own
/// a) speaks of one piece, and the 1930 Laws that replaced it dropped "en même temps" — the
/// rule the draft's authors kept (issue 33, debatable).
fn obligation_old(
    rules: TouchRules,
    cases: [&'static str; 5],
    pos: &Chess,
    touches: &[Touched],
) -> Obligation {
    if touches.is_empty() {
        return Obligation::Unbound;
    }
    let [a, b, c, d, e] = cases;
    let free = rules.free();
    let me = pos.turn();
    let legal = pos.legal_moves();
    // 1930 Art. 18.2: the move prescribed is never castling.
    let movable = |sq: Square| {
        legal
            .iter()
            .any(|m| !m.is_castle() && plays_piece_on(*m, sq))
    };
    let capturable = |sq: Square| legal.iter().any(|m| captured_square(*m) == Some(sq));
    let mut own: Vec<Square> = Vec::new();
    let mut theirs: Vec<Square> = Vec::new();
    for t in touches {
        let side = if t.piece.color == me {
            &mut own
        } else {
            &mut theirs
        };
        // The same piece touched twice is one piece touched ("plusieurs de ses pièces").
        if !side.contains(&t.square) {
            side.push(t.square);
        }
    }
    let set = |squares: &[Square], keep: &dyn Fn(Square) -> bool| {
        squares
            .iter()
            .copied()
            .filter(|sq| keep(*sq))
            .collect::<Bitboard>()
    };
    match (&own[..], &theirs[..]) {
        ([mine, ..], [target, ..]) => {
            if legal
                .iter()
                .any(|m| m.from() == Some(*mine) && captured_square(*m) == Some(*target))
            {
                return Obligation::CaptureWith {
                    piece: *mine,
                    target: *target,
                    article: c,
                };
            }
            let move_one_of = set(&[*mine], &movable);
            let capture_one_of = set(&[*target], &capturable);
            if move_one_of.is_empty() && capture_one_of.is_empty() {
                return free;
            }
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of,
                article: c,
            }
        }
        ([one], []) if movable(*one) => Obligation::Move {
            square: *one,
            article: a,
            no_castling_with: None,
            castling_plays_rook: true,
        },
        ([], [one]) if capturable(*one) => Obligation::Capture {
            square: *one,
            article: b,
        },
        (several, []) if several.len() > 1 => {
            let move_one_of = set(several, &movable);
            if move_one_of.is_empty() {
                return free;
            }
            Obligation::OpponentChooses {
                move_one_of,
                capture_one_of: Bitboard::EMPTY,
                article: d,
            }
        }
        ([], several) if several.len() > 1 => {
            let capture_one_of = set(several, &capturable);
            if capture_one_of.is_empty() {
                return free;
            }
            Obligation::OpponentChooses {
                move_one_of: Bitboard::EMPTY,
                capture_one_of,
                article: e,
            }
        }
        _ => free,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Color;

    fn t(square: Square, color: Color, role: Role) -> Touched {
        Touched {
            square,
            piece: Piece { color, role },
        }
    }

    #[test]
    fn art_15_d_1930_and_par_14_d_1928_cite_their_own_text() {
        let pos = Chess::default();
        let touches = [
            t(Square::G1, Color::White, Role::Knight),
            t(Square::B1, Color::White, Role::Knight),
        ];
        for (rules, article) in [
            (TouchRules::Fide1930, "1930 15.d"),
            (TouchRules::Fide1928, "1928 14.d"),
        ] {
            let bound = rules.obligation(&pos, &touches);
            assert_eq!(bound.article(), article);
            let chosen = bound.choose(Square::B1).expect("b1 may be designated");
            assert!(matches!(
                chosen,
                Obligation::Move {
                    square: Square::B1,
                    ..
                }
            ));
            assert_eq!(bound.choose(Square::E2), None, "e2 was not touched");
        }
        // The 2023 Laws: the first touched that can move (4.3.1).
        let bound = TouchRules::Fide2023.obligation(&pos, &touches);
        assert!(matches!(
            bound,
            Obligation::Move {
                square: Square::G1,
                article: "4.3.1",
                ..
            }
        ));
        assert_eq!(bound.choose(Square::B1), None, "no choice under 4.3.1");
    }
}
