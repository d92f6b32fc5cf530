//! The tables: one row per backend, in Markdown.

use std::fmt::Write;

use crate::backend::Kind;
use crate::cpu::{POSTGRES, SERVER};
use crate::disk::Fsyncs;
use crate::drive::{Outcome, Plan};

/// The targets: issue 6's and issue 36's (then with no error): games in flight, durable moves
/// per second, p99 in ms.
const TARGETS: [(&str, usize, f64, f64); 2] = [
    ("issue 6", 1000, 2000.0, 50.0),
    ("issue 36", 10_000, 5000.0, 50.0),
];

/// The CPU groups that are the database's (SQLite's connection threads, PostgreSQL's
/// processes); the clients' runtime is neither the server's nor the database's.
const DATABASE: [&str; 2] = ["sqlite threads", POSTGRES];

/// One backend's results.
pub struct Row {
    kind: Kind,
    /// Server processes (or hubs) sharing the database.
    servers: usize,
    games: usize,
    seconds: f64,
    outcome: Outcome,
    fsyncs: f64,
}

impl Row {
    /// A row from a run.
    pub fn new(kind: Kind, servers: usize, plan: &Plan, outcome: Outcome, fsyncs: f64) -> Row {
        Row {
            kind,
            servers,
            games: plan.games,
            seconds: plan.seconds.as_secs_f64(),
            outcome,
            fsyncs,
        }
    }

    fn per_second(&self) -> f64 {
        self.outcome.moves as f64 / self.seconds
    }

    /// The latency at quantile `q`, in ms.
    fn quantile(&self, q: f64) -> f64 {
        let v = &self.outcome.latencies_us;
        if v.is_empty() {
            return f64::NAN;
        }
        // The smallest latency that at least q of the moves did not exceed.
        let rank = ((q * v.len() as f64).ceil() as usize).clamp(1, v.len());
        v.get(rank - 1)
            .map_or(f64::NAN, |&us| f64::from(us) / 1000.0)
    }

    fn errors(&self) -> u64 {
        self.outcome.errors.values().sum()
    }

    /// The backend, with the number of servers when more than one share it.
    fn label(&self) -> String {
        if self.servers > 1 {
            format!("{} ×{} servers", self.kind, self.servers)
        } else {
            self.kind.to_string()
        }
    }

    /// CPU in cores used by the groups that `pick` chooses.
    fn cores(&self, pick: impl Fn(&str) -> bool) -> f64 {
        self.outcome
            .cpu
            .groups
            .iter()
            .filter(|(g, _)| pick(g))
            .map(|(_, c)| c)
            .sum()
    }
}

/// The report: the main table, the CPU table, and notes.
pub fn render(
    rows: &[Row],
    plan: &Plan,
    fsyncs: &Fsyncs,
    cores: usize,
    server_threads: usize,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "\n### Arbiter server load: {} games in flight, {}, {} s measured after {} s warm-up \
         ({cores} cores; server {server_threads} threads, clients {} threads; time control {:?})\n",
        plan.games,
        plan.offered(),
        plan.seconds.as_secs(),
        plan.warmup.as_secs(),
        plan.threads,
        plan.time_control
    );
    let _ = writeln!(
        out,
        "| backend | games | seconds | offered moves/s | durable moves/s | p50 ms | p90 ms | p99 ms | max ms | errors | fsyncs/s (disk) | moves/s ÷ fsyncs/s |"
    );
    let _ = writeln!(out, "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    let offered = plan.pace.map_or_else(
        || "closed loop".to_owned(),
        |p| format!("{:.0}", plan.games as f64 / p.as_secs_f64()),
    );
    for row in rows {
        let _ = writeln!(
            out,
            "| {} | {} | {:.0} | {offered} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {:.0} | {:.2} |",
            row.label(),
            row.games,
            row.seconds,
            row.per_second(),
            row.quantile(0.50),
            row.quantile(0.90),
            row.quantile(0.99),
            row.quantile(1.0),
            row.errors(),
            row.fsyncs,
            row.per_second() / row.fsyncs.max(f64::MIN_POSITIVE),
        );
    }
    let _ = writeln!(
        out,
        "\nfsync probe: {} × (4 KiB write + sync_data) at {:.0}/s = {:.2} ms each, in the SQLite file's directory.",
        fsyncs.count,
        fsyncs.per_second,
        1000.0 / fsyncs.per_second.max(f64::MIN_POSITIVE)
    );
    let _ = writeln!(
        out,
        "\nCPU during the window, in cores (CPU seconds per second; {cores} cores in all):\n"
    );
    let groups: Vec<&'static str> = rows
        .first()
        .map(|r| r.outcome.cpu.groups.iter().map(|(g, _)| *g).collect())
        .unwrap_or_default();
    let _ = write!(out, "| backend |");
    for g in &groups {
        let _ = write!(out, " {g} |");
    }
    let _ = writeln!(
        out,
        " rest of the machine | machine busy | idle | iowait | load average (1 min, start → end) |"
    );
    let _ = write!(out, "|---|");
    for _ in &groups {
        let _ = write!(out, "--:|");
    }
    let _ = writeln!(out, "--:|--:|--:|--:|--:|");
    for row in rows {
        if row.outcome.cpu.machine == [0.0; 3] {
            // Nothing read at all: `/proc` could not be opened (out of file descriptors).
            let _ = writeln!(
                out,
                "| {} | CPU not read: /proc could not be opened (out of file descriptors?) |",
                row.label()
            );
            continue;
        }
        let _ = write!(
            out,
            "| {} ({:.1} s) |",
            row.label(),
            row.outcome.window.as_secs_f64()
        );
        for (_, cores) in &row.outcome.cpu.groups {
            let _ = write!(out, " {cores:.2} |");
        }
        let [busy, idle, iowait] = row.outcome.cpu.machine;
        let ours: f64 = row.outcome.cpu.groups.iter().map(|(_, c)| c).sum();
        let rest = (busy - ours).max(0.0);
        let [from, to] = row.outcome.cpu.load;
        let _ = writeln!(
            out,
            " {rest:.2} | {busy:.2} | {idle:.2} | {iowait:.2} | {from:.2} → {to:.2} |"
        );
    }
    let _ = writeln!(out);
    for row in rows {
        let o = &row.outcome;
        let per_second = row.per_second();
        let cpu_database = row.cores(|g| DATABASE.contains(&g));
        let cpu_server = row.cores(|g| g == SERVER);
        let per_move = |cores: f64| {
            if per_second > 0.0 {
                cores / per_second * 1e6
            } else {
                f64::NAN
            }
        };
        let _ = writeln!(
            out,
            "- {}: {} moves in the window; {} games created, {} resigned at {} plies, {} ended by \
             the rules; setup of the first {} games {:.1} s; CPU per move: server {:.0} µs, \
             database {:.0} µs ({} PostgreSQL processes read); errors outside the window {}; \
             paced moves sent late {}.",
            row.label(),
            o.moves,
            o.created,
            o.resigned,
            plan.max_plies,
            o.finished,
            row.games,
            o.setup.as_secs_f64(),
            per_move(cpu_server),
            per_move(cpu_database),
            o.cpu.postgres_processes,
            o.errors_outside,
            o.late
        );
        if let Some((from, to)) = &o.pg
            && o.moves > 0
        {
            // Other steps (creations, resignations) and the lease's statements are counted
            // too: a few in a hundred moves.
            let moves = o.moves as f64;
            let each = |a: i64, b: i64| (b - a) as f64 / moves;
            let commits = each(from.commits, to.commits);
            let _ = writeln!(
                out,
                "  - PostgreSQL a move: {commits:.3} commits ({:.1} moves a commit) in the run's \
                 database; WAL (the whole server) {:.2} records, {:.0} bytes, {:.4} flushes",
                1.0 / commits,
                each(from.wal_records, to.wal_records),
                each(from.wal_bytes, to.wal_bytes),
                each(from.wal_syncs, to.wal_syncs),
            );
        }
        for (kind, n) in &o.errors {
            let _ = writeln!(out, "  - error `{kind}`: {n}");
        }
        for (issue, games, moves, p99) in TARGETS {
            // Issue 36's target is met with no error at all; the offered rate counts, as a run
            // offering 5,000 moves/s answers at most that many.
            let strict = issue == "issue 36";
            let offered = plan
                .pace
                .map_or(f64::INFINITY, |p| row.games as f64 / p.as_secs_f64());
            let enough = per_second >= moves || (strict && per_second >= 0.99 * offered.min(moves));
            let met = row.games >= games
                && enough
                && row.quantile(0.99) < p99
                && (!strict || row.errors() == 0);
            let _ = writeln!(
                out,
                "  - target of {issue} ({games} games, {moves:.0} durable moves/s, p99 < {p99:.0} ms{}): {}",
                if strict { ", no error" } else { "" },
                if met { "met" } else { "missed" }
            );
        }
    }
    out
}
