#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write a PGN file of seeded pseudo-random, game-like games (python-chess).

Every game has the Seven Tag Roster (Event "Arbiter bench", Site, Date,
Round = index, White "White N", Black "Black N", Result) plus
``[TimeControl "40/5400+30:1800+30"]`` and ``[Termination ...]``.

Moves are random with a bias: with some probability a capture or a checking
move is preferred, otherwise any legal move.  A game stops when the board ends
it (checkmate, stalemate, insufficient material, fivefold repetition,
75-move rule) or at a random length of 40-160 plies.  The recorded result is
the real one when the board ended the game; otherwise it is a random plausible
one with ``[Termination "normal"]`` (resignation / agreed draw) or, in ~8% of
those games, ``[Termination "time forfeit"]`` (the side to move loses).  A side
with insufficient material (python-chess's test) is never recorded as the
winner: such results become 1/2-1/2 (FIDE Articles 5.1.2, 6.9).

About half of the games get ``{ [%clk h:mm:ss] }`` after every move; the
clocks follow the TimeControl tag exactly (time spent >= 0, +30 s increment
per move, +1800 s after a player's 40th move).

Each game has its own RNG seeded from (seed, index), so the output depends on
the seed only (and not on --jobs).  Games are written with python-chess's
exporter.

Usage:
    python3 bench/make_games.py --games 10000 --seed 1 --out FILE [--jobs N]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time

import chess
import chess.pgn

TIME_CONTROL = "40/5400+30:1800+30"
FIRST_PERIOD, MOVES_IN_FIRST, SECOND_PERIOD, INCREMENT = 5400, 40, 1800, 30

P_CAPTURE = 0.45  # prefer a capture, when there is one
P_CHECK = 0.12  # prefer a checking move, when there is one
P_CLOCKS = 0.5  # share of games with [%clk] comments
P_TIME_FORFEIT = 0.08  # share of the undecided games lost on time


def _board_outcome(board: chess.Board, legal: list[chess.Move], captured: bool) -> str | None:
    """Result string if the board ends the game now, else None.

    Same as ``board.outcome()`` but cheaper: the expensive tests only run when
    they can possibly be true.
    """
    if not legal:
        if board.is_check():
            return "0-1" if board.turn == chess.WHITE else "1-0"
        return "1/2-1/2"  # stalemate
    if captured and board.is_insufficient_material():
        return "1/2-1/2"
    if board.halfmove_clock >= 150:  # 75-move rule (not mate: legal moves exist)
        return "1/2-1/2"
    # Five occurrences need at least 16 reversible plies.
    if board.halfmove_clock >= 16 and board.is_fivefold_repetition():
        return "1/2-1/2"
    return None


def _pick(rng: random.Random, board: chess.Board, legal: list[chess.Move]) -> chess.Move:
    """Random legal move, biased towards captures and checks."""
    r = rng.random()
    if r < P_CAPTURE:
        captures = [m for m in legal if board.is_capture(m)]
        if captures:
            return rng.choice(captures)
    elif r < P_CAPTURE + P_CHECK:
        # First checking move of a shuffled copy = a uniform random check,
        # without calling the costly gives_check() on every move.
        shuffled = legal[:]
        rng.shuffle(shuffled)
        for m in shuffled:
            if board.gives_check(m):
                return m
    return rng.choice(legal)


def make_game(seed: int, index: int) -> chess.pgn.Game:
    """Game number ``index`` (1-based) for ``seed``; deterministic."""
    rng = random.Random(f"arbiter-bench:{seed}:{index}")
    board = chess.Board()
    game = chess.pgn.Game()
    h = game.headers
    h["Event"] = "Arbiter bench"
    h["Site"] = "Bench City"
    h["Date"] = f"{rng.randint(2015, 2025)}.{rng.randint(1, 12):02d}.{rng.randint(1, 28):02d}"
    h["Round"] = str(index)
    h["White"] = f"White {index}"
    h["Black"] = f"Black {index}"

    with_clocks = rng.random() < P_CLOCKS
    clocks = [FIRST_PERIOD, FIRST_PERIOD]  # white, black (seconds)
    moves_made = [0, 0]
    target = rng.randint(40, 160)

    node: chess.pgn.GameNode = game
    result = None
    legal = list(board.legal_moves)
    while result is None and len(board.move_stack) < target:
        move = _pick(rng, board, legal)
        captured = board.is_capture(move) or move.promotion is not None
        side = 0 if board.turn == chess.WHITE else 1
        board.push(move)
        node = node.add_variation(move)
        if with_clocks:
            spent = min(int(rng.expovariate(1 / 90)), clocks[side] - 1)
            moves_made[side] += 1
            clocks[side] += INCREMENT - spent
            if moves_made[side] == MOVES_IN_FIRST:
                clocks[side] += SECOND_PERIOD
            node.set_clock(clocks[side])
        legal = list(board.legal_moves)
        result = _board_outcome(board, legal, captured)

    if result is not None:
        h["Termination"] = "normal"
    elif rng.random() < P_TIME_FORFEIT:
        # The side to move ran out of time.
        winner = not board.turn
        result = "1/2-1/2" if board.has_insufficient_material(winner) else ("1-0" if winner else "0-1")
        h["Termination"] = "time forfeit"
    else:  # resignation or agreed draw
        result = rng.choice(("1-0", "1-0", "0-1", "0-1", "1/2-1/2"))
        if result != "1/2-1/2" and board.has_insufficient_material(result == "1-0"):
            result = "1/2-1/2"  # a winner needs mating material
        h["Termination"] = "normal"
    h["Result"] = result
    h["TimeControl"] = TIME_CONTROL
    return game


def _render(args: tuple[int, int, int]) -> str:
    """PGN text of games [start, stop) for a seed (worker function)."""
    seed, start, stop = args
    return "".join(str(make_game(seed, i)) + "\n\n" for i in range(start, stop))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", required=True, help="output PGN file")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes (output does not depend on it)")
    args = ap.parse_args()

    t0 = time.perf_counter()
    chunk = 200
    tasks = [(args.seed, s, min(s + chunk, args.games + 1)) for s in range(1, args.games + 1, chunk)]
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        if args.jobs <= 1:
            parts = map(_render, tasks)
            for part in parts:
                f.write(part)
        else:
            with multiprocessing.Pool(args.jobs) as pool:
                for part in pool.imap(_render, tasks):  # imap keeps the order
                    f.write(part)
    print(f"wrote {args.games} games to {args.out} in {time.perf_counter() - t0:.1f} s",
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
