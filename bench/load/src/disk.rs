//! The disk's own limit: how many small writes per second it makes durable one at a time.
//!
//! A commit that nobody shares costs one `fsync` (in WAL mode, SQLite's commit is a write to
//! the log and an `fdatasync`; PostgreSQL's is the same on its WAL). So this rate is the most
//! moves per second that one-commit-per-move could journal; more means commits were shared.

use std::fs::OpenOptions;
use std::io::{self, Write};
use std::os::unix::fs::FileExt;
use std::path::Path;
use std::time::{Duration, Instant};

/// The probe's block: one page.
const BLOCK: usize = 4096;
/// The probe's file, in blocks, written once before the loop so that the loop overwrites
/// allocated blocks, as both databases do with their logs.
const BLOCKS: u64 = 64;

/// What the probe measured.
#[derive(Clone, Copy, Debug)]
pub struct Fsyncs {
    /// `write` of 4 KiB + `sync_data` per second.
    pub per_second: f64,
    /// How many were made.
    pub count: u64,
}

/// Writes 4 KiB and calls `sync_data` in a loop for `length`, in a file in `dir`.
pub fn fsync_rate(dir: &Path, length: Duration) -> io::Result<Fsyncs> {
    let file = tempfile::Builder::new()
        .prefix("arbiter-load-fsync-")
        .tempfile_in(dir)?;
    let block = [0x5a_u8; BLOCK];
    {
        let mut f = OpenOptions::new().write(true).open(file.path())?;
        for _ in 0..BLOCKS {
            f.write_all(&block)?;
        }
        f.sync_all()?;
    }
    let f = file.as_file();
    let start = Instant::now();
    let mut count = 0_u64;
    while start.elapsed() < length {
        f.write_all_at(&block, (count % BLOCKS) * BLOCK as u64)?;
        f.sync_data()?;
        count += 1;
    }
    let seconds = start.elapsed().as_secs_f64();
    Ok(Fsyncs {
        per_second: count as f64 / seconds,
        count,
    })
}
