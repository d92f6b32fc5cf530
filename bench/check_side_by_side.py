#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""`arbiter check` beside bare legality and pgn-extract, one and two threads (issue 36, item 2).

    python3 bench/check_side_by_side.py --arbiter new=target/release/arbiter \
        [--arbiter old=/tmp/arbiter-old] [--legality target/release/pgn-legality] \
        [--pgn-extract /usr/games/pgn-extract] [--pgn FILE | --games 10000 --seed 1] \
        [--rounds 5] [--threads 1,2]

Every round runs every command once, in the same order (interleaved: on a machine shared with
other work, every tool meets the same slow and fast moments); the table gives, per command, the
wall-clock median with its range over the rounds and the CPU time (user + system, from the
child's rusage: less sensitive to other processes' load than the wall clock), then the ratios
the issue's targets are written in, round by round (median [min – max]), and bare legality's
least CPU time over the arbiter's least (the fastest rounds, the least disturbed by other work:
on a noisy machine the steadier reading of the ratio to the target). A binary whose name
holds `check-core` (bench/check-core: `arbiter check --jobs 1`'s reading and audit without its
JSON output) is run as `check-core FILE`, on one thread only:

- bare legality / arbiter check, on the same number of threads (target >= 0.8): `pgn-legality
  --threads N` (pgn-reader + shakmaty, SAN to legal move and play, counts only) against
  `arbiter check --jobs N`;
- pgn-extract / arbiter check a core (target >= 3): `pgn-extract -r` (reads every game and
  checks every move, reports errors, writes no game; one thread) against `arbiter check --jobs 1`.

The corpus is `bench/make_check_corpus.py --games GAMES --seed SEED` (cached in the temp dir),
unless `--pgn` names a file. Binaries are given, not built: `cargo build --release -p
arbiter-cli` and `cargo build --release --manifest-path bench/pgn-legality/Cargo.toml
--target-dir target` make the two of this checkout. Outputs are compared by
bench/same_outputs.py, not here; this script checks only that every tool read the same games.
The runs of each pass, with callgrind's profile by stage, are recorded in
bench/check_profile.py's docstring (the fifth pass) and in the README (the first four).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent


def corpus(games: int, seed: int) -> Path:
    cache = Path(tempfile.gettempdir()) / "arbiter-bench"
    cache.mkdir(exist_ok=True)
    path = cache / f"check-corpus-{games}-seed{seed}.pgn"
    if not path.exists():
        tmp = path.with_suffix(".tmp")
        subprocess.run([sys.executable, str(BENCH / "make_check_corpus.py"), "--games",
                        str(games), "--seed", str(seed), "--out", str(tmp)], check=True)
        tmp.replace(path)
    return path


def timed(cmd: list[str]) -> tuple[float, float, str]:
    """Wall seconds, CPU seconds (user + system of the child), stdout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode not in (0, 1):
        sys.exit(f"{' '.join(cmd)}: exit status {proc.returncode}\n{proc.stderr[-2000:]}")
    return wall, cpu, proc.stdout


def is_core(path: str) -> bool:
    """Whether `path` is bench/check-core (`check-core FILE`: the reader and the audit of
    `arbiter check --jobs 1` without the JSON written), given where an `arbiter` is."""
    return "check-core" in Path(path).name


def games_of_arbiter(out: str) -> int:
    return sum(1 for line in out.splitlines() if line.startswith('{"game":'))


def spread(values: list[float], digits: int = 3) -> str:
    return (f"{statistics.median(values):.{digits}f} "
            f"[{min(values):.{digits}f} – {max(values):.{digits}f}]")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--arbiter", action="append", default=[], metavar="LABEL=PATH")
    ap.add_argument("--legality", default=str(ROOT / "target" / "release" / "pgn-legality"))
    ap.add_argument("--pgn-extract", default="/usr/games/pgn-extract")
    ap.add_argument("--pgn")
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--threads", default="1,2")
    args = ap.parse_args()
    threads = [int(t) for t in args.threads.split(",")]
    binaries = [tuple(a.split("=", 1)) if "=" in a else ("arbiter", a) for a in args.arbiter]
    if not binaries:
        binaries = [("arbiter", str(ROOT / "target" / "release" / "arbiter"))]
    pgn = Path(args.pgn) if args.pgn else corpus(args.games, args.seed)

    # (label, threads, command, games counter)
    commands: list[tuple[str, int, list[str], object]] = []
    for n in threads:
        commands.append((f"pgn-legality", n, [args.legality, "--threads", str(n), str(pgn)],
                         lambda out: json.loads(out)["games"]))
        for label, path in binaries:
            if is_core(path):
                # check-core reads and audits on one thread: it stands for `--jobs 1` alone.
                if n == 1:
                    commands.append((f"{label}: arbiter check", n, [path, str(pgn)],
                                     lambda out: json.loads(out)["games"]))
                continue
            commands.append((f"{label}: arbiter check", n,
                             [path, "check", "--jobs", str(n), str(pgn)], games_of_arbiter))
    commands.append(("pgn-extract -r", 1, [args.pgn_extract, "-r", str(pgn)], None))
    walls: dict[tuple[str, int], list[float]] = {}
    cpus: dict[tuple[str, int], list[float]] = {}
    games: dict[tuple[str, int], int] = {}
    for r in range(args.rounds):
        for label, n, cmd, count in commands:
            wall, cpu, out = timed(cmd)
            walls.setdefault((label, n), []).append(wall)
            cpus.setdefault((label, n), []).append(cpu)
            if count:
                games[(label, n)] = count(out)
            print(f"round {r + 1}: {label} ({n} thread{'s' * (n > 1)}): {wall:.3f} s wall, "
                  f"{cpu:.3f} s CPU", file=sys.stderr)

    size = pgn.stat().st_size / 1e6
    print(f"{pgn.name} ({size:.1f} MB, {max(games.values(), default=0):,} games); "
          f"{args.rounds} interleaved rounds on {os.cpu_count()} CPUs; "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n")
    print("| command | threads | wall s: median [min – max] | CPU s: median [min – max] |")
    print("|---|---|---|---|")
    for label, n, _, _ in commands:
        key = (label, n)
        print(f"| {label} | {n} | {spread(walls[key])} | {spread(cpus[key])} |")
    print("\n| arbiter | threads | bare legality / arbiter (wall, round by round) "
          "| the same in CPU time | least CPU time / least CPU time "
          "| pgn-extract / arbiter (wall) | the same in CPU time |")
    print("|---|---|---|---|---|---|---|")
    extract = ("pgn-extract -r", 1)
    for label, _ in binaries:
        for n in threads:
            arb, bare = (f"{label}: arbiter check", n), ("pgn-legality", n)
            if arb not in walls:
                continue
            wall = [b / a for b, a in zip(walls[bare], walls[arb])]
            cpu = [b / a for b, a in zip(cpus[bare], cpus[arb])]
            if n == 1:
                ex_wall = spread([e / a for e, a in zip(walls[extract], walls[arb])], 2)
                ex_cpu = spread([e / a for e, a in zip(cpus[extract], cpus[arb])], 2)
            else:
                ex_wall = ex_cpu = "–"
            fastest = min(cpus[bare]) / min(cpus[arb])
            print(f"| {label} | {n} | {spread(wall)} | {spread(cpu)} | {fastest:.3f} "
                  f"| {ex_wall} | {ex_cpu} |")
    if len(binaries) > 1:
        first = binaries[0][0]
        print(f"\n| binary | threads | {first}'s wall / this one's, round by round "
              f"| the same in CPU time |")
        print("|---|---|---|---|")
        for label, _ in binaries[1:]:
            for n in threads:
                a, b = (f"{first}: arbiter check", n), (f"{label}: arbiter check", n)
                if a not in walls or b not in walls:
                    continue
                wall = [x / y for x, y in zip(walls[a], walls[b])]
                cpu = [x / y for x, y in zip(cpus[a], cpus[b])]
                print(f"| {label} | {n} | {spread(wall)} | {spread(cpu)} |")
    counted = set(games.values())
    print(f"\nGames read: {', '.join(f'{k[0]} ({k[1]}): {v:,}' for k, v in games.items())}"
          + ("" if len(counted) == 1 else "  **DISAGREE**"))
    print("Targets (issue 36): bare legality / arbiter >= 0.8 on the same threads; pgn-extract /"
          " arbiter >= 3 a core.")
    return 0 if len(counted) == 1 else 1


if __name__ == "__main__":
    sys.exit(main())
