//! JSON lines: one value a line.

use serde::Serialize;
use thiserror::Error;

use crate::Event;

/// A line that is not an event: where, and why.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {message}")]
pub struct LineError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl LineError {
    /// The stable error code of a line that does not read as an event.
    pub const CODE: &'static str = "bad_event";
}

/// Reads events, one JSON object a line; blank lines and lines starting with `#` or `//` are
/// skipped. Each line gives its event or says where and why it does not read.
pub fn read_events(text: &str) -> impl Iterator<Item = Result<Event, LineError>> + '_ {
    text.lines().enumerate().filter_map(|(i, line)| {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with("//") {
            return None;
        }
        Some(
            serde_json::from_str::<Event>(trimmed).map_err(|e| LineError {
                line: i + 1,
                column: e.column().max(1),
                message: e.to_string(),
            }),
        )
    })
}

/// Writes `value` as one JSON line (without the newline).
pub fn to_line<T: Serialize>(value: &T) -> String {
    // Serializing our own types to a string cannot fail: no map has non-string keys.
    serde_json::to_string(value).unwrap_or_else(|e| {
        format!(
            "{{\"error\":{{\"code\":\"serialize\",\"message\":{:?}}}}}",
            e.to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Action, Ruling, Side};

    #[test]
    fn every_contract_event_reads() {
        let lines = r#"
{"t":0,"type":"start"}
{"t":1,"type":"move","by":"white","move":"e4","offer_draw":true}
{"t":2,"type":"offer_draw","by":"black"}
{"t":3,"type":"accept_draw","by":"white"}
{"t":4,"type":"decline_draw","by":"white"}
{"t":5,"type":"claim_draw","by":"white","move":"Nf3"}
{"t":5,"type":"claim_draw","by":"white"}
{"t":6,"type":"resign","by":"black"}
{"t":7,"type":"claim_time","by":"black"}
{"t":8,"type":"claim_illegal","by":"black"}
{"t":9,"type":"tick"}
{"t":10,"type":"pause","by":"white"}
{"t":10,"type":"pause"}
{"t":11,"type":"resume"}
{"t":12,"type":"adjourn","by":"white","sealed_move":"Nf3"}
{"t":13,"type":"resume_adjourned"}
{"t":14,"type":"arbiter","action":"set_clock","white_ms":1000,"black_ms":2000}
{"t":15,"type":"arbiter","action":"add_time","to":"black","ms":120000}
{"t":16,"type":"arbiter","action":"penalty","against":"white","kind":"take_time","ms":60000}
{"t":17,"type":"arbiter","action":"declare_result","result":"1-0","reason":"arbiter"}
{"t":18,"type":"arbiter","action":"forfeit","by":"both"}
"#;
        let events: Vec<Event> = read_events(lines)
            .collect::<Result<_, _>>()
            .expect("every line is an event");
        assert_eq!(events.len(), 21);
        assert_eq!(
            events[1].action,
            Action::Move {
                by: Side::White,
                text: "e4".into(),
                offer_draw: true
            }
        );
        assert_eq!(
            events[16].action,
            Action::Arbiter(Ruling::SetClock {
                white_ms: 1000,
                black_ms: 2000
            })
        );
        // Written back, each reads the same.
        for e in &events {
            let back: Event = serde_json::from_str(&to_line(e)).expect("reads back");
            assert_eq!(&back, e);
        }
    }

    #[test]
    fn a_bad_line_names_its_place() {
        let errors: Vec<LineError> = read_events(
            "{\"t\":0,\"type\":\"start\"}\n\n{\"t\":1,\"type\":\"castle\"}\n{\"t\":-1,\"type\":\"tick\"}\n",
        )
        .filter_map(Result::err)
        .collect();
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].line, 3);
        assert!(
            errors[0].message.contains("castle"),
            "{}",
            errors[0].message
        );
        assert_eq!(errors[1].line, 4);
    }
}
