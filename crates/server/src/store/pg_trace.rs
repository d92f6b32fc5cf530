//! Where a PostgreSQL append's time goes, stage by stage (issue 36, eighth pass): off unless
//! the environment variable [`VAR`] names a file, to which a summary is appended every second.
//!
//! Per append: the wait in the queue (from its sending to the writer's taking its batch), the
//! wait for its connection, and its statement (round trip, execution and commit). Per batch:
//! its length, the statements in flight when it was taken, and each statement slower than
//! [`SLOW`] with when it started. Per renewal of the lease: each statement's time. A summary
//! line gives count, p50, p90, p99 and max of each stage over the second.

use std::fs::File;
use std::io::Write;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The environment variable naming the trace's file.
pub const VAR: &str = "ARBITER_PG_TRACE";

/// A statement slower than this is listed on its own.
const SLOW: Duration = Duration::from_millis(20);

/// The samples of the second under way.
#[derive(Default)]
struct Window {
    queue: Vec<u32>,
    conn: Vec<u32>,
    statement: Vec<u32>,
    total: Vec<u32>,
    batches: Vec<u32>,
    noted: usize,
    lease: Vec<String>,
    slow: Vec<String>,
}

/// The trace: its file, its clock's origin and the second under way.
pub struct Tracer {
    out: Mutex<File>,
    origin: Instant,
    window: Mutex<Window>,
}

static TRACER: OnceLock<Option<Tracer>> = OnceLock::new();

/// The trace, if [`VAR`] names a file that could be opened (the first call opens it and starts
/// the task that writes a summary every second).
pub fn tracer() -> Option<&'static Tracer> {
    TRACER
        .get_or_init(|| {
            let path = std::env::var_os(VAR)?;
            let out = File::options().create(true).append(true).open(path).ok()?;
            Some(Tracer {
                out: Mutex::new(out),
                origin: Instant::now(),
                window: Mutex::new(Window::default()),
            })
        })
        .as_ref()
        .inspect(|t| t.start())
}

fn micros(d: Duration) -> u32 {
    u32::try_from(d.as_micros()).unwrap_or(u32::MAX)
}

/// Count, p50, p90, p99 and max of `v`, divided by `scale` (1,000: µs as ms).
fn summary(name: &str, v: &mut [u32], scale: f64) -> String {
    if v.is_empty() {
        return format!("{name} 0");
    }
    v.sort_unstable();
    let at = |q: f64| {
        let i = ((v.len() as f64) * q) as usize;
        f64::from(v[i.min(v.len() - 1)]) / scale
    };
    format!(
        "{name} n={} p50={:.1} p90={:.1} p99={:.1} max={:.1}",
        v.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    )
}

impl Tracer {
    fn start(&'static self) {
        static STARTED: OnceLock<()> = OnceLock::new();
        STARTED.get_or_init(|| {
            if let Ok(handle) = tokio::runtime::Handle::try_current() {
                handle.spawn(async move {
                    let mut every = tokio::time::interval(Duration::from_secs(1));
                    loop {
                        every.tick().await;
                        self.flush();
                    }
                });
            }
        });
    }

    fn at(&self, t: Instant) -> f64 {
        t.saturating_duration_since(self.origin).as_secs_f64()
    }

    fn window(&self) -> std::sync::MutexGuard<'_, Window> {
        self.window.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A batch of appends sent at `queued`, taken at `taken` with `flight` statements in
    /// flight, its statement sent at `sent` and answered at `done`.
    pub fn batch(
        &self,
        queued: &[Instant],
        (flight, noted): (usize, bool),
        taken: Instant,
        sent: Instant,
        done: Instant,
    ) {
        let mut w = self.window();
        w.noted += usize::from(noted);
        for q in queued {
            w.queue.push(micros(taken.saturating_duration_since(*q)));
            w.total.push(micros(done.saturating_duration_since(*q)));
        }
        w.conn.push(micros(sent.saturating_duration_since(taken)));
        w.statement
            .push(micros(done.saturating_duration_since(sent)));
        w.batches
            .push(u32::try_from(queued.len()).unwrap_or(u32::MAX));
        let took = done.saturating_duration_since(sent);
        if took >= SLOW {
            let line = format!(
                "slow statement at {:.3}: {:.1} ms, {} appends, {} in flight at its taking{}",
                self.at(sent),
                took.as_secs_f64() * 1000.0,
                queued.len(),
                flight,
                if noted { ", noted" } else { "" }
            );
            w.slow.push(line);
        }
    }

    /// A statement of the lease's (`what`) sent at `sent`, answered now with `rows` rows.
    pub fn lease(&self, what: &str, sent: Instant, rows: usize) {
        let line = format!(
            "{what} at {:.3}: {:.1} ms, {rows} rows",
            self.at(sent),
            sent.elapsed().as_secs_f64() * 1000.0
        );
        self.window().lease.push(line);
    }

    fn flush(&self) {
        let mut w = std::mem::take(&mut *self.window());
        let mut text = format!(
            "t={:.1} noted={} | {} | {} | {} | {} | {}\n",
            self.at(Instant::now()),
            w.noted,
            summary("queue", &mut w.queue, 1000.0),
            summary("conn", &mut w.conn, 1000.0),
            summary("statement", &mut w.statement, 1000.0),
            summary("total", &mut w.total, 1000.0),
            summary("batch", &mut w.batches, 1.0)
        );
        for line in w.slow.iter().chain(&w.lease) {
            text.push_str("  ");
            text.push_str(line);
            text.push('\n');
        }
        let mut out = self.out.lock().unwrap_or_else(|p| p.into_inner());
        let _ = out.write_all(text.as_bytes());
    }
}
