//! Editions of the Laws as data, the other half: the rules a game's arbiter applies beside the
//! board's ([`crate::BoardRules`]) — agreement, the cannot-mate exception, illegal moves, flags,
//! resignation, adjournment, the time classes, Guideline III. Each field carries the article it
//! comes from; the `game` crate and the PGN audit read these fields and never ask which edition
//! it is (issue 21: one decision per rule, made here).

use crate::{Article, Edition, TouchRules};

/// When a draw by agreement (or an offer) is allowed, where an edition bounds it by a number of
/// Black's moves (1930 Art. 16.1.d: "Par convention mutuelle, après le 30ème coup des Noirs";
/// 1928 Par. 15.D: "après le trentième coup des noirs").
///
/// **The reading kept**: "le 30ème coup des Noirs" is the move numbered 30 on the scoresheet.
/// A game that starts from a position with a move number above 1 (a FEN's full-move counter) —
/// a game continued on another board or system after a failure, a game resumed from its
/// position, a fragment of a game in an archive — carries the moves made before it: a position
/// numbered 25 with White to move says each player made 24. The moves counted are those
/// ([`moves_before`]) plus the moves made since. The game used to count only the moves made
/// since its start (`black < 30`) and the PGN audit the move number (`fullmoves() <= 30`); both
/// now read [`AgreementTiming::allows`] on the same count. The text names the move by its
/// number, as the arbiter reads it on the scoresheet; counting from the set-up position instead
/// would refuse an agreement in a game resumed at move 40, and warn of one in every archived
/// fragment. From the usual start the two readings agree. The same count serves Art. 5.2.3's
/// "chaque joueur ou joueuse ait joué au moins un coup".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AgreementTiming {
    /// Black's moves that must be completed first: 30.
    pub black_moves: u32,
    /// The article.
    pub article: Article,
}

impl AgreementTiming {
    /// Whether a draw may be agreed once Black has made `black_moves` moves, those before the
    /// start position included ([`moves_before`]).
    pub fn allows(self, black_moves: u32) -> bool {
        black_moves >= self.black_moves
    }
}

/// The moves (White's, Black's) made before `start`, by its move number (the FEN's full-move
/// counter): a position numbered `n` with White to move follows `n - 1` moves of each player,
/// with Black to move `n` of White's and `n - 1` of Black's. The usual start gives `(0, 0)`.
/// Read for 1930 Art. 16.1.d, 1928 Par. 15.D and 2023 Art. 5.2.3 (see [`AgreementTiming`]).
pub fn moves_before(start: &shakmaty::Chess) -> (u32, u32) {
    use shakmaty::Position;
    let before = start.fullmoves().get() - 1;
    match start.turn() {
        shakmaty::Color::White => (before, before),
        shakmaty::Color::Black => (before + 1, before),
    }
}

/// What a completed illegal move over the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalMoves {
    /// Art. 7.5 (2023, and the 1997 appendices' editions): the position before it is restored,
    /// the piece touched must be moved (4.3), the opponent gets time (7.5.5), and the second
    /// illegal move loses.
    Penalised,
    /// 1930 Art. 17, 1928 Par. 16: the move is taken back, with no other penalty; not a capture
    /// (17.a, 16.a): the piece must be played; a capture (17.b, 16.c): the capture made legally or
    /// another move of the piece, at the opponent's choice.
    TakenBack {
        /// The article as a whole (1930 17; 1928 16).
        article: Article,
        /// Not a capture (1930 17.a; 1928 16.a).
        not_capture: Article,
        /// A capture (1930 17.b; 1928 16.c).
        capture: Article,
    },
}

/// The arbiter's rules of an edition, beside the board's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CompetitionRules {
    /// A draw by agreement (2023 Art. 5.2.3; 1930 16.1.d; 1928 15.D).
    pub agreement: Article,
    /// A bound on when the agreement may be made, in Black's moves, if the edition has one.
    pub agreement_timing: Option<AgreementTiming>,
    /// Whether a loss on time or by resignation is a draw when the opponent cannot checkmate by
    /// any series of legal moves (2023 Art. 6.9, 5.1.2; the 1997 appendices' edition shares the
    /// 2023 Laws). The 1930 Laws (Art. 19.5, 20.2) and the 1928 draft (Par. 18) have no such
    /// exception: a loss in every case. The game decided it by `!old()` and the audit by
    /// `Fide2023 | Fide1997`: the same editions, now one field.
    pub cannot_mate_draws: bool,
    /// A completed illegal move over the board.
    pub illegal_moves: IllegalMoves,
    /// In blitz, an illegal move lets the opponent claim the game before moving (1997 C.3), if
    /// the edition says so.
    pub blitz_illegal_move_claim: Option<Article>,
    /// A pawn moved to the last rank without a new piece is an illegal move and becomes a queen
    /// (2023 Art. 7.5.2), if the edition says so; otherwise the move names no piece and is
    /// refused.
    pub pawn_without_promotion: Option<Article>,
    /// The move imposed after an illegal move is never castling (1930 Art. 18.2; 1928 Par. 17),
    /// if the edition says so.
    pub imposed_move_not_castling: Option<Article>,
    /// Whether only the player on move may claim a draw (2023 Art. 9.2, 9.3: "du joueur/de la
    /// joueuse ayant le trait"). 1930 Art. 16.1.c, 16.1.e and 1928 Par. 15.C, 15.E do not say
    /// who claims: either player may.
    pub claim_by_player_on_move: bool,
    /// A wrong claim gives the opponent time and binds the intended move (Art. 9.5.3), if the
    /// edition says so; the old Laws only let the game go on.
    pub wrong_claim_penalty: Option<Article>,
    /// The start cites the edition's clock rule, which knows no categories (1930 Art. 20.1; 1928
    /// Par. 20), if it has one; otherwise the start names the category (Art. 6.6, A.1, B.1).
    pub start: Option<Article>,
    /// A flag that fell: a loss (2023 Art. 6.9; 1930 Art. 19.5; 1928 Par. 18).
    pub time_forfeit: Article,
    /// A flag noticed (2023 Art. 6.8; the old Laws' own flag article).
    pub flag_seen: Article,
    /// Both flags down, which fell first being known (the 6.4 commentary; the old Laws' own flag
    /// article).
    pub both_flags: Article,
    /// In rapid and blitz a flag counts only on a player's claim, the arbiter does not call it
    /// (1997 B.6, C.2), if the edition says so.
    pub rapid_flags_on_claim: Option<Article>,
    /// Both flags down: a draw, whichever fell first (1997 B.8), if the edition says so.
    pub both_flags_draw: Option<Article>,
    /// Whether Guideline III (games without increment) exists in the edition: 2023 only.
    pub guideline_iii: bool,
    /// Resignation (2023 Art. 5.1.2; 1930 Art. 19; 1928 Par. 18).
    pub resignation: Article,
    /// The arbiter decides a result (2023 Art. 12.1; 1930 Art. 24.2; 1928 Par. 24).
    pub arbiter_decides: Article,
    /// Play waits for the arbiter's ruling on a claim, clocks stopped (1930 Art. 20.1.e; 1928
    /// Par. 24), where the edition has claims the arbiter judges.
    pub ruling_awaited: Option<Article>,
    /// Adjournment (2023 Guideline I.1.1; 1997 A.1; 1930 Art. 21; 1928 Par. 21).
    pub adjournment: Article,
    /// A sealed move that cannot be played loses, under this article rather than Guideline I.8's
    /// cases, if the edition has its own (1930 Art. 17.c). The 1928 draft's rules on sealed
    /// moves (Par. 16.b, 16.d, 16.f, 16.g) are not modelled: it cites 1930 Art. 17.c, as the game
    /// always did.
    pub sealed_move_illegal: Option<Article>,
    /// How a time control is classified as standard, rapid or blitz.
    pub time_classes: TimeClasses,
    /// What the pieces touched bind the player on move to (2023 Art. 4.3–4.5; 1930 Art. 15;
    /// 1928 Par. 14).
    pub touch_rules: TouchRules,
    /// Adjusting pieces after announcing it (2023 Art. 4.2.1 "j'adoube"; 1930 Art. 14.1; 1928
    /// Par. 13).
    pub adjusting: Article,
    /// Adjusting is for the player's own pieces only, if the edition says so: 1930 Art. 14.2
    /// ("Il est interdit d'adouber les pièces du partenaire"). The 2023 Laws (4.2.1: "une ou
    /// plusieurs pièces") and the 1928 draft (Par. 13: "de ses pièces ou des pièces ennemies")
    /// let the player on move adjust the opponent's pieces too: none.
    pub adjusting_own_pieces_only: Option<Article>,
    /// The right to claim the opponent's breach of the touch-move rules is lost once the
    /// claimant touches a piece: 2023 Art. 4.8 ("perd le droit de protester quant à la
    /// violation par son adversaire des Articles 4.1 à 4.7, dès l'instant où il/elle touche une
    /// pièce avec l'intention de la déplacer ou de la prendre"); 1930 Art. 18.1 ("Un joueur ne
    /// peut exiger une pénalité que tant qu'il n'a touché aucune de ses pièces"); 1928 Par. 17.
    pub breach_claim_lost: Article,
    /// A draw claim under 9.2 or 9.3 is lost on the move once the claimant touched a piece as in
    /// 4.3 (2023 Art. 9.4), if the edition says so. The 1930 Laws (16.1.c, 16.2) and the 1928
    /// draft tie the claim to its moment, not to a touch: none.
    pub touch_loses_draw_claim: Option<Article>,
    /// On the board of a visually impaired player (a peg board, Annex D), a piece is touched only
    /// once taken out of its securing hole (2023 Art. D.2.2), if the edition has Annex D.
    pub peg_board_touch: Option<Article>,
    /// The edition's own articles for the arbiter's acts the 2023 Laws number otherwise, if it
    /// has its own numbering (the old Laws).
    pub own_articles: Option<OwnArticles>,
    /// A flag claimed in rapid or blitz without full supervision (2023 A.5.3), if the edition
    /// has Annex A; otherwise [`CompetitionRules::flag_seen`].
    pub rapid_flag_claim: Option<Article>,
}

/// The articles an old edition has for what the game cites the 2023 Laws on by default (issue 33,
/// item 10: every notice of an old-edition game cites that edition's article). `None` in
/// [`CompetitionRules::own_articles`]: the 2023 numbering applies (2023, 1997).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OwnArticles {
    /// The clocks stopped and restarted by the arbiter, or by a player calling him (2023 6.11;
    /// 1930 Art. 20.1.e: "les deux pendules seront arrêtées et remises en marche par le
    /// directeur du tournoi"; 1928 Par. 24).
    pub pause: Article,
    /// The clocks set right (2023 6.10.2; 1930 Art. 20.1.c: "Lorsqu'il est démontré qu'il y a eu
    /// erreur … dans l'enregistrement du temps écoulé, l'erreur sera rectifiée"; 1928 Par. 20.c).
    pub clock_set: Article,
    /// What the arbiter decides that the old Laws do not provide for — time given, warnings,
    /// fines, points, a contact ruled accidental (2023 12.5, 12.9, 4.2.2): 1930 Art. 24.2 ("un
    /// cas spécial et non prévu par la présente Règle … à un arbitre, qui décidera"); 1928
    /// Par. 24.
    pub arbiter: Article,
    /// A wrong initial position or colours reversed (2023 7.2.1, 7.3; 1930 Art. 12.1: "la
    /// position initiale des pièces était incorrecte ou … l'échiquier a été mal posé"; 1928
    /// Par. 11).
    pub start_position: Article,
    /// The sealed move opened at the resumption (2023 I.9.1; 1930 Art. 21.5; 1928 Par. 21).
    pub envelope: Article,
    /// A player absent (2023 6.7.1; 1930 Art. 20.5: "plus d'une heure de retard, perd la
    /// partie"; the 1928 draft has no rule: its Par. 24, the arbiter).
    pub absence: Article,
    /// Both players absent (2023 6.7.1, 11.8; 1930 Art. 20.6; 1928 Par. 24).
    pub both_absent: Article,
    /// Refusing to comply with the Laws (2023 11.7, 11.8; 1930 Art. 19.4; 1928 Par. 18.d).
    pub refusal: Article,
    /// Absent at the resumption of an adjourned game (2023 I.10; 1930 Art. 21.6; 1928
    /// Par. 21).
    pub resumption_absence: Article,
    /// A draw offer refused by the regulations (2023 9.1.1; 1930 Art. 16.1.d; 1928 Par. 15.D).
    pub offer: Article,
    /// The board that differs from the game, put right (2023 7.6; 1930 Art. 12.2: "le nombre ou
    /// la position des pièces est modifié de façon illégale, la partie doit être recommencée dès
    /// la position où cette modification a eu lieu"; 1928 Par. 13: "la position doit être
    /// rétablie").
    pub board_restored: Article,
}

const OWN_1930: OwnArticles = OwnArticles {
    pause: Article("1930 20.1.e"),
    clock_set: Article("1930 20.1.c"),
    arbiter: Article("1930 24.2"),
    start_position: Article("1930 12.1"),
    envelope: Article("1930 21.5"),
    absence: Article("1930 20.5"),
    both_absent: Article("1930 20.6"),
    refusal: Article("1930 19.4"),
    resumption_absence: Article("1930 21.6"),
    offer: Article("1930 16.1.d"),
    board_restored: Article("1930 12.2"),
};

const OWN_1928: OwnArticles = OwnArticles {
    pause: Article("1928 24"),
    clock_set: Article("1928 20.c"),
    arbiter: Article("1928 24"),
    start_position: Article("1928 11"),
    envelope: Article("1928 21"),
    absence: Article("1928 24"),
    both_absent: Article("1928 24"),
    refusal: Article("1928 18.d"),
    resumption_absence: Article("1928 21"),
    offer: Article("1928 15.D"),
    board_restored: Article("1928 13"),
};

/// Which limits classify a time control (see the `clock` crate's `Limits`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeClasses {
    /// 2023 Art. A.1, B.1 (also under the old Laws, which have no categories).
    Fide2023,
    /// The 1997 appendices (B.1, C.1).
    Fide1997,
}

const COMPETITION_2023: CompetitionRules = CompetitionRules {
    agreement: Article("5.2.3"),
    agreement_timing: None,
    cannot_mate_draws: true,
    illegal_moves: IllegalMoves::Penalised,
    blitz_illegal_move_claim: None,
    pawn_without_promotion: Some(Article("7.5.2")),
    imposed_move_not_castling: None,
    claim_by_player_on_move: true,
    wrong_claim_penalty: Some(Article("9.5.3")),
    start: None,
    time_forfeit: Article("6.9"),
    flag_seen: Article("6.8"),
    both_flags: Article("6.4"),
    rapid_flags_on_claim: None,
    both_flags_draw: None,
    guideline_iii: true,
    resignation: Article("5.1.2"),
    arbiter_decides: Article("12.1"),
    ruling_awaited: None,
    adjournment: Article("I.1.1"),
    sealed_move_illegal: None,
    time_classes: TimeClasses::Fide2023,
    touch_rules: TouchRules::Fide2023,
    adjusting: Article("4.2.1"),
    adjusting_own_pieces_only: None,
    breach_claim_lost: Article("4.8"),
    touch_loses_draw_claim: Some(Article("9.4")),
    peg_board_touch: Some(Article("D.2.2")),
    own_articles: None,
    rapid_flag_claim: Some(Article("A.5.3")),
};

/// The 2023 Laws with the 1997 appendices: rapid (B), blitz (C), adjournment (A).
const COMPETITION_1997: CompetitionRules = CompetitionRules {
    blitz_illegal_move_claim: Some(Article("1997 C.3")),
    rapid_flags_on_claim: Some(Article("1997 B.6")),
    both_flags_draw: Some(Article("1997 B.8")),
    guideline_iii: false,
    adjournment: Article("1997 A.1"),
    time_classes: TimeClasses::Fide1997,
    ..COMPETITION_2023
};

const COMPETITION_1930: CompetitionRules = CompetitionRules {
    agreement: Article("1930 16.1.d"),
    agreement_timing: Some(AgreementTiming {
        black_moves: 30,
        article: Article("1930 16.1.d"),
    }),
    cannot_mate_draws: false,
    illegal_moves: IllegalMoves::TakenBack {
        article: Article("1930 17"),
        not_capture: Article("1930 17.a"),
        capture: Article("1930 17.b"),
    },
    blitz_illegal_move_claim: None,
    pawn_without_promotion: None,
    imposed_move_not_castling: Some(Article("1930 18.2")),
    claim_by_player_on_move: false,
    wrong_claim_penalty: None,
    start: Some(Article("1930 20.1")),
    time_forfeit: Article("1930 19.5"),
    flag_seen: Article("1930 19.5"),
    both_flags: Article("1930 19.5"),
    rapid_flags_on_claim: None,
    both_flags_draw: None,
    guideline_iii: false,
    resignation: Article("1930 19"),
    arbiter_decides: Article("1930 24.2"),
    ruling_awaited: Some(Article("1930 20.1.e")),
    adjournment: Article("1930 21"),
    sealed_move_illegal: Some(Article("1930 17.c")),
    time_classes: TimeClasses::Fide2023,
    touch_rules: TouchRules::Fide1930,
    adjusting: Article("1930 14.1"),
    adjusting_own_pieces_only: Some(Article("1930 14.2")),
    breach_claim_lost: Article("1930 18.1"),
    touch_loses_draw_claim: None,
    peg_board_touch: None,
    own_articles: Some(OWN_1930),
    rapid_flag_claim: None,
};

/// The 1928 draft. Its Par. 20 has no paragraph on stopping the clocks for the arbiter; Par. 24
/// ("la partie ne sera pas reprise avant la décision de l'arbitre") is cited instead.
const COMPETITION_1928: CompetitionRules = CompetitionRules {
    agreement: Article("1928 15.D"),
    agreement_timing: Some(AgreementTiming {
        black_moves: 30,
        article: Article("1928 15.D"),
    }),
    illegal_moves: IllegalMoves::TakenBack {
        article: Article("1928 16"),
        not_capture: Article("1928 16.a"),
        capture: Article("1928 16.c"),
    },
    imposed_move_not_castling: Some(Article("1928 17")),
    start: Some(Article("1928 20")),
    time_forfeit: Article("1928 18"),
    flag_seen: Article("1928 18"),
    both_flags: Article("1928 18"),
    resignation: Article("1928 18"),
    arbiter_decides: Article("1928 24"),
    ruling_awaited: Some(Article("1928 24")),
    adjournment: Article("1928 21"),
    touch_rules: TouchRules::Fide1928,
    adjusting: Article("1928 13"),
    adjusting_own_pieces_only: None,
    breach_claim_lost: Article("1928 17"),
    own_articles: Some(OWN_1928),
    ..COMPETITION_1930
};

impl Edition {
    /// What the arbiter applies under this edition, beside the board's rules
    /// ([`Edition::rules`]).
    pub const fn competition(self) -> &'static CompetitionRules {
        match self {
            Edition::Fide2023 => &COMPETITION_2023,
            Edition::Fide1997 => &COMPETITION_1997,
            Edition::Fide1930 => &COMPETITION_1930,
            Edition::Fide1928 => &COMPETITION_1928,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn art_16_1_d_1930_agreement_after_black_s_30th_move_only_in_the_old_laws() {
        for e in [Edition::Fide2023, Edition::Fide1997] {
            assert_eq!(e.competition().agreement_timing, None);
        }
        let t = Edition::Fide1930
            .competition()
            .agreement_timing
            .expect("16.1.d");
        assert_eq!(t.article.as_str(), "1930 16.1.d");
        assert!(!t.allows(29) && t.allows(30));
        let t = Edition::Fide1928
            .competition()
            .agreement_timing
            .expect("15.D");
        assert_eq!(t.article.as_str(), "1928 15.D");
    }

    #[test]
    fn art_6_9_5_1_2_the_cannot_mate_exception_is_the_2023_laws_only() {
        let with: Vec<Edition> = Edition::ALL
            .into_iter()
            .filter(|e| e.competition().cannot_mate_draws)
            .collect();
        assert_eq!(with, [Edition::Fide2023, Edition::Fide1997]);
    }

    #[test]
    fn art_7_5_and_1930_art_17_illegal_moves() {
        assert_eq!(
            Edition::Fide2023.competition().illegal_moves,
            IllegalMoves::Penalised
        );
        assert!(matches!(
            Edition::Fide1928.competition().illegal_moves,
            IllegalMoves::TakenBack { capture, .. } if capture.as_str() == "1928 16.c"
        ));
    }
}
