//! What the player on move must do with his next move (issue 33): one owner, fed by his
//! touches (Art. 4.3, 4.4; 1930 Art. 15; 1928 Par. 14), his illegal moves (7.5.1, 7.5.3; 1930
//! Art. 17; 1928 Par. 16), his wrong claim with a move (9.5.3) and the opponent's designations
//! (1930 Art. 15.c–e, 17.b, 18.3; 1928 Par. 14, 16.c, 17), deciding in one place which piece or
//! which move binds.
//!
//! The things that bear on the move are kept as [`Step`]s, in the order they happened, and
//! [`Binding::decide`] reads them in that order: the first that can be honoured binds, the later
//! ones only where the Laws read the touches together (4.3.3, 4.4). That is the Laws' own order:
//! 4.3.1 "la première pièce touchée pouvant être déplacée"; the 7.5.1 commentary "la pièce à
//! jouer doit être, si possible, la première touchée, soit la pièce déplacée illégalement soit la
//! pièce capturée"; 9.5.3 "ce coup doit être joué en respectant les Articles 3 et 4". Whatever
//! the steps, what binds is a move the player can make (a piece that can move, a piece that can
//! be captured, a legal move), or nothing: the game never refuses every move of a player who
//! has a legal one (the property test `never_every_move_refused`).
//!
//! A leaf, as `parts`: the game's methods that read it (`decide`, `bind`…) are in `touch`.
//!
//! - Under the 2023 Laws an illegal move touches the piece moved and the piece captured (the
//!   7.5.1 commentary; 4.3.3: own piece first when the order is unknown), after the touches
//!   made before it; they go into the same list of touches as the hand's, and 4.3–4.5 decide
//!   (`laws::touch`). A clock pressed without a move (7.5.3) touches nothing, and the touches
//!   made before it stay. The piece an illegal intended move names (9.5.3, "un autre coup doit
//!   être joué avec la même pièce … Tous les autres éléments de l'article 4 s'appliquent") is a
//!   touch too. A legal intended move (9.5.3) binds as it is, the touches after it binding
//!   nothing more (it was "touched" first).
//! - Under the 1930 Laws and the 1928 draft the penalty of an illegal move (Art. 17; Par. 16)
//!   is its own step: the touches made before it, if they bind, bind first; the touches after
//!   it, nothing more. The opponent's designation (15.c–e) settles the touches before it; a
//!   designation of a touched piece that cannot be played, or captured, legally is an illegal
//!   move demanded as the penalty (18.3; Par. 17): the demand is void, and the touches before it
//!   bind nothing.

use clock::Side;
use laws::{Obligation, TouchRules, Touched};
use shakmaty::{Chess, Move, Square};

/// Where a touch comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Origin {
    /// The player's hand: a `touch` event (Art. 4.3, 4.4; 1930 Art. 15).
    Hand,
    /// The piece moved illegally, or the one it captured (7.5.1 and its commentary).
    Illegal,
    /// The piece an illegal intended move names (9.5.3 and its commentary).
    Written,
}

impl Origin {
    /// The article a binding from this origin cites beside 4.3's own (`None` for the hand's).
    pub(crate) fn article(self) -> Option<&'static str> {
        match self {
            Origin::Hand => None,
            Origin::Illegal => Some("7.5.1"),
            Origin::Written => Some("9.5.3"),
        }
    }
}

/// The penalty of an illegal move under the 1930 Laws (Art. 17; 1928 Par. 16).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Penalty {
    /// The piece moved illegally, to be played (17.a), or, after a capture, to make another
    /// legal move (17.b).
    pub piece_on: Square,
    /// `1930 17.a`, `1930 17.b`, `1928 16.a`, `1928 16.c`.
    pub article: &'static str,
    /// 1930 Art. 17.b (1928 Par. 16.c): the opponent's piece on this square must be captured
    /// legally, by any piece; with `chooser` set, only if the opponent chooses so.
    pub capture_on: Option<Square>,
    /// 1930 Art. 17.b: the opponent, who chooses between the capture and another move of the
    /// piece on `piece_on`; until then the offender waits.
    pub chooser: Option<Side>,
}

/// One thing that bears on the next move, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// A piece touched, and how.
    Touch { touched: Touched, origin: Origin },
    /// 9.5.3: the intended move, legal, "doit être joué".
    Intended(Move),
    /// 1930 Art. 17, 1928 Par. 16: the penalty of an illegal move.
    Penalty(Penalty),
    /// 1930 Art. 15.c–e, 1928 Par. 14.c–e: the opponent's designation among the touches before
    /// it.
    Designated(Obligation),
    /// 1930 Art. 18.3, 1928 Par. 17: the opponent demanded an illegal move; the touches before
    /// it bind nothing.
    Void,
}

/// What binds the next move of the player on move: his steps on this move.
#[derive(Clone, Debug, Default)]
pub(crate) struct Binding {
    /// Whose steps: the player on move when they were made (cleared by his move).
    pub by: Option<Side>,
    /// In the order they happened.
    pub steps: Vec<Step>,
}

/// What binds, decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Decided {
    /// Any legal move; the article says why (4.5; 1930 Art. 15; 1928 Par. 14; 4.3 when nothing
    /// was touched).
    Free(&'static str),
    /// The touches bind (4.3–4.4; 1930 Art. 15), the piece that binds coming from `origin`;
    /// `moved`: the piece moved illegally among them, if any (shown beside a capture).
    Touch {
        ob: Obligation,
        origin: Origin,
        moved: Option<Square>,
    },
    /// 9.5.3: this move.
    Intended(Move),
    /// 1930 Art. 17, 1928 Par. 16.
    Penalty(Penalty),
}

impl Binding {
    /// The steps that stand for the player on move, `to_move`.
    fn steps(&self, to_move: Side) -> &[Step] {
        match self.by {
            Some(by) if by == to_move => &self.steps,
            _ => &[],
        }
    }

    /// Records a step of `by`'s, the player on move: a step of the other player's is stale.
    pub(crate) fn bind(&mut self, by: Side, step: Step) {
        if self.by != Some(by) {
            *self = Binding {
                by: Some(by),
                steps: Vec::new(),
            };
        }
        if let Step::Touch { touched, .. } = &step
            && self
                .steps
                .iter()
                .any(|s| matches!(s, Step::Touch { touched: t, .. } if t == touched))
        {
            // The same piece touched twice is one piece touched.
            return;
        }
        self.steps.push(step);
    }

    /// The pieces `by`'s hand touched on this move (9.4, 4.8), in order; none unless he is on
    /// move (`to_move`).
    pub(crate) fn hand_touches(&self, by: Side, to_move: Side) -> Vec<Touched> {
        if by != to_move {
            return Vec::new();
        }
        self.steps(to_move)
            .iter()
            .filter_map(|s| match s {
                Step::Touch {
                    touched,
                    origin: Origin::Hand,
                } => Some(*touched),
                _ => None,
            })
            .collect()
    }

    /// The arbiter rules the hand's contacts accidental (4.2.2): they, and the designation among
    /// them, go; what an illegal move or a claim bound stays.
    pub(crate) fn release_hand(&mut self) {
        self.steps.retain(|s| {
            !matches!(
                s,
                Step::Touch {
                    origin: Origin::Hand,
                    ..
                } | Step::Designated(_)
                    | Step::Void
            )
        });
    }

    /// What binds `to_move`, the player on move in `pos`, decided once from his steps in their
    /// order under the edition's touch rules (see the module's documentation).
    pub(crate) fn decide(&self, to_move: Side, pos: &Chess, rules: TouchRules) -> Decided {
        let mut run: Vec<(Touched, Origin)> = Vec::new();
        for step in self.steps(to_move) {
            match step {
                Step::Touch { touched, origin } => run.push((*touched, *origin)),
                Step::Designated(ob) => {
                    let (origin, moved) = origin_of(&run, ob);
                    return Decided::Touch {
                        ob: *ob,
                        origin,
                        moved,
                    };
                }
                Step::Void => run.clear(),
                Step::Intended(m) => {
                    return decide_run(&run, pos, rules).unwrap_or(Decided::Intended(*m));
                }
                Step::Penalty(p) => {
                    return decide_run(&run, pos, rules)
                        .unwrap_or_else(|| Decided::Penalty(p.clone()));
                }
            }
        }
        if run.is_empty() {
            return Decided::Free(rules.article());
        }
        decide_run(&run, pos, rules)
            .unwrap_or_else(|| Decided::Free(rules.obligation(pos, &touches_of(&run)).article()))
    }

    /// The squares touched in the run that decides now, as a designation reads them (1930
    /// Art. 15.c–e).
    pub(crate) fn touched_squares(&self, to_move: Side) -> Vec<Square> {
        let mut run = Vec::new();
        for step in self.steps(to_move) {
            match step {
                Step::Touch { touched, .. } => run.push(touched.square),
                Step::Void => run.clear(),
                _ => {}
            }
        }
        run
    }
}

/// What a run of touches binds to, if anything (`laws::touch`).
fn decide_run(run: &[(Touched, Origin)], pos: &Chess, rules: TouchRules) -> Option<Decided> {
    if run.is_empty() {
        return None;
    }
    let ob = rules.obligation(pos, &touches_of(run));
    if ob.is_free() {
        return None;
    }
    let (origin, moved) = origin_of(run, &ob);
    Some(Decided::Touch { ob, origin, moved })
}

/// The touches of a run.
fn touches_of(run: &[(Touched, Origin)]) -> Vec<Touched> {
    run.iter().map(|(t, _)| *t).collect()
}

/// Where the piece that binds came from, and the piece moved illegally among the touches.
fn origin_of(run: &[(Touched, Origin)], ob: &Obligation) -> (Origin, Option<Square>) {
    let moved = run
        .iter()
        .find(|(_, o)| *o == Origin::Illegal)
        .map(|(t, _)| t.square);
    let origin = ob
        .square()
        .and_then(|sq| run.iter().find(|(t, _)| t.square == sq))
        .map_or(Origin::Hand, |(_, o)| *o);
    (origin, moved)
}

/// Whether the legal move `mv` honours `decided` (the 1930 Art. 18.2 rule on castling aside).
pub(crate) fn honours(decided: &Decided, mv: Move) -> bool {
    match decided {
        Decided::Free(_) => true,
        Decided::Touch { ob, .. } => ob.allows(mv),
        Decided::Intended(m) => *m == mv,
        Decided::Penalty(p) => match p.capture_on {
            Some(on) => laws::touch::captured_square(mv) == Some(on),
            None => mv.from() == Some(p.piece_on),
        },
    }
}
