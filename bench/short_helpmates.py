#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How short can the proof of life be? (issue 36, item 2; Art. 5.2.2)

    target/release/dead-answers fens FIRST1000.pgn > searched.fen
    python3 bench/short_helpmates.py searched.fen [--kind last] [--min-pieces 16] \
        [--max-plies 4] [--limit 40]

For each position `bench/dead-answers fens` wrote (the positions `arbiter check` hands to the
dead-position search), the shortest helpmate of at most MAX_PLIES plies by either side, found
by python-chess exhaustively (every series of legal moves, the last one a check that mates):
its length, or `-` where none is that short. Prints the count of each length.

It measures what a cheaper proof of life could gain, not what the laws crate does: the quick
helpmate walk (`crates/laws/src/quick_helpmate.rs`) proves the same positions alive with lines
of some 27 plies on average, and its cost is the line's length times its step; an exhaustive
search of four plies costs far more than the walk (35^3 positions and their moves), so the
numbers here say how much a *targeted* short search could find, not that this one is cheap.
Slow (python-chess, a few seconds a crowded position at four plies): use --limit.
"""

from __future__ import annotations

import argparse
import collections
import sys

import chess


def helpmate(board: chess.Board, winner: chess.Color, plies: int) -> list[chess.Move] | None:
    """A series of exactly `plies` legal moves ending with `winner` giving checkmate, if any."""
    if plies == 0:
        return None
    for move in list(board.legal_moves):
        if plies == 1:
            if board.turn != winner or not board.gives_check(move):
                continue
            board.push(move)
            mates = board.is_checkmate()
            board.pop()
            if mates:
                return [move]
            continue
        board.push(move)
        rest = helpmate(board, winner, plies - 1)
        board.pop()
        if rest is not None:
            return [move, *rest]
    return None


def shortest(board: chess.Board, max_plies: int) -> int | None:
    """The length of the shortest helpmate by either side, up to `max_plies` plies."""
    for plies in range(1, max_plies + 1):
        for winner in (chess.WHITE, chess.BLACK):
            # The winner gives the last move: it moves first exactly when the count is odd.
            if (board.turn == winner) != (plies % 2 == 1):
                continue
            if helpmate(board, winner, plies) is not None:
                return plies
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("fens", help="`dead-answers fens` output (KIND<TAB>FEN a line) or bare FENs")
    ap.add_argument("--kind", choices=["last", "capture"], help="only positions of this kind")
    ap.add_argument("--min-pieces", type=int, default=0, help="only positions with this many pieces")
    ap.add_argument("--max-plies", type=int, default=4)
    ap.add_argument("--limit", type=int, default=40, help="positions looked at, at most")
    args = ap.parse_args()

    counts: collections.Counter[int | None] = collections.Counter()
    asked = 0
    with open(args.fens, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split("\t")
            if args.kind and (len(parts) < 2 or parts[0] != args.kind):
                continue
            board = chess.Board(parts[-1])
            if chess.popcount(board.occupied) < args.min_pieces:
                continue
            if asked >= args.limit:
                break
            asked += 1
            counts[shortest(board, args.max_plies)] += 1
    lengths = sorted((k for k in counts if k is not None))
    row = ", ".join(f"{k} plies: {counts[k]}" for k in lengths)
    print(f"{asked} positions; {row}; none within {args.max_plies}: {counts[None]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
