//! The tables: one row per backend, in Markdown.

use std::fmt::Write;

use crate::backend::Kind;
use crate::disk::Fsyncs;
use crate::drive::{Outcome, Plan};

/// The target of issue 6: games in flight, durable moves per second, p99 in ms.
const TARGET: (usize, f64, f64) = (1000, 2000.0, 50.0);

/// One backend's results.
pub struct Row {
    kind: Kind,
    games: usize,
    seconds: f64,
    outcome: Outcome,
    fsyncs: f64,
}

impl Row {
    /// A row from a run.
    pub fn new(kind: Kind, plan: &Plan, outcome: Outcome, fsyncs: f64) -> Row {
        Row {
            kind,
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
        "| backend | games | seconds | durable moves/s | p50 ms | p90 ms | p99 ms | max ms | errors | fsyncs/s (disk) | moves/s ÷ fsyncs/s |"
    );
    let _ = writeln!(out, "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    for row in rows {
        let _ = writeln!(
            out,
            "| {} | {} | {:.0} | {:.0} | {:.1} | {:.1} | {:.1} | {:.1} | {} | {:.0} | {:.2} |",
            row.kind,
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
    let _ = writeln!(out, " rest of the machine | machine busy | idle | iowait |");
    let _ = write!(out, "|---|");
    for _ in &groups {
        let _ = write!(out, "--:|");
    }
    let _ = writeln!(out, "--:|--:|--:|--:|");
    for row in rows {
        let _ = write!(
            out,
            "| {} ({:.1} s) |",
            row.kind,
            row.outcome.window.as_secs_f64()
        );
        for (_, cores) in &row.outcome.cpu.groups {
            let _ = write!(out, " {cores:.2} |");
        }
        let [busy, idle, iowait] = row.outcome.cpu.machine;
        let ours: f64 = row.outcome.cpu.groups.iter().map(|(_, c)| c).sum();
        let rest = (busy - ours).max(0.0);
        let _ = writeln!(out, " {rest:.2} | {busy:.2} | {idle:.2} | {iowait:.2} |");
    }
    let _ = writeln!(out);
    for row in rows {
        let o = &row.outcome;
        let per_second = row.per_second();
        let cpu_server: f64 = o
            .cpu
            .groups
            .iter()
            .filter(|(g, _)| *g != "client runtime")
            .map(|(_, c)| c)
            .sum();
        let _ = writeln!(
            out,
            "- {}: {} moves in the window; {} games created, {} resigned at {} plies, {} ended by \
             the rules; setup of the first {} games {:.1} s; server-side CPU {:.0} µs per move; \
             errors outside the window {}; paced moves sent late {}.",
            row.kind,
            o.moves,
            o.created,
            o.resigned,
            plan.max_plies,
            o.finished,
            row.games,
            o.setup.as_secs_f64(),
            if per_second > 0.0 {
                cpu_server / per_second * 1e6
            } else {
                f64::NAN
            },
            o.errors_outside,
            o.late
        );
        for (kind, n) in &o.errors {
            let _ = writeln!(out, "  - error `{kind}`: {n}");
        }
        let (games, moves, p99) = TARGET;
        let met = row.games >= games && per_second >= moves && row.quantile(0.99) < p99;
        let _ = writeln!(
            out,
            "  - target ({games} games, {moves:.0} durable moves/s, p99 < {p99:.0} ms): {}",
            if met { "met" } else { "missed" }
        );
    }
    out
}
