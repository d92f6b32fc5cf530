#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Write the seeded random-game corpus of `arbiter check` (crates/cli/tests/check_corpus.rs).

Every game is a sequence of random legal moves from the standard position, played with
python-chess 1.11.2 until python-chess says the game is over (``Board.outcome()``:
checkmate, insufficient material, stalemate, seventy-five moves, fivefold repetition,
in that order of precedence) or until 300 plies. Each game records

- the right result (the winner of a checkmate, ``1/2-1/2`` for the other endings,
  ``*`` when play stopped at 300 plies), and
- ``[ExpectPython "REASON ARTICLE PLY"]``: python-chess's verdict, with REASON one of
  ``checkmate`` (5.1.1), ``stalemate`` (5.2.1), ``dead_position`` (5.2.2, python-chess's
  insufficient material), ``fivefold_repetition`` (9.6.1), ``seventy_five_moves``
  (9.6.2), and PLY the ply after which the position stood; or ``none``.

So that every ending turns up, each game has a style (from its own RNG):

- ``capture``: random moves, a capture preferred half of the time, a check sometimes;
- ``uniform``: uniformly random legal moves;
- ``shuffle``: a random opening, then mostly a move that takes back the player's own previous
  move (repetitions, hence fivefold);
- ``quiet``: captures preferred until few pieces are left, then moves that neither capture nor
  move a pawn (the seventy-five-move rule).

Each game has its own RNG seeded from (seed, index): the output depends on the seed only.

Only the tags the test reads are written (Round, Result, ExpectPython): 3000 games with seed 11
make about 412,000 plies, 2.8 MB. ``--verify`` also compares every verdict with
``Board.outcome()`` on the final position.

Usage:
    python3 bench/make_check_corpus.py --games 3000 --seed 11 \
        --out crates/cli/tests/data/check/random.pgn [--verify]
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
import time

import chess
import chess.pgn

MAX_PLIES = 300

REASONS = {
    chess.Termination.CHECKMATE: ("checkmate", "5.1.1"),
    chess.Termination.STALEMATE: ("stalemate", "5.2.1"),
    chess.Termination.INSUFFICIENT_MATERIAL: ("dead_position", "5.2.2"),
    chess.Termination.FIVEFOLD_REPETITION: ("fivefold_repetition", "9.6.1"),
    chess.Termination.SEVENTYFIVE_MOVES: ("seventy_five_moves", "9.6.2"),
}

STYLES = (("capture", 0.37), ("uniform", 0.05), ("shuffle", 0.35), ("quiet", 0.23))


def outcome(board: chess.Board, zeroing: bool) -> chess.Outcome | None:
    """``board.outcome()``, with its costly tests skipped only where they cannot be true.

    Material changes only by a capture or a promotion (both zero the halfmove clock), so
    insufficient material can only appear after a zeroing move; five occurrences of a position
    need at least 16 reversible plies. The order of precedence is python-chess's.
    """
    if board.is_checkmate():
        return chess.Outcome(chess.Termination.CHECKMATE, not board.turn)
    if zeroing and board.is_insufficient_material():
        return chess.Outcome(chess.Termination.INSUFFICIENT_MATERIAL, None)
    if not any(board.generate_legal_moves()):
        return chess.Outcome(chess.Termination.STALEMATE, None)
    if board.is_seventyfive_moves():
        return chess.Outcome(chess.Termination.SEVENTYFIVE_MOVES, None)
    if board.halfmove_clock >= 16 and board.is_fivefold_repetition():
        return chess.Outcome(chess.Termination.FIVEFOLD_REPETITION, None)
    return None


def pick_style(rng: random.Random) -> str:
    r = rng.random()
    for name, share in STYLES:
        if r < share:
            return name
        r -= share
    return STYLES[-1][0]


def capture_biased(rng: random.Random, board: chess.Board, legal: list[chess.Move],
                   p_capture: float, p_check: float, p_pawn: float = 0.0) -> chess.Move:
    """A random legal move; a capture, a check or a pawn move preferred with these chances."""
    r = rng.random()
    if r < p_capture:
        captures = [m for m in legal if board.is_capture(m)]
        if captures:
            return rng.choice(captures)
    elif r < p_capture + p_check:
        shuffled = legal[:]
        rng.shuffle(shuffled)
        for m in shuffled:
            if board.gives_check(m):
                return m
    elif r < p_capture + p_check + p_pawn:
        pawn_moves = [m for m in legal if board.piece_type_at(m.from_square) == chess.PAWN]
        if pawn_moves:
            return rng.choice(pawn_moves)
    return rng.choice(legal)


def make_game(seed: int, index: int) -> tuple[chess.pgn.Game, str]:
    """Game number ``index`` (from 1) for ``seed``, and its style; deterministic."""
    rng = random.Random(f"arbiter-check-corpus:{seed}:{index}")
    style = pick_style(rng)
    board = chess.Board()
    opening = rng.randint(6, 40)
    few_pieces = rng.randint(4, 12)
    quiet = False
    result: chess.Outcome | None = None
    while result is None and len(board.move_stack) < MAX_PLIES:
        legal = list(board.legal_moves)
        ply = len(board.move_stack)
        if style == "uniform":
            move = rng.choice(legal)
        elif style == "shuffle" and ply >= opening and ply >= 2 and rng.random() < 0.9:
            mine = board.move_stack[-2]
            back = chess.Move(mine.to_square, mine.from_square)
            move = back if back in legal else capture_biased(rng, board, legal, 0.3, 0.05)
        elif style == "quiet":
            quiet = quiet or chess.popcount(board.occupied) <= few_pieces or ply >= 60
            if quiet and rng.random() < 0.995:
                calm = [m for m in legal if not board.is_zeroing(m)]
                move = rng.choice(calm or legal)
            else:
                move = capture_biased(rng, board, legal, 0.7, 0.1)
        else:
            move = capture_biased(rng, board, legal, 0.8, 0.1, 0.07)
        zeroing = board.is_zeroing(move)
        board.push(move)
        result = outcome(board, zeroing)

    game = chess.pgn.Game.from_board(board)
    # Only the tags the test reads, to keep the file small.
    h = game.headers = chess.pgn.Headers({})
    h["Round"] = str(index)
    if result is None:
        h["Result"] = "*"
        h["ExpectPython"] = "none"
    else:
        h["Result"] = result.result()
        reason, article = REASONS[result.termination]
        h["ExpectPython"] = f"{reason} {article} {len(board.move_stack)}"
    return game, style


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--out", required=True, help="output PGN file")
    ap.add_argument("--verify", action="store_true",
                    help="also check every game's verdict against board.outcome() (slow)")
    args = ap.parse_args()

    t0 = time.perf_counter()
    counts: collections.Counter[str] = collections.Counter()
    styles: collections.Counter[str] = collections.Counter()
    plies = 0
    with open(args.out, "w", encoding="utf-8", newline="\n") as f:
        for index in range(1, args.games + 1):
            game, style = make_game(args.seed, index)
            styles[style] += 1
            verdict = game.headers["ExpectPython"].split()[0]
            counts[verdict] += 1
            board = game.end().board()
            plies += len(board.move_stack)
            if args.verify:
                real = board.outcome()
                real_reason = REASONS[real.termination][0] if real else "none"
                assert real_reason == verdict, (index, real, verdict)
            exporter = chess.pgn.StringExporter(headers=True, variations=False, comments=False)
            f.write(game.accept(exporter))
            f.write("\n\n")
    print(f"wrote {args.games} games ({plies} plies) to {args.out} in "
          f"{time.perf_counter() - t0:.1f} s", file=sys.stderr)
    print("verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())), file=sys.stderr)
    print("styles: " + ", ".join(f"{k} {v}" for k, v in sorted(styles.items())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
