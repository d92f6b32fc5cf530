// SPDX-License-Identifier: GPL-3.0-or-later
//! The DGT reader on any bytes: the first byte picks the size of the pieces the stream is fed
//! in, the rest is the stream.
//!
//! Never panics; the messages and errors are the same whether the stream comes whole or in
//! pieces; every error names an offset inside the stream; what is read, turned into sensor
//! events, goes through the reconstruction without panicking.

#![no_main]

use eboard::dgt::{Feed, Reader};
use eboard::Reconstructor;
use libfuzzer_sys::fuzz_target;
use shakmaty::Chess;

fn read(stream: &[u8], piece: usize) -> Vec<Result<eboard::dgt::Message, eboard::dgt::ReadError>> {
    let mut reader = Reader::new();
    let mut out = Vec::new();
    for chunk in stream.chunks(piece.max(1)) {
        reader.push(chunk);
        while let Some(r) = reader.next_message() {
            out.push(r);
        }
    }
    out.extend(reader.finish().map(Err));
    out
}

fuzz_target!(|data: &[u8]| {
    let Some((&selector, stream)) = data.split_first() else {
        return;
    };
    let whole = read(stream, stream.len());
    let pieces = read(stream, usize::from(selector % 16) + 1);
    assert_eq!(whole, pieces, "the same stream, fed differently");
    let mut feed = Feed::new();
    let mut rec = Reconstructor::new(Chess::default());
    let mut decisions = Vec::new();
    for (i, r) in whole.into_iter().enumerate() {
        match r {
            Ok(message) => {
                for event in feed.message(i as u64 * 100, &message) {
                    rec.feed(&event, &mut decisions);
                }
            }
            Err(e) => assert!(e.offset() < stream.len() as u64, "{e}"),
        }
    }
    rec.finish(&mut decisions);
});
