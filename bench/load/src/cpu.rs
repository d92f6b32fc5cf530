//! Where the CPU went: the server (this process's `server` runtime, or the `arbiter serve`
//! processes the run started), the database (SQLite's connection threads, wherever they run, or
//! the PostgreSQL processes serving the run's database), the clients' runtime, and the machine.
//!
//! Read from `/proc`: `/proc/PID/task/*/stat` per thread of this process and of the servers'
//! processes, `/proc/PID/stat` for each PostgreSQL process that serves the run (its backends,
//! and the processes of no database: WAL writer, checkpointer, background writer; listed by
//! `pg_stat_activity`), `/proc/stat` for the whole machine and `/proc/loadavg`. Other programs'
//! processes (another `arbiter`, another database's backends) are not counted as the run's: they
//! are in "rest of the machine".

use std::collections::BTreeMap;
use std::fs;

use sqlx::Connection;

/// Clock ticks per second of `/proc`'s times (`USER_HZ`, 100 on every Linux that matters here).
const TICKS: f64 = 100.0;

/// The groups, in the order of the report's columns.
pub const GROUPS: [&str; 5] = [SERVER, "sqlite threads", POSTGRES, CLIENTS, "other threads"];

/// The server's group: its runtime's threads, or its processes' threads but SQLite's.
pub const SERVER: &str = "server";
/// The PostgreSQL processes serving the run's database.
pub const POSTGRES: &str = "postgres processes";
/// The clients' runtime (this process).
pub const CLIENTS: &str = "client runtime";

/// What to read: the servers' processes and the run's PostgreSQL database.
#[derive(Debug, Default)]
pub struct Watch {
    /// The `arbiter serve` processes started for the run (none when the server runs in this
    /// process).
    pub servers: Vec<u32>,
    /// The PostgreSQL server's administration URL and the run's database.
    pub postgres: Option<(String, String)>,
}

/// CPU time used so far, in ticks, by group.
#[derive(Clone, Debug, Default)]
pub struct Sample {
    /// By group of threads or processes.
    pub groups: BTreeMap<&'static str, u64>,
    /// The machine: busy, idle, waiting for I/O.
    pub machine: [u64; 3],
    /// The load average over one minute (`/proc/loadavg`).
    pub load: f64,
    /// PostgreSQL's processes read, by pid (a backend that appears during the window is counted
    /// from its start).
    postgres: BTreeMap<u32, u64>,
}

/// CPU time used between two samples, in cores (CPU seconds per second of the window).
#[derive(Clone, Debug, Default)]
pub struct Usage {
    /// By group.
    pub groups: Vec<(&'static str, f64)>,
    /// The machine: busy, idle, waiting for I/O.
    pub machine: [f64; 3],
    /// The one-minute load average at the start and at the end of the window.
    pub load: [f64; 2],
    /// PostgreSQL processes counted.
    pub postgres_processes: usize,
}

/// The group of a thread, by its name: in this process, only the `server` runtime's threads
/// are the server's; in a server's own process, every thread but SQLite's is.
fn group_of(name: &str, own_process: bool) -> &'static str {
    if name.starts_with("sqlx-sqlite") {
        "sqlite threads"
    } else if own_process || name.starts_with("server") {
        SERVER
    } else if name.starts_with("client") {
        CLIENTS
    } else {
        "other threads"
    }
}

/// The name and `utime + stime` of a `stat` line (the name may hold spaces and parentheses).
fn parse_stat(text: &str) -> Option<(&str, u64)> {
    let open = text.find('(')?;
    let close = text.rfind(')')?;
    let name = text.get(open + 1..close)?;
    let fields: Vec<&str> = text.get(close + 1..)?.split_whitespace().collect();
    // After the name: state is field 3, utime 14 and stime 15.
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some((name, utime + stime))
}

/// Adds the threads of process `pid` (`self` for this one) to `groups`.
fn add_threads(groups: &mut BTreeMap<&'static str, u64>, pid: &str, own_process: bool) {
    let Ok(tasks) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return;
    };
    for task in tasks.flatten() {
        let Ok(text) = fs::read_to_string(task.path().join("stat")) else {
            continue;
        };
        if let Some((name, ticks)) = parse_stat(&text) {
            *groups.entry(group_of(name, own_process)).or_default() += ticks;
        }
    }
}

/// PostgreSQL's own counts at one moment: the run's database's commits (`pg_stat_database`)
/// and the whole server's WAL (`pg_stat_wal`, PostgreSQL 14 and later). A backend reports
/// them when it goes idle, at most once a second, so a count may lag by about a second.
#[derive(Clone, Copy, Debug, Default)]
pub struct PgCounts {
    /// Transactions committed in the run's database.
    pub commits: i64,
    /// WAL records written (every database).
    pub wal_records: i64,
    /// WAL bytes written (every database).
    pub wal_bytes: i64,
    /// WAL flushes to the disk (every database).
    pub wal_syncs: i64,
}

impl Watch {
    /// PostgreSQL's counts now ([`PgCounts`]); `None` without PostgreSQL or if it cannot be
    /// asked.
    pub async fn pg_counts(&self) -> Option<PgCounts> {
        let (admin, name) = self.postgres.as_ref()?;
        let mut conn = sqlx::PgConnection::connect(admin).await.ok()?;
        let row: Result<(i64, i64, i64, i64), _> = sqlx::query_as(
            "SELECT d.xact_commit, w.wal_records, w.wal_bytes::bigint, w.wal_sync \
             FROM pg_stat_database d, pg_stat_wal w WHERE d.datname = $1",
        )
        .bind(name)
        .fetch_one(&mut conn)
        .await;
        let _ = conn.close().await;
        let (commits, wal_records, wal_bytes, wal_syncs) = row.ok()?;
        Some(PgCounts {
            commits,
            wal_records,
            wal_bytes,
            wal_syncs,
        })
    }

    /// The pids of the PostgreSQL processes serving the run: the run's database's backends and
    /// the processes of no database (empty without PostgreSQL or if it cannot be asked).
    pub async fn postgres_pids(&self) -> Vec<u32> {
        let Some((admin, name)) = &self.postgres else {
            return Vec::new();
        };
        let Ok(mut conn) = sqlx::PgConnection::connect(admin).await else {
            return Vec::new();
        };
        let rows: Result<Vec<(i32,)>, _> = sqlx::query_as(
            "SELECT pid FROM pg_stat_activity WHERE datname = $1 OR datname IS NULL",
        )
        .bind(name)
        .fetch_all(&mut conn)
        .await;
        let _ = conn.close().await;
        rows.map(|rows| {
            rows.into_iter()
                .filter_map(|(pid,)| u32::try_from(pid).ok())
                .collect()
        })
        .unwrap_or_default()
    }

    /// Takes a sample now, reading the PostgreSQL processes `postgres` (from
    /// [`Watch::postgres_pids`]). What cannot be read is left out.
    pub fn sample(&self, postgres: &[u32]) -> Sample {
        let mut out = Sample::default();
        for group in GROUPS {
            out.groups.insert(group, 0);
        }
        add_threads(&mut out.groups, "self", false);
        for pid in &self.servers {
            add_threads(&mut out.groups, &pid.to_string(), true);
        }
        for &pid in postgres {
            if let Ok(text) = fs::read_to_string(format!("/proc/{pid}/stat"))
                && let Some((_, ticks)) = parse_stat(&text)
            {
                out.postgres.insert(pid, ticks);
            }
        }
        out.machine = machine();
        out.load = fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|l| l.split_whitespace().next()?.parse().ok())
            .unwrap_or(f64::NAN);
        out
    }
}

/// The machine's busy, idle and iowait ticks (`/proc/stat`).
fn machine() -> [u64; 3] {
    let Ok(stat) = fs::read_to_string("/proc/stat") else {
        return [0; 3];
    };
    let Some(line) = stat.lines().next() else {
        return [0; 3];
    };
    // cpu user nice system idle iowait irq softirq steal ...
    let n: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|f| f.parse().ok())
        .collect();
    let at = |i: usize| n.get(i).copied().unwrap_or(0);
    [at(0) + at(1) + at(2) + at(5) + at(6) + at(7), at(3), at(4)]
}

impl Usage {
    /// The CPU used from `before` to `after`, over `seconds` of wall time.
    pub fn between(before: &Sample, after: &Sample, seconds: f64) -> Usage {
        let cores = |ticks: u64| ticks as f64 / TICKS / seconds.max(f64::MIN_POSITIVE);
        let postgres: u64 = after
            .postgres
            .iter()
            .map(|(pid, &ticks)| {
                ticks.saturating_sub(before.postgres.get(pid).copied().unwrap_or(0))
            })
            .sum();
        let groups = GROUPS
            .iter()
            .map(|&group| {
                let used = if group == POSTGRES {
                    postgres
                } else {
                    let now = after.groups.get(group).copied().unwrap_or(0);
                    now.saturating_sub(before.groups.get(group).copied().unwrap_or(0))
                };
                (group, cores(used))
            })
            .collect();
        let machine = [0, 1, 2].map(|i| cores(after.machine[i].saturating_sub(before.machine[i])));
        Usage {
            groups,
            machine,
            load: [before.load, after.load],
            postgres_processes: after.postgres.len(),
        }
    }
}

/// How busy the machine is over `length` (in cores), before a run: other work on the machine
/// takes CPU from both the server and the clients.
pub fn machine_busy(length: std::time::Duration) -> f64 {
    let before = machine();
    std::thread::sleep(length);
    let after = machine();
    let busy = after[0].saturating_sub(before[0]);
    busy as f64 / TICKS / length.as_secs_f64().max(f64::MIN_POSITIVE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_with_spaces_in_the_name_reads() {
        let line = "42 (sqlx-sqlite-wor (x)) S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0";
        assert_eq!(parse_stat(line), Some(("sqlx-sqlite-wor (x)", 300)));
        assert_eq!(group_of("server", false), SERVER);
        assert_eq!(group_of("tokio-runtime-w", true), SERVER);
        assert_eq!(group_of("tokio-runtime-w", false), "other threads");
        assert_eq!(group_of("sqlx-sqlite-wor", true), "sqlite threads");
    }
}
