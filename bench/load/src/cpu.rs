//! Where the CPU went: this process's threads by name (the server's runtime, SQLite's
//! connection threads, the clients' runtime), the PostgreSQL processes, and the machine.
//!
//! Read from `/proc`: `/proc/self/task/*/stat` per thread, `/proc/*/stat` for the processes
//! named `postgres`, and `/proc/stat` for the whole machine.

use std::collections::BTreeMap;
use std::fs;

/// Clock ticks per second of `/proc`'s times (`USER_HZ`, 100 on every Linux that matters here).
const TICKS: f64 = 100.0;

/// CPU time used so far, in ticks, by group.
#[derive(Clone, Debug, Default)]
pub struct Sample {
    /// By group of threads or processes.
    pub groups: BTreeMap<&'static str, u64>,
    /// The machine: busy, idle, waiting for I/O.
    pub machine: [u64; 3],
}

/// CPU time used between two samples, in cores (CPU seconds per second of the window).
#[derive(Clone, Debug, Default)]
pub struct Usage {
    /// By group.
    pub groups: Vec<(&'static str, f64)>,
    /// The machine: busy, idle, waiting for I/O.
    pub machine: [f64; 3],
}

/// The group of a thread of this process, by its name.
fn group_of(name: &str) -> &'static str {
    if name.starts_with("server") {
        "server runtime"
    } else if name.starts_with("sqlx-sqlite") {
        "sqlite threads"
    } else if name.starts_with("client") {
        "client runtime"
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

/// Takes a sample now. What cannot be read is left out.
pub fn sample() -> Sample {
    let mut out = Sample::default();
    for group in [
        "server runtime",
        "sqlite threads",
        "client runtime",
        "other threads",
        "postgres processes",
    ] {
        out.groups.insert(group, 0);
    }
    if let Ok(tasks) = fs::read_dir("/proc/self/task") {
        for task in tasks.flatten() {
            let Ok(text) = fs::read_to_string(task.path().join("stat")) else {
                continue;
            };
            if let Some((name, ticks)) = parse_stat(&text) {
                *out.groups.entry(group_of(name)).or_default() += ticks;
            }
        }
    }
    if let Ok(processes) = fs::read_dir("/proc") {
        for process in processes.flatten() {
            let is_pid = process
                .file_name()
                .to_str()
                .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()));
            if !is_pid {
                continue;
            }
            let Ok(text) = fs::read_to_string(process.path().join("stat")) else {
                continue;
            };
            match parse_stat(&text) {
                Some(("postgres", ticks)) => {
                    *out.groups.entry("postgres processes").or_default() += ticks;
                }
                // A server in a process of its own (`--server-bin`).
                Some(("arbiter", ticks)) => {
                    *out.groups.entry("server runtime").or_default() += ticks;
                }
                _ => {}
            }
        }
    }
    if let Ok(stat) = fs::read_to_string("/proc/stat")
        && let Some(line) = stat.lines().next()
    {
        // cpu user nice system idle iowait irq softirq steal ...
        let n: Vec<u64> = line
            .split_whitespace()
            .skip(1)
            .filter_map(|f| f.parse().ok())
            .collect();
        let at = |i: usize| n.get(i).copied().unwrap_or(0);
        out.machine = [at(0) + at(1) + at(2) + at(5) + at(6) + at(7), at(3), at(4)];
    }
    out
}

impl Usage {
    /// The CPU used from `before` to `after`, over `seconds` of wall time.
    pub fn between(before: &Sample, after: &Sample, seconds: f64) -> Usage {
        let cores = |ticks: u64| ticks as f64 / TICKS / seconds.max(f64::MIN_POSITIVE);
        let groups = after
            .groups
            .iter()
            .map(|(group, &ticks)| {
                let was = before.groups.get(group).copied().unwrap_or(0);
                (*group, cores(ticks.saturating_sub(was)))
            })
            .collect();
        let machine = [0, 1, 2].map(|i| cores(after.machine[i].saturating_sub(before.machine[i])));
        Usage { groups, machine }
    }
}

/// How busy the machine is over `length` (in cores), before a run: other work on the machine
/// takes CPU from both the server and the clients.
pub fn machine_busy(length: std::time::Duration) -> f64 {
    let before = sample();
    std::thread::sleep(length);
    let after = sample();
    Usage::between(&before, &after, length.as_secs_f64()).machine[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stat_line_with_spaces_in_the_name_reads() {
        let line = "42 (sqlx-sqlite-wor (x)) S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0";
        assert_eq!(parse_stat(line), Some(("sqlx-sqlite-wor (x)", 300)));
        assert_eq!(group_of("server"), "server runtime");
        assert_eq!(group_of("sqlx-sqlite-wor"), "sqlite threads");
    }
}
