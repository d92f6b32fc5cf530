#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Throughput benchmark: `arbiter status` versus python-chess.

Generates L position lines (default 20,000): prefixes of seeded random games
from the standard start, with move lists of varied length (a few plies to a
couple of hundred), written to a temporary file.  Then, R times each
(default 3, the median is reported):

  (a) arbiter: one `arbiter status` process reads the whole file on stdin and
      prints one JSON object per line;
  (b) python-chess: for each line, parse it, replay the moves (push_uci, which
      checks legality), and compute the comparable fields: FEN with legal en
      passant, side to move, legal moves as UCI and SAN, check / checkmate /
      stalemate, can_claim_threefold_repetition, can_claim_fifty_moves,
      is_fivefold_repetition, is_seventyfive_moves; then serialise to JSON.

python-chess has no dead-position or can-mate search, so (b) does strictly less
work than (a): arbiter additionally answers dead_position and can_mate.

Prints a markdown table with lines/s for each and the ratio arbiter/python-chess.

Usage:
    python3 bench/status_bench.py [--lines 20000] [--seed 1] [--repeat 3]
                                  [--arbiter target/release/arbiter]
"""

from __future__ import annotations

import argparse
import io
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import chess
except ImportError:  # pragma: no cover - reported to the user
    sys.exit("status_bench.py needs python-chess: pip install chess==1.11.2")

REPO_ROOT = Path(__file__).resolve().parent.parent


# ---------------------------------------------------------------------------
# Workload
# ---------------------------------------------------------------------------


def random_game(rng: random.Random, max_plies: int) -> list[str]:
    """A random legal game from the standard start, as UCI moves.

    Captures are slightly discouraged so that positions stay mid-game-like for
    longer than in uniformly random play."""
    board = chess.Board()
    moves: list[str] = []
    while len(moves) < max_plies and not board.is_game_over():
        legal = list(board.legal_moves)
        quiet = [m for m in legal if not board.is_capture(m)]
        move = rng.choice(quiet if quiet and rng.random() < 0.6 else legal)
        moves.append(move.uci())
        board.push(move)
    return moves


def generate_lines(count: int, seed: int) -> list[str]:
    """`count` lines: prefixes of varied length of seeded random games."""
    rng = random.Random(f"arbiter-status-bench:{seed}")
    lines: list[str] = []
    while len(lines) < count:
        game = random_game(rng, max_plies=rng.randint(40, 220))
        # Up to 25 prefixes per game, lengths spread over the whole game.
        for _ in range(min(25, count - len(lines))):
            n = rng.randint(0, len(game))
            lines.append("startpos moves " + " ".join(game[:n]) if n else "startpos")
    return lines


# ---------------------------------------------------------------------------
# The two contenders
# ---------------------------------------------------------------------------


def run_arbiter(arbiter: str, path: str, expected_lines: int) -> float:
    """Seconds for one `arbiter status` process to answer every line of `path`."""
    with open(path, "rb") as stdin:
        t0 = time.perf_counter()
        proc = subprocess.run([arbiter, "status"], stdin=stdin, capture_output=True)
        elapsed = time.perf_counter() - t0
    answered = proc.stdout.count(b"\n")
    errors = proc.stdout.count(b'{"error"')
    if proc.returncode != 0 or answered != expected_lines or errors:
        sys.exit(f"arbiter status failed: exit {proc.returncode}, {answered} answers for "
                 f"{expected_lines} lines, {errors} error lines\n"
                 f"{proc.stderr.decode(errors='replace')[:1000]}")
    return elapsed


def python_chess_status(line: str) -> dict:
    """The fields of `arbiter status` that python-chess can compute."""
    words = line.split()
    if words[0] == "startpos":
        board = chess.Board()
        rest = words[1:]
    else:  # "fen <6 fields> [moves ...]"
        board = chess.Board(" ".join(words[1:7]))
        rest = words[7:]
    for token in rest[1:]:  # rest[0] == "moves"
        board.push_uci(token)
    legal = list(board.legal_moves)
    return {
        "fen": board.fen(en_passant="legal"),
        "turn": "white" if board.turn == chess.WHITE else "black",
        "legal_uci": [board.uci(m) for m in legal],
        "legal_san": [board.san(m) for m in legal],
        "check": board.is_check(),
        "checkmate": board.is_checkmate(),
        "stalemate": board.is_stalemate(),
        "threefold_claim": board.can_claim_threefold_repetition(),
        "fifty_move_claim": board.can_claim_fifty_moves(),
        "fivefold": board.is_fivefold_repetition(),
        "seventy_five_moves": board.is_seventyfive_moves(),
    }


def run_python_chess(path: str) -> float:
    """Seconds for python-chess to answer every line of `path` (JSON output
    written to an in-memory buffer, like arbiter writing to a pipe)."""
    out = io.StringIO()
    t0 = time.perf_counter()
    with open(path, encoding="ascii") as lines:
        for line in lines:
            out.write(json.dumps(python_chess_status(line)))
            out.write("\n")
    return time.perf_counter() - t0


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def default_arbiter() -> str:
    return str(REPO_ROOT / "target" / "release" / "arbiter")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=20_000, help="position lines (default 20000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per contender; median (default 3)")
    parser.add_argument("--arbiter", default=default_arbiter(),
                        help="arbiter binary (default: target/release/arbiter)")
    args = parser.parse_args()

    if not os.access(args.arbiter, os.X_OK):
        print(f"arbiter binary not found: {args.arbiter}\n"
              "build it with: cargo build --release -p arbiter-cli", file=sys.stderr)
        return 1

    t0 = time.perf_counter()
    lines = generate_lines(args.lines, args.seed)
    plies = [len(line.split()) - 2 if " moves " in line else 0 for line in lines]
    print(f"generated {len(lines)} lines in {time.perf_counter() - t0:.1f} s "
          f"(moves per line: mean {statistics.mean(plies):.0f}, "
          f"median {statistics.median(plies):.0f}, max {max(plies)})", file=sys.stderr)

    with tempfile.TemporaryDirectory(prefix="arbiter-bench-") as tmp:
        path = os.path.join(tmp, "lines.txt")
        with open(path, "w", encoding="ascii") as f:
            f.write("\n".join(lines) + "\n")
        arbiter_times, python_times = [], []
        for run in range(args.repeat):
            arbiter_times.append(run_arbiter(args.arbiter, path, len(lines)))
            python_times.append(run_python_chess(path))
            print(f"run {run + 1}: arbiter {arbiter_times[-1]:.2f} s, "
                  f"python-chess {python_times[-1]:.2f} s", file=sys.stderr)

    n = len(lines)
    a = statistics.median(arbiter_times)
    p = statistics.median(python_times)
    print(f"`status` throughput, {n} lines (prefixes of seeded random games, seed {args.seed}), "
          f"median of {args.repeat} runs; {platform.python_implementation()} "
          f"{platform.python_version()}, python-chess {chess.__version__}, "
          f"{os.cpu_count()} CPUs\n")
    print("| implementation | work per line | median time (s) | lines/s |")
    print("|---|---|---:|---:|")
    print(f"| arbiter status (one process) | all fields, incl. dead position and can-mate "
          f"search | {a:.2f} | {n / a:,.0f} |")
    print(f"| python-chess {chess.__version__} | same fields except dead_position and "
          f"can_mate (python-chess has no dead-position search) | {p:.2f} | {n / p:,.0f} |")
    print(f"| **ratio arbiter / python-chess** | | | **{p / a:.1f}x** |")
    print("\nNote: arbiter additionally runs the dead-position (FIDE 5.2.2 / 6.9) and "
          "can-mate searches for every line; python-chess does not.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
