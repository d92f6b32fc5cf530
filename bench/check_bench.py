#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Side-by-side benchmark of `arbiter check FILE` on one PGN file.

Generates (bench/make_games.py, cached under the system temp dir) a PGN of N
seeded game-like games, builds

    cargo build --release -p arbiter-cli
    cargo build --release --manifest-path bench/pgn-legality/Cargo.toml

and times, R times each in interleaved rounds (one run of every tool per round; the median is
reported):

  arbiter check          target/release/arbiter check FILE (all cores);
                         one JSON line per game on stdout
  arbiter check 1 thread the same with --jobs 1 (work per core)
  python-chess           this script's --validate mode in a separate
                         process: chess.pgn.read_game in a loop (its reader
                         plays every SAN with parse_san, so illegal or
                         unparsable moves land in game.errors), then replay
                         of the mainline computing what python-chess can of
                         the same facts (see VALIDATE_NOTE)
  pgn-legality 1 thread  pgn-reader + shakmaty, SAN -> legal move, counts only
  pgn-legality N threads the same, file split at game boundaries

Prints a markdown table (median seconds, games/s, speed ratios) and checks
that all tools read the same number of games (plus, informationally, the
same number of invalid games and plies).  A missing or failing arbiter (the
`check` command is being written) gives a "missing" row, not a crash.

Two binaries, old and new (issue 21: "`arbiter check` speed unchanged within
noise"): `--arbiter old=PATH --arbiter new=PATH` times each binary's two
rows in the same interleaved rounds as bare legality, and prints, side by
side, each binary's time against bare legality's in the same run (the ratio
of the medians, and the ratio round by round with its spread, which is the
noise of the machine), then new's ratio over old's. Without `--arbiter`, the
repository's own release build is the one binary (built unless
`--no-build`). pgn-legality is built into the repository's `target/` (no
other target directory), or given with `--legality PATH`. `--no-python`
leaves the slow python-chess row out.

Usage:
    python3 bench/check_bench.py [--games 10000] [--seed 1] [--repeat 3]
                                 [--pgn FILE] [--threads N] [--no-build]
                                 [--arbiter LABEL=PATH ...] [--legality PATH]
                                 [--no-python]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO_ROOT = BENCH.parent
ARBITER = REPO_ROOT / "target" / "release" / "arbiter"
LEGALITY_DIR = BENCH / "pgn-legality"
# Built into the repository's target directory: one target directory for the workspace and
# this tool alike.
LEGALITY = REPO_ROOT / "target" / "release" / "pgn-legality"

VALIDATE_NOTE = (
    "python-chess computes: legality (read_game/parse_san), plies, the board's "
    "own ending at the end of the game (outcome(claim_draw=False): checkmate, "
    "stalemate, insufficient material, 75-move, fivefold), whether the recorded "
    "Result contradicts that ending, and per ply whether a threefold repetition "
    "has occurred (is_repetition(3), only tested once halfmove_clock >= 8) or the "
    "50-move count is reached (halfmove_clock >= 100).  It does NOT compute: "
    "claims by announcing the next move (can_claim_threefold_repetition is too "
    "slow per ply), dead positions beyond insufficient material, clocks "
    "([%clk], TimeControl, time forfeits), tags, or non-English SAN (its "
    "reader silently drops unknown characters: 'Cf3' is read as 'f3').  Runs "
    "on one core."
)


# ---------------------------------------------------------------------------
# python-chess worker (run as a subprocess so it is timed like the others)
# ---------------------------------------------------------------------------


def validate(path: str) -> dict:
    """Read and validate every game with python-chess; return totals."""
    import chess
    import chess.pgn

    t = dict(games=0, plies=0, invalid_games=0, ended_on_board=0,
             result_contradicts_ending=0, threefold_games=0, fifty_move_games=0)
    with open(path, encoding="utf-8") as f:
        while (game := chess.pgn.read_game(f)) is not None:
            t["games"] += 1
            if game.errors:  # illegal / ambiguous / unparsable SAN
                t["invalid_games"] += 1
            board = game.board()
            threefold = fifty = False
            # The reader already checked each move; push() just replays them.
            for move in game.mainline_moves():
                board.push(move)
                # Three occurrences need >= 8 reversible plies; the guard
                # skips is_repetition's scan of the whole move stack.
                if not threefold and board.halfmove_clock >= 8 and board.is_repetition(3):
                    threefold = True
                if board.halfmove_clock >= 100:
                    fifty = True
            t["plies"] += len(board.move_stack)
            t["threefold_games"] += threefold
            t["fifty_move_games"] += fifty
            outcome = board.outcome(claim_draw=False)
            if outcome is not None:
                t["ended_on_board"] += 1
                if game.headers.get("Result", "*") != outcome.result():
                    t["result_contradicts_ending"] += 1
    return t


# ---------------------------------------------------------------------------
# Runs
# ---------------------------------------------------------------------------


@dataclass
class Row:
    name: str
    does: str
    threads: str
    times: list[float] = field(default_factory=list)
    counts: dict = field(default_factory=dict)
    missing: str | None = None  # reason when the row could not be measured
    stderr: str = ""

    @property
    def median(self) -> float | None:
        return statistics.median(self.times) if self.times and not self.missing else None


def tail(text: str, lines: int = 8) -> str:
    return "\n".join(text.strip().splitlines()[-lines:])


def parse_arbiter(stdout: str) -> dict:
    """Totals from `arbiter check` JSON lines (one per game)."""
    games = plies = invalid = ended = findings = 0
    for line in stdout.splitlines():
        if not line.strip():
            continue
        g = json.loads(line)  # ValueError -> reported as a failed run
        games += 1
        plies += int(g.get("plies") or 0)
        invalid += not g.get("valid", True)
        ended += g.get("ending") is not None
        findings += len(g.get("findings") or [])
    return dict(games=games, plies=plies, invalid_games=invalid,
                ended_on_board=ended, findings=findings)


def run_once(row: Row, cmd: list[str], parse, ok_codes: tuple[int, ...]) -> None:
    """Run `cmd` once; add to row.times / row.counts, or set row.missing."""
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        row.missing = f"cannot run {cmd[0]}: {e}"
        return
    elapsed = time.perf_counter() - t0
    if proc.returncode not in ok_codes:
        row.missing = f"exit status {proc.returncode}: {tail(proc.stderr, 3) or '(no stderr)'}"
        return
    try:
        counts = parse(proc.stdout)
    except (ValueError, KeyError, TypeError) as e:
        row.missing = f"unreadable output ({e}): {proc.stdout[:200]!r}"
        return
    if not counts.get("games"):
        row.missing = f"read no games; stderr: {tail(proc.stderr, 3)}"
        return
    row.times.append(elapsed)
    row.counts = counts
    row.stderr = proc.stderr
    print(f"  {row.name}: {elapsed:.2f} s", file=sys.stderr)


def measure(runs: list[tuple[Row, list[str], object, tuple[int, ...]]], repeat: int) -> None:
    """Time every command `repeat` times, in rounds of one run each: on a shared machine
    whose speed drifts, every tool then meets the same slow and fast moments, and the ratios
    between medians stay fair. A command that fails once is reported missing."""
    for _ in range(repeat):
        for row, cmd, parse, ok_codes in runs:
            if not row.missing:
                run_once(row, cmd, parse, ok_codes)


def cargo_build(args: list[str]) -> str | None:
    """Run a cargo build in the repo root; None on success, else its errors
    on one line."""
    print(f"$ cargo {' '.join(args)}", file=sys.stderr)
    proc = subprocess.run(["cargo", *args], cwd=REPO_ROOT, capture_output=True, text=True)
    if proc.returncode == 0:
        return None
    errors = [ln.strip() for ln in proc.stderr.splitlines() if ln.startswith("error")]
    return " / ".join(errors[:3]) or tail(proc.stderr, 1)


def games_file(games: int, seed: int) -> Path:
    """Generated PGN, cached in the temp dir by (games, seed, generator hash)."""
    gen = BENCH / "make_games.py"
    digest = hashlib.sha1(gen.read_bytes()).hexdigest()[:12]
    cache = Path(tempfile.gettempdir()) / "arbiter-bench"
    cache.mkdir(exist_ok=True)
    path = cache / f"games-{games}-seed{seed}-{digest}.pgn"
    if not path.exists():
        tmp = path.with_suffix(".tmp")
        subprocess.run([sys.executable, str(gen), "--games", str(games), "--seed", str(seed),
                        "--out", str(tmp)], check=True)
        tmp.replace(path)
    return path


# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------


def ratio(num: float | None, den: float | None) -> str:
    return f"{num / den:.2f}" if num and den else "–"


def report(rows: list[Row], py: Row, bare1: Row, bare_n: Row,
           binaries: list[tuple[str, Row, Row]], n_threads: int) -> None:
    print("| implementation | per game | threads | median s | games/s "
          "| python-chess time / this | bare time (same threads) / this |")
    print("|---|---|---|---|---|---|---|")
    for r in rows:
        if r.missing:
            print(f"| {r.name} | {r.does} | {r.threads} | missing | – | – | – |")
            continue
        bare = bare_n if r.threads != "1" else bare1
        games = r.counts["games"]
        print(f"| {r.name} | {r.does} | {r.threads} | {r.median:.3f} | {games / r.median:,.0f} "
              f"| {ratio(py.median, r.median)} | {ratio(bare.median, r.median)} |")
    print()
    for r in rows:
        if r.missing:
            print(f"- **{r.name}: missing** — {r.missing}")
    for label, arb, arb1 in binaries:
        if arb.missing:
            continue
        vs_python = py.median / arb.median if py.median and arb.median else 0.0
        vs_bare = bare1.median / arb.median if bare1.median and arb.median else 0.0
        who = f"{label}: " if len(binaries) > 1 else ""
        python = (f"{vs_python:.1f}× python-chess (target ≥ 50: "
                  f"{'met' if vs_python >= 50 else 'NOT met'}), " if py.median else "")
        print(f"- {who}Issue 3's targets, as written (arbiter check on all cores; bare legality is "
              f"pgn-reader + shakmaty as the library reads, one reader): "
              f"{python}"
              f"{vs_bare:.2f} of bare legality (target ≥ 0.5: "
              f"{'met' if vs_bare >= 0.5 else 'NOT met'}).")
        if not bare1.missing and len(bare1.times) == len(arb.times):
            # The runs are interleaved: the two tools of one round met the same machine.
            rounds = [b / a for b, a in zip(bare1.times, arb.times)]
            print(f"- {who}The same ratio round by round (bare legality's time over arbiter "
                  f"check's, in each round): median {statistics.median(rounds):.2f}, from "
                  f"{min(rounds):.2f} to {max(rounds):.2f}; the ratio of the medians above is "
                  f"the target's measure.")
        print(f"- {who}Stricter comparisons, for the record: {ratio(bare_n.median, arb.median)} of "
              f"bare legality split over {n_threads} threads too; per core (both on 1 thread) "
              f"{ratio(bare1.median, arb1.median)}.")
    if len(binaries) > 1:
        side_by_side(binaries, bare1, bare_n)
    if py.median or py.missing:
        print(f"- python-chess row: {VALIDATE_NOTE}")
    print("- pgn-legality rows: pgn-reader 0.29.0 + shakmaty 0.30.1, SAN to legal move and play, "
          "counts only (comments and tags skipped, no endings, claims or clocks); each game stops "
          "at its first illegal move.")
    print("- Times are wall-clock for the whole process (start-up, reading the file, output).")


def round_ratios(bare: Row, arb: Row) -> list[float]:
    """Bare legality's time over arbiter check's, round by round (the runs are interleaved)."""
    if bare.missing or arb.missing or len(bare.times) != len(arb.times):
        return []
    return [b / a for b, a in zip(bare.times, arb.times)]


def side_by_side(binaries: list[tuple[str, Row, Row]], bare1: Row, bare_n: Row) -> None:
    """Each binary's speed against bare legality in the same run, side by side, and the
    change from the first binary (old) to each other: the measure of issue 21's "speed
    unchanged within noise". The spread of the round-by-round ratios is the noise."""
    print("\n| binary | threads | median s | bare / this (medians) "
          "| bare / this, round by round: median [min – max] | this ratio / first's |")
    print("|---|---|---|---|---|---|")
    base: dict[str, float] = {}
    for label, arb, arb1 in binaries:
        for row, bare, threads in ((arb, bare1, "all"), (arb1, bare1, "1")):
            if row.missing or not bare.median:
                print(f"| {label} | {threads} | missing | – | – | – |")
                continue
            r = bare.median / row.median
            rounds = round_ratios(bare, row)
            spread = (f"{statistics.median(rounds):.3f} [{min(rounds):.3f} – {max(rounds):.3f}]"
                      if rounds else "–")
            first = base.setdefault(threads, r)
            print(f"| {label} | {threads} | {row.median:.3f} | {r:.3f} | {spread} "
                  f"| {r / first:.3f} |")
    print("\n- A change is within noise when the last column's distance from 1 is smaller than "
          "the spread of the round-by-round ratios (both binaries met the same machine in "
          "each round).")


def agreement(rows: list[Row]) -> bool:
    """Print per-tool counts; True when all tools read the same games."""
    measured = [r for r in rows if not r.missing]
    keys = ["games", "invalid_games", "plies"]
    print("\n| counts | " + " | ".join(r.name for r in measured) + " |")
    print("|---|" + "---|" * len(measured))
    all_ok = True
    for k in keys:
        vals = [r.counts.get(k) for r in measured]
        same = len(set(vals)) <= 1
        all_ok &= same or k != "games"
        flag = "" if same else " **DISAGREE**"
        print(f"| {k}{flag} | " + " | ".join(f"{v:,}" if v is not None else "–" for v in vals) + " |")
    for r in measured:
        more = {k: v for k, v in r.counts.items() if k not in keys and k != "threads"}
        if more:
            print(f"\n{r.name} also reports: " + ", ".join(f"{k}={v:,}" for k, v in more.items()))
    if all_ok:
        print("\nAll measured tools read the same number of games.")
    else:
        print("\n**The tools disagree on the number of games read.**")
    return all_ok


# ---------------------------------------------------------------------------


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pgn", help="use this PGN file instead of generating one")
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1,
                    help="threads for the all-cores pgn-legality row (default: all cores)")
    ap.add_argument("--no-build", action="store_true", help="skip the cargo builds")
    ap.add_argument("--arbiter", action="append", metavar="LABEL=PATH", default=[],
                    help="an arbiter binary to time (repeat: old=PATH new=PATH); default: "
                         "the repository's release build")
    ap.add_argument("--legality", metavar="PATH", help="a built pgn-legality binary")
    ap.add_argument("--no-python", action="store_true", help="leave out the python-chess row")
    ap.add_argument("--validate", metavar="FILE", help=argparse.SUPPRESS)  # worker mode
    args = ap.parse_args()

    if args.validate:
        print(json.dumps(validate(args.validate)))
        return 0
    try:
        import chess
    except ImportError:
        sys.exit("check_bench.py needs python-chess: pip install chess==1.11.2")
    binaries_given: list[tuple[str, Path]] = []
    for given in args.arbiter:
        label, sep, path = given.partition("=")
        if not sep:
            label, path = Path(given).name, given
        binaries_given.append((label, Path(path)))
    cpus = os.cpu_count() or 1

    pgn = Path(args.pgn) if args.pgn else games_file(args.games, args.seed)

    arb_err = leg_err = None
    legality = Path(args.legality) if args.legality else LEGALITY
    if not args.no_build:
        if not binaries_given:
            arb_err = cargo_build(["build", "--release", "-p", "arbiter-cli"])
        if not args.legality:
            leg_err = cargo_build(["build", "--release", "--manifest-path",
                                   str(LEGALITY_DIR / "Cargo.toml"),
                                   "--target-dir", str(REPO_ROOT / "target")])

    n = args.threads
    binaries: list[tuple[str, Row, Row, Path]] = []
    for label, path in binaries_given or [("", ARBITER)]:
        prefix = f"{label}: " if label else ""
        arb = Row(f"{prefix}arbiter check", "parse, FIDE legality, endings, claims, clocks, "
                  "findings; JSON per game", f"all ({cpus})")
        arb1 = Row(f"{prefix}arbiter check 1 thread", "the same, `--jobs 1`", "1")
        if arb_err:
            arb.missing = f"`cargo build --release -p arbiter-cli` failed: {arb_err}"
        elif not path.exists():
            arb.missing = f"{path} does not exist"
        if arb.missing:
            arb1.missing = arb.missing
        binaries.append((label or "arbiter", arb, arb1, path))
    py = Row("python-chess 1.11.2", "read_game + replay: legality, outcome, repetition(3), 50-move "
             "count (see notes)", "1")
    if args.no_python:
        py.missing = "left out (--no-python)"
    bare1 = Row("pgn-legality 1 thread", "pgn-reader + shakmaty: SAN → legal move, counts only", "1")
    bare_n = Row(f"pgn-legality {n} threads", "same, file split at game boundaries", str(n))
    rows = [r for _, arb, arb1, _ in binaries for r in (arb, arb1)] + [py, bare1, bare_n]

    print(f"benchmark file: {pgn} ({pgn.stat().st_size / 1e6:.1f} MB); "
          f"{args.repeat} interleaved runs each, median reported", file=sys.stderr)
    if leg_err:
        bare1.missing = bare_n.missing = f"pgn-legality build failed: {leg_err}"
    elif not legality.exists():
        bare1.missing = bare_n.missing = f"{legality} does not exist"
    runs = [(bare1, [str(legality), "--threads", "1", str(pgn)], json.loads, (0,))]
    for _, arb, arb1, path in binaries:
        runs.append((arb, [str(path), "check", str(pgn)], parse_arbiter, (0, 1)))
        runs.append((arb1, [str(path), "check", "--jobs", "1", str(pgn)], parse_arbiter, (0, 1)))
    runs.append((bare_n, [str(legality), "--threads", str(n), str(pgn)], json.loads, (0,)))
    if not args.no_python:
        runs.append((py, [sys.executable, __file__, "--validate", str(pgn)], json.loads, (0,)))
    measure(runs, args.repeat)

    games = next((r.counts["games"] for r in rows if not r.missing), "?")
    print(f"\n{games} games, {pgn.stat().st_size / 1e6:.1f} MB PGN; {cpus} CPUs "
          f"({platform.processor() or platform.machine()}); Python {platform.python_version()}, "
          f"python-chess {chess.__version__}; median of {args.repeat} interleaved runs\n")
    report(rows, py, bare1, bare_n, [(label, a, a1) for label, a, a1, _ in binaries], n)
    ok = agreement([r for r in rows if r is not py or not args.no_python])
    arb = binaries[-1][1]
    if not arb.missing and arb.stderr.strip():
        print("\narbiter check's own summary (stderr, last run):\n```\n"
              + tail(arb.stderr, 40) + "\n```")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
