//! The facts of a perpetual check (1930 Art. 16.1.b, 1928 Par. 15.B) in words: one text for the
//! claim's notice ([`crate::Game`], `claim_perpetual`) and for `arbiter check`'s finding on a
//! draw recorded after a run of checks ([`crate::audit`]). Each adds what it decides itself.

use laws::{ForcedChecks, PerpetualCheck};

use crate::{codes::Params, machine::side_of, params};

/// The same facts as params of the claim's notice (`perpetual_check_claimed`), for a page that
/// says them in its own words: `checks_in_a_row`, `repetitions`, `forced` (`endless`,
/// `at_least`, `escapes`) and `forced_moves` (the moves of `at_least` or `escapes`; 0 for
/// `endless`).
pub(crate) fn facts_params(facts: &PerpetualCheck) -> Params {
    let (forced, moves) = match facts.forced {
        ForcedChecks::Endless => ("endless", 0),
        ForcedChecks::AtLeast { moves } => ("at_least", moves),
        ForcedChecks::Escapes { moves } => ("escapes", moves),
    };
    params! {
        "checks_in_a_row" => facts.checks_in_a_row,
        "repetitions" => facts.repetitions,
        "forced" => forced,
        "forced_moves" => moves,
    }
}

/// The facts of [`laws::perpetual_check`], for the arbiter: the claimant's run of checks, how
/// often the position has stood, and whether the opponent can stop the checks.
pub(crate) fn facts_text(facts: &PerpetualCheck) -> String {
    let checker = side_of(facts.claimant);
    let defender = !checker;
    let run = match facts.checks_in_a_row {
        0 => format!("{checker}'s last move gave no check"),
        1 => format!("{checker}'s last move gave check"),
        n => format!("{checker}'s last {n} moves each gave check"),
    };
    let stood = match facts.repetitions {
        0 | 1 => "the position stands for the first time".to_owned(),
        n => format!("the position has stood {n} times (the same pieces, the same player to move)"),
    };
    let forced = match facts.forced {
        ForcedChecks::Endless => format!(
            "whatever {defender} replies, {checker} can check for ever: every line of replies comes back to a position already met, or to mate"
        ),
        ForcedChecks::AtLeast { moves } => format!(
            "whatever {defender} replies, {checker} can give check with each of the next {moves} moves at least; the search stopped there, the checks still going"
        ),
        ForcedChecks::Escapes { moves: 0 } => format!(
            "{defender} can stop the checks now: {checker} has no check to give, or {defender} has a reply after which there is none"
        ),
        ForcedChecks::Escapes { moves } => format!(
            "{defender} can stop the checks: whatever {checker} plays, {checker} can keep checking for {moves} more move{} at most",
            if moves == 1 { "" } else { "s" }
        ),
    };
    format!("{run}; {stood}; {forced}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use laws::{Edition, perpetual_check, read_line};

    #[test]
    fn art_16_1_b_1930_the_facts_read_as_an_arbiter_would_say_them() {
        let record = read_line(
            "fen 6k1/5ppp/8/8/8/7P/3q1PP1/6K1 b - - 0 1 moves d2c1 g1h2 c1f4 h2h1 f4c1 h1h2",
            Edition::Fide1930,
        )
        .expect("line");
        let text = facts_text(&perpetual_check(&record, shakmaty::Color::Black));
        assert_eq!(
            text,
            "black's last 3 moves each gave check; the position has stood 2 times (the same pieces, the same player to move); whatever white replies, black can check for ever: every line of replies comes back to a position already met, or to mate"
        );
        // The same position, as the defender would claim it: no check given, and every check
        // stopped at once.
        let text = facts_text(&perpetual_check(&record, shakmaty::Color::White));
        assert_eq!(
            text,
            "white's last move gave no check; the position has stood 2 times (the same pieces, the same player to move); black can stop the checks now: white has no check to give, or black has a reply after which there is none"
        );
    }
}
