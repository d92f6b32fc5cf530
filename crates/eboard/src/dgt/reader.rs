//! The board's byte stream cut into messages.

use super::message::{Message, SQUARES, clock_of};
use super::{id, piece::piece_of_code};

/// Why some bytes are no message. Each names the byte offset in the whole stream (counted from
/// the first byte ever pushed) where the trouble starts, and the reason; the reader has already
/// skipped past it and goes on with the next byte with the high bit set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Bytes without the high bit where a message must start.
    #[error(
        "byte {offset}: {len} byte(s) outside any message (a message starts with a byte with the high bit set)"
    )]
    Garbage {
        /// Where they start.
        offset: u64,
        /// How many were skipped.
        len: usize,
    },
    /// A length byte with the high bit set: another message starts inside this header.
    #[error("byte {offset}: message 0x{id:02x}'s header is cut short by another message")]
    BadHeader {
        /// Where the message starts.
        offset: u64,
        /// Its id (high bit cleared).
        id: u8,
    },
    /// A length shorter than the 3-byte header.
    #[error("byte {offset}: message 0x{id:02x} gives length {len}, shorter than its header")]
    TooShort {
        /// Where the message starts.
        offset: u64,
        /// Its id.
        id: u8,
        /// The length it gives.
        len: usize,
    },
    /// The message stops before its length: a new message starts inside it, or the stream ends.
    #[error("byte {offset}: message 0x{id:02x} is cut short after {got} of its {len} bytes")]
    Truncated {
        /// Where the message starts.
        offset: u64,
        /// Its id.
        id: u8,
        /// The length it gives.
        len: usize,
        /// The bytes it has.
        got: usize,
    },
    /// A known message with a length it never has.
    #[error("byte {offset}: message 0x{id:02x} must be {expected} bytes long, not {len}")]
    WrongLength {
        /// Where the message starts.
        offset: u64,
        /// Its id.
        id: u8,
        /// The length it gives.
        len: usize,
        /// The length the protocol gives it.
        expected: usize,
    },
    /// A piece code that is no chess piece.
    #[error("byte {offset}: piece code {code} is no chess piece")]
    BadPiece {
        /// The byte holding it.
        offset: u64,
        /// The code.
        code: u8,
    },
    /// A field update for a square off the board.
    #[error("byte {offset}: square {index} is off the board (0-63)")]
    BadSquare {
        /// The byte holding it.
        offset: u64,
        /// The index.
        index: u8,
    },
    /// Clock digits that are not a time (not BCD, minutes or seconds over 59, hours over 9).
    #[error("byte {offset}: clock byte 0x{byte:02x} is not a time")]
    BadClock {
        /// The byte.
        offset: u64,
        /// Its value.
        byte: u8,
    },
}

impl ReadError {
    /// The stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            ReadError::Garbage { .. } => "dgt_garbage",
            ReadError::BadHeader { .. } => "dgt_bad_header",
            ReadError::TooShort { .. } => "dgt_too_short",
            ReadError::Truncated { .. } => "dgt_truncated",
            ReadError::WrongLength { .. } => "dgt_wrong_length",
            ReadError::BadPiece { .. } => "dgt_bad_piece",
            ReadError::BadSquare { .. } => "dgt_bad_square",
            ReadError::BadClock { .. } => "dgt_bad_clock",
        }
    }

    /// The byte offset where the trouble starts.
    pub fn offset(&self) -> u64 {
        match self {
            ReadError::Garbage { offset, .. }
            | ReadError::BadHeader { offset, .. }
            | ReadError::TooShort { offset, .. }
            | ReadError::Truncated { offset, .. }
            | ReadError::WrongLength { offset, .. }
            | ReadError::BadPiece { offset, .. }
            | ReadError::BadSquare { offset, .. }
            | ReadError::BadClock { offset, .. } => *offset,
        }
    }
}

/// The longest run of stray bytes reported as one error.
const GARBAGE_RUN: usize = 64;

/// Cuts the board's byte stream into messages. Feed it bytes as they come ([`Reader::push`]),
/// in pieces of any size, and take what is complete ([`Reader::next_message`]); at the end of
/// the stream [`Reader::finish`] reports a message left incomplete.
///
/// Framing: byte 0 is `0x80 | id`; bytes 1–2 are the total length (header included), 7 bits
/// each, most significant first. No other byte of a message has the high bit set, so a byte with
/// the high bit set inside a message means the message was cut and a new one begins there: the
/// reader reports the cut one and starts again at that byte. The same bytes give the same
/// messages and errors however they are split when pushed.
///
/// ```
/// use eboard::dgt::{Message, Reader};
/// let mut reader = Reader::new();
/// reader.push(&[0x13, 0x8e, 0x00, 0x05]); // a stray byte, then half a field update
/// let stray = reader.next_message().unwrap().unwrap_err(); // named at offset 0
/// assert_eq!((stray.code(), stray.offset()), ("dgt_garbage", 0));
/// assert!(reader.next_message().is_none()); // waiting for the rest
/// reader.push(&[0x0c, 0x01]); // square 12 (e7), a white pawn
/// let Some(Ok(Message::FieldUpdate { index, .. })) = reader.next_message() else { panic!() };
/// assert_eq!(index, 12);
/// ```
#[derive(Debug, Default, Clone)]
pub struct Reader {
    buffer: Vec<u8>,
    /// Where `buffer[start]` is in the whole stream.
    offset: u64,
    /// Bytes of `buffer` already consumed.
    start: usize,
}

impl Reader {
    /// A reader at the start of a stream.
    pub fn new() -> Reader {
        Reader::default()
    }

    /// Appends bytes read from the board.
    pub fn push(&mut self, bytes: &[u8]) {
        if self.start > 0 && self.start >= self.buffer.len() / 2 {
            self.buffer.drain(..self.start);
            self.start = 0;
        }
        self.buffer.extend_from_slice(bytes);
    }

    /// The next complete message, an error for bytes skipped, or `None` until more bytes come.
    pub fn next_message(&mut self) -> Option<Result<Message, ReadError>> {
        let rest = &self.buffer[self.start..];
        let first = *rest.first()?;
        if first & 0x80 == 0 {
            // Reported when the run ends (a message starts) or reaches a fixed size, so that the
            // same bytes give the same errors however they are fed.
            let run = rest.iter().take_while(|b| *b & 0x80 == 0).count();
            if run == rest.len() && run < GARBAGE_RUN {
                return None;
            }
            let len = run.min(GARBAGE_RUN);
            let offset = self.offset;
            self.consume(len);
            return Some(Err(ReadError::Garbage { offset, len }));
        }
        let id = first & 0x7f;
        let offset = self.offset;
        if rest.len() < 3 {
            if rest[1..].iter().any(|b| b & 0x80 != 0) {
                self.consume(1);
                return Some(Err(ReadError::BadHeader { offset, id }));
            }
            return None;
        }
        if rest[1] & 0x80 != 0 || rest[2] & 0x80 != 0 {
            self.consume(1);
            return Some(Err(ReadError::BadHeader { offset, id }));
        }
        let len = (usize::from(rest[1]) << 7) | usize::from(rest[2]);
        if len < 3 {
            self.consume(3);
            return Some(Err(ReadError::TooShort { offset, id, len }));
        }
        let available = rest.len().min(len);
        if let Some(cut) = rest[3..available].iter().position(|b| b & 0x80 != 0) {
            let got = cut + 3;
            self.consume(got);
            return Some(Err(ReadError::Truncated {
                offset,
                id,
                len,
                got,
            }));
        }
        if rest.len() < len {
            return None;
        }
        let result = decode(id, &rest[3..len], offset);
        self.consume(len);
        Some(result)
    }

    /// The end of the stream: an error for a message left incomplete, if any.
    pub fn finish(&mut self) -> Option<ReadError> {
        let rest = &self.buffer[self.start..];
        let first = *rest.first()?;
        let offset = self.offset;
        let got = rest.len();
        let id = first & 0x7f;
        let error = if first & 0x80 == 0 {
            ReadError::Garbage { offset, len: got }
        } else if got < 3 {
            ReadError::Truncated {
                offset,
                id,
                len: 0,
                got,
            }
        } else {
            ReadError::Truncated {
                offset,
                id,
                len: (usize::from(rest[1]) << 7) | usize::from(rest[2]),
                got,
            }
        };
        self.consume(got);
        Some(error)
    }

    /// Bytes pushed and not yet consumed.
    pub fn pending(&self) -> usize {
        self.buffer.len() - self.start
    }

    fn consume(&mut self, n: usize) {
        self.start += n;
        self.offset += n as u64;
    }
}

/// One whole message: `body` is what follows the 3-byte header at `offset`.
fn decode(id: u8, body: &[u8], offset: u64) -> Result<Message, ReadError> {
    let len = body.len() + 3;
    let expect = |expected: usize| {
        if len == expected {
            Ok(())
        } else {
            Err(ReadError::WrongLength {
                offset,
                id,
                len,
                expected,
            })
        }
    };
    match id {
        id::BOARD_DUMP => {
            expect(3 + SQUARES)?;
            let mut squares = Box::new([None; SQUARES]);
            for (i, (square, code)) in squares.iter_mut().zip(body).enumerate() {
                *square = piece_of_code(*code).map_err(|code| ReadError::BadPiece {
                    offset: offset + 3 + i as u64,
                    code,
                })?;
            }
            Ok(Message::BoardDump(squares))
        }
        id::FIELD_UPDATE => {
            expect(5)?;
            let index = body[0];
            if usize::from(index) >= SQUARES {
                return Err(ReadError::BadSquare {
                    offset: offset + 3,
                    index,
                });
            }
            let piece = piece_of_code(body[1]).map_err(|code| ReadError::BadPiece {
                offset: offset + 4,
                code,
            })?;
            Ok(Message::FieldUpdate { index, piece })
        }
        id::BWTIME => {
            expect(10)?;
            let mut data = [0u8; 7];
            data.copy_from_slice(body);
            clock_of(&data).map_err(|i| ReadError::BadClock {
                offset: offset + 3 + i as u64,
                byte: data[i],
            })
        }
        _ => Ok(Message::Other {
            id,
            payload: body.to_vec(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(bytes: &[u8]) -> Vec<Result<Message, ReadError>> {
        let mut reader = Reader::new();
        reader.push(bytes);
        let mut out: Vec<_> = std::iter::from_fn(|| reader.next_message()).collect();
        out.extend(reader.finish().map(Err));
        out
    }

    #[test]
    fn a_field_update_and_a_clock_reading() {
        let out = all(&[
            0x8e, 0, 5, 52, 0, // e2 emptied
            0x8d, 0, 10, 0, 3, 2, 0, 3, 2, 0x09,
        ]);
        assert_eq!(out.len(), 2);
        assert_eq!(
            out[0],
            Ok(Message::FieldUpdate {
                index: 52,
                piece: None
            })
        );
        assert!(matches!(out[1], Ok(Message::Clock(_))));
    }

    #[test]
    fn garbage_is_skipped_and_named_by_offset() {
        let out = all(&[1, 2, 3, 0x8e, 0, 5, 52, 0]);
        assert_eq!(out[0], Err(ReadError::Garbage { offset: 0, len: 3 }));
        assert!(out[1].is_ok());
    }

    #[test]
    fn a_truncated_message_is_reported_and_the_next_one_read() {
        let out = all(&[0x86, 0, 67, 1, 2, 3, 0x8e, 0, 5, 52, 0]);
        assert_eq!(
            out[0],
            Err(ReadError::Truncated {
                offset: 0,
                id: 6,
                len: 67,
                got: 6
            })
        );
        assert_eq!(out[0].as_ref().unwrap_err().code(), "dgt_truncated");
        assert!(matches!(out[1], Ok(Message::FieldUpdate { index: 52, .. })));
    }

    #[test]
    fn the_stream_ending_inside_a_message_is_reported_at_finish() {
        let out = all(&[0x8e, 0, 5, 52]);
        assert_eq!(
            out,
            vec![Err(ReadError::Truncated {
                offset: 0,
                id: 0x0e,
                len: 5,
                got: 4
            })]
        );
    }

    #[test]
    fn bad_contents_name_their_byte() {
        assert_eq!(
            all(&[0x8e, 0, 5, 64, 0])[0],
            Err(ReadError::BadSquare {
                offset: 3,
                index: 64
            })
        );
        assert_eq!(
            all(&[0x8e, 0, 5, 3, 14])[0],
            Err(ReadError::BadPiece {
                offset: 4,
                code: 14
            })
        );
        assert_eq!(
            all(&[0x8e, 0, 6, 3, 1, 0])[0],
            Err(ReadError::WrongLength {
                offset: 0,
                id: 0x0e,
                len: 6,
                expected: 5
            })
        );
        assert_eq!(
            all(&[0x8d, 0, 10, 0, 0x7a, 0, 0, 0, 0, 0])[0],
            Err(ReadError::BadClock {
                offset: 4,
                byte: 0x7a
            })
        );
        assert_eq!(
            all(&[0x8e, 0, 1])[0],
            Err(ReadError::TooShort {
                offset: 0,
                id: 0x0e,
                len: 1
            })
        );
        assert_eq!(
            all(&[0x8e, 0x8e, 0, 5, 1, 1])[0],
            Err(ReadError::BadHeader {
                offset: 0,
                id: 0x0e
            })
        );
    }

    #[test]
    fn the_same_bytes_give_the_same_results_however_they_are_fed() {
        let mut stream = vec![1u8; 100];
        stream.extend([
            0x8e, 0, 5, 52, 0, 7, 7, 0x86, 0, 67, 1, 0x8d, 0, 10, 0, 3, 2, 0, 3, 2, 9, 5,
        ]);
        let whole = all(&stream);
        for piece in 1..stream.len() {
            let mut reader = Reader::new();
            let mut out = Vec::new();
            for chunk in stream.chunks(piece) {
                reader.push(chunk);
                out.extend(std::iter::from_fn(|| reader.next_message()));
            }
            out.extend(reader.finish().map(Err));
            assert_eq!(out, whole, "fed {piece} at a time");
        }
        assert_eq!(whole[0], Err(ReadError::Garbage { offset: 0, len: 64 }));
        assert_eq!(
            whole[1],
            Err(ReadError::Garbage {
                offset: 64,
                len: 36
            })
        );
    }

    #[test]
    fn unknown_messages_are_kept_whole() {
        assert_eq!(
            all(&[0x93, 0, 5, 1, 2])[0],
            Ok(Message::Other {
                id: 0x13,
                payload: vec![1, 2]
            })
        );
    }
}
