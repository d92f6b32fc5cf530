#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Cross-check `arbiter status` against python-chess 1.11.2.

The script plays seeded pseudo-random games with python-chess, turns prefixes
of those games into position lines (``startpos moves ...`` or
``fen <FEN> moves ...``), feeds all of them to ONE ``arbiter status`` process
on stdin and compares every JSON answer with what python-chess computes for
the same position:

    fen                 board.fen(en_passant="legal")
    turn                "white" / "black"
    legal_uci           {board.uci(m) for m in board.legal_moves}   (as a set)
    legal_san           {board.san(m) for m in board.legal_moves}   (as a set)
    check               board.is_check()
    checkmate           board.is_checkmate()
    stalemate           board.is_stalemate()
    threefold_claim     board.can_claim_threefold_repetition()      (FIDE 9.2)
    fifty_move_claim    board.can_claim_fifty_moves()               (FIDE 9.3)
    fivefold            board.is_fivefold_repetition(), forced to false on
                        checkmate/stalemate (arbiter lets those take precedence)
    seventy_five_moves  board.is_seventyfive_moves()  (python-chess already
                        returns false when the side to move has no legal move)

Two one-directional sanity checks are added (python-chess has no dead-position
search, but its insufficient-material test is documented as sound):

    dead_position<=insufficient   board.is_insufficient_material() (and the game
                                  not already over by mate/stalemate) implies
                                  arbiter's dead_position is true
    can_mate<=insufficient        board.has_insufficient_material(colour)
                                  implies arbiter's can_mate[colour] is false

Random play is biased so that the interesting FIDE rules actually fire:
players often undo their own last move or step back into an earlier position
(threefold / fivefold repetition), often prefer quiet moves (50 / 75-move
rule), and a share of the games starts from few-piece FENs, some of them with
a high halfmove clock.  Some games are Chess960 (fed as ``fen <X-FEN> moves``
with king-takes-rook UCI castling).  A fixed list of hand-written probe lines
covers corner cases (pinned en passant, checkmate with the clock at 100, ...).

For a subset of the games the same prefixes are sent a second time with the
moves written in English SAN (a second arbiter process), to check SAN input.

Prefixes are sampled to keep the number of lines moderate: every prefix at
which one of the compared flags changes value, every prefix with a legal en
passant capture, the first and the final prefix, plus a random share of the
rest (``--sample``).

Exit status: 0 when everything agrees, 1 on any mismatch, error line or
protocol problem.  The last line printed is ``N passed, M failed``.

Usage:
    python3 bench/crosscheck.py [--games 100] [--seed 1] [--arbiter PATH]
                                [--max-plies 300] [--sample 0.12]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

try:
    import chess
except ImportError:  # pragma: no cover - reported to the user
    sys.exit("crosscheck.py needs python-chess: pip install chess==1.11.2")

EXPECTED_PYTHON_CHESS = "1.11.2"
REPO_ROOT = Path(__file__).resolve().parent.parent

# Fields compared one to one with python-chess, in the order they are reported.
FIELDS = [
    "fen",
    "turn",
    "legal_uci",
    "legal_san",
    "check",
    "checkmate",
    "stalemate",
    "threefold_claim",
    "fifty_move_claim",
    "fivefold",
    "seventy_five_moves",
]
# One-directional implications (see module docstring).
IMPLIED = ["dead_position<=insufficient", "can_mate<=insufficient"]
SET_FIELDS = {"legal_uci", "legal_san"}

# Few-piece starting positions where the 50/75-move and repetition rules fire
# quickly.  Some carry a high halfmove clock so that the clock crosses 99, 100,
# 149 and 150 during random play.
ENDGAME_STARTS = [
    ("KR-KR", "4k3/3r4/8/8/8/8/3R4/4K3 w - - 0 1"),
    ("KR-KR@90", "8/2k5/8/3r4/8/2R5/5K2/8 b - - 90 71"),
    ("KQ-K", "8/8/8/4k3/8/8/8/3QK3 w - - 0 1"),
    ("KQ-K@95", "8/8/2k5/8/8/8/5Q2/4K3 w - - 95 80"),
    ("KR-K+castling", "8/8/3k4/8/8/8/8/R3K3 w Q - 0 1"),
    ("KN-KN@90", "8/8/3kn3/8/8/3NK3/8/8 w - - 90 80"),
    ("KR-KR@140", "8/5k2/8/8/2R5/8/3K4/6r1 b - - 140 120"),
    ("KQ-KR@98", "8/8/8/3qk3/8/8/3RK3/8 w - - 98 70"),
    ("pawns+ep", "4k3/8/8/8/1p1p4/8/2P1P3/4K3 w - - 0 1"),
    ("KRB-KRN", "2r1k3/8/4n3/8/8/3B4/8/R3K3 w Q - 0 1"),
    ("KBN-K@60", "8/8/8/4k3/8/8/8/2BNK3 w - - 60 50"),
]

# Hand-written probe lines; expectations still come from python-chess.
PROBES = [
    # En passant square given but the capture is illegal (horizontal pin):
    # the output FEN must not show it.
    "fen 8/8/8/K2pP2r/8/8/8/7k w - d6 0 2",
    # En passant square given but no pawn can capture.
    "fen rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 2",
    # Legal en passant reached by moves: FEN shows d6.
    "startpos moves e2e4 a7a6 e4e5 d7d5",
    # Position with legal ep is not the same as the later one without (9.2.3.1).
    "startpos moves e2e4 g8f6 e4e5 d7d5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1 c6b8",
    "startpos moves e2e4 g8f6 e4e5 d7d5 g1f3 b8c6 f3g1 c6b8 g1f3 b8c6 f3g1",
    # Castling rights lost by rook moves: not the same position as before (9.2.3.2).
    "startpos moves g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 f3g1 f6g8",
    "startpos moves g1f3 g8f6 h1g1 h8g8 g1h1 g8h8 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3",
    # Threefold by the intended move (9.2.1) and by the current position (9.2.2).
    "startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1",
    "startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
    # Fivefold repetition (9.6.1).
    "startpos moves" + " g1f3 g8f6 f3g1 f6g8" * 4,
    # Fifty-move claims around the boundary (9.3.1 / 9.3.2).
    "fen 8/8/8/4k3/8/8/8/3QK3 w - - 98 80",
    "fen 8/8/8/4k3/8/8/8/3QK3 w - - 99 80",
    "fen 8/8/8/4k3/8/8/8/3QK3 w - - 100 80",
    # Clock at 100 but the side to move is checkmated / stalemated.
    "fen 7k/6Q1/6K1/8/8/8/8/8 b - - 100 90",
    "fen 7k/5Q2/6K1/8/8/8/8/8 b - - 100 90",
    # Clock at 99 and the only non-zeroing legal move (Nb3) is checkmate.
    "fen 8/8/pp6/kp6/rp6/8/2P2PPP/N5BK w - - 99 80",
    # Seventy-five-move rule (9.6.2): plain, and with mate/stalemate precedence.
    "fen 8/8/8/4k3/8/8/8/3QK3 w - - 149 130",
    "fen 8/8/8/4k3/8/8/8/3QK3 w - - 150 130",
    "fen 7k/6Q1/6K1/8/8/8/8/8 b - - 150 130",
    "fen 7k/5Q2/6K1/8/8/8/8/8 b - - 150 130",
    # Castling in UCI and SAN input.
    "startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1",
    # Promotion with check, underpromotion.
    "fen 8/4P1k1/8/8/8/8/8/K7 w - - 0 1 moves e7e8q",
    "fen 8/4P1k1/8/8/8/8/8/K7 w - - 0 1 moves e7e8n",
]

# Chess960 probes (X-FEN in, king-takes-rook UCI castling).
PROBES_960 = [
    # King b1 / rooks a1, g1: O-O-O is b1a1 (king to c1, rook to d1).
    "fen rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1",
    "fen rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1 moves b1a1 b8g8",
    # King f1 / rook g1: O-O swaps king and rook.
    "fen 1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1 moves f1g1",
    # King already on g1: O-O only moves the rook.
    "fen 4k3/8/8/8/8/8/8/6KR w K - 0 1",
    "fen 4k3/8/8/8/8/8/8/6KR w K - 0 1 moves g1h1",
    # O-O illegal because g1 is attacked by the rook on g8.
    "fen 1r2k1r1/8/8/8/8/8/8/R1K4R w KQkq - 0 1",
    # Castling with the inner rook: X-FEN needs file letters (Cc).
    "fen r1rk4/pppppppp/8/8/8/8/PPPPPPPP/R1RK4 w Cc - 0 1",
    "fen r1rk4/pppppppp/8/8/8/8/PPPPPPPP/R1RK4 w Cc - 0 1 moves d1c1",
]


# ---------------------------------------------------------------------------
# Expected values from python-chess
# ---------------------------------------------------------------------------


def colour_name(colour: chess.Color) -> str:
    return "white" if colour == chess.WHITE else "black"


def game_over_by_mate_or_stalemate(board: chess.Board) -> bool:
    return not any(board.generate_legal_moves())


def fifty_by_a_final_move(board: chess.Board) -> bool:
    """The one documented difference from python-chess on Art. 9.3.1.

    A claim with an intended move is correct when the written move completes the
    fifty moves (9.3.1); a correct claim draws at once (9.5.2), so the move is
    never played. python-chess additionally asks that the position after the
    move have a legal move, so it answers no when the only quiet move that
    completes the fifty moves mates or stalemates. arbiter answers yes.
    """
    if board.halfmove_clock < 99:
        return False
    for move in board.legal_moves:
        if board.is_zeroing(move):
            continue
        board.push(move)
        final = not any(board.generate_legal_moves())
        board.pop()
        if final:
            return True
    return False


def expected_fields(board: chess.Board) -> dict[str, Any]:
    """Everything we compare, computed with python-chess for `board`."""
    legal = list(board.legal_moves)
    mate = board.is_checkmate()
    stale = board.is_stalemate()
    over = (mate or stale or board.is_fivefold_repetition()
            or board.is_seventyfive_moves())
    return {
        "fen": board.fen(en_passant="legal"),
        "turn": colour_name(board.turn),
        "legal_uci": sorted(board.uci(m) for m in legal),
        "legal_san": sorted(board.san(m) for m in legal),
        "check": board.is_check(),
        "checkmate": mate,
        "stalemate": stale,
        # Once the board has ended the game (mate, stalemate, fivefold, 75 moves; a dead
        # position is masked in compare(), python-chess cannot see it) nothing can be claimed:
        # arbiter answers false there (Art. 5.1.1, 5.2.1, 9.6 end the game "immediately").
        "threefold_claim": not over and board.can_claim_threefold_repetition(),
        "fifty_move_claim": not over and (board.can_claim_fifty_moves()
                                          or fifty_by_a_final_move(board)),
        # Mate/stalemate take precedence over fivefold in arbiter.  (A position
        # that occurred before had legal moves, so this cannot actually bite.)
        "fivefold": board.is_fivefold_repetition() and not (mate or stale),
        "seventy_five_moves": board.is_seventyfive_moves(),
    }


def implied_facts(board: chess.Board) -> dict[str, Any]:
    """Facts for the one-directional checks (see IMPLIED)."""
    over = game_over_by_mate_or_stalemate(board)
    return {
        "insufficient": board.is_insufficient_material() and not over,
        "insufficient_white": board.has_insufficient_material(chess.WHITE),
        "insufficient_black": board.has_insufficient_material(chess.BLACK),
    }


def fifty_move_note(board: chess.Board) -> str | None:
    """Explain where python-chess's can_claim_fifty_moves() departs from the
    plain reading "clock >= 100, or some legal non-capture non-pawn move brings
    it to 100" (the semantics arbiter was specified with)."""
    clock = board.halfmove_clock
    if clock >= 100 and game_over_by_mate_or_stalemate(board):
        return ("python-chess: no claim because the side to move is "
                "checkmated/stalemated (game already over, FIDE 5.1.1/5.2.1)")
    if clock == 99:
        quiet = [m for m in board.legal_moves if not board.is_zeroing(m)]
        if quiet:
            ending = []
            for move in quiet:
                board.push(move)
                if game_over_by_mate_or_stalemate(board):
                    ending.append(move)
                board.pop()
            if len(ending) == len(quiet):
                sans = ", ".join(board.san(m) for m in ending)
                return ("python-chess: no 9.3.1 claim when every non-zeroing "
                        f"move mates/stalemates; here: {sans}; FIDE 9.3.1 only "
                        "asks that the declared move completes the 50 moves")
    return None


# ---------------------------------------------------------------------------
# Game generation
# ---------------------------------------------------------------------------


@dataclass
class Style:
    """How a side picks its moves in a biased random game."""

    name: str
    p_back: float  # chance to return to an earlier position / undo own last move
    p_quiet: float  # chance to restrict the choice to non-capture non-pawn moves
    p_ep: float = 0.5  # chance to take a legal en passant capture when offered


STYLES = [
    Style("random", 0.0, 0.0),
    Style("mixed", 0.25, 0.35),
    Style("shuffle", 0.55, 0.6),
    Style("quiet", 0.1, 0.92),
]


@dataclass
class Start:
    label: str
    make_board: Callable[[], chess.Board]
    prefix: str  # "startpos" or "fen <FEN>"


def standard_start() -> Start:
    return Start("startpos", chess.Board, "startpos")


def fen_start(label: str, fen: str) -> Start:
    return Start(label, lambda: chess.Board(fen), f"fen {fen}")


def looks_standard_960(board: chess.Board) -> bool:
    """True for Chess960 starts with kings on e1/e8 and rooks on a/h: their
    X-FEN is indistinguishable from a standard position, so whether UCI
    castling is e1g1 or e1h1 would be a matter of convention.  Skipped."""
    return (board.king(chess.WHITE) == chess.E1
            and board.piece_at(chess.A1) == chess.Piece(chess.ROOK, chess.WHITE)
            and board.piece_at(chess.H1) == chess.Piece(chess.ROOK, chess.WHITE))


def chess960_start(rng: random.Random) -> Start:
    while True:
        n = rng.randrange(960)
        board = chess.Board.from_chess960_pos(n)
        if not looks_standard_960(board):
            break
    fen = board.fen()  # X-FEN (KQkq when unambiguous)
    return Start(f"chess960#{n}", lambda: chess.Board(fen, chess960=True), f"fen {fen}")


def pick_start(rng: random.Random) -> Start:
    r = rng.random()
    if r < 0.45:
        return standard_start()
    if r < 0.65:
        return chess960_start(rng)
    label, fen = rng.choice(ENDGAME_STARTS)
    return fen_start(label, fen)


def position_after(board: chess.Board, move: chess.Move) -> Any:
    board.push(move)
    key = board._transposition_key()  # same key python-chess uses for repetitions
    board.pop()
    return key


def offers_en_passant(board: chess.Board, move: chess.Move) -> bool:
    """Is `move` a double pawn step after which en passant is legal?"""
    if board.piece_type_at(move.from_square) != chess.PAWN:
        return False
    if abs(chess.square_rank(move.to_square) - chess.square_rank(move.from_square)) != 2:
        return False
    board.push(move)
    offered = board.has_legal_en_passant()
    board.pop()
    return offered


def choose_move(board: chess.Board, rng: random.Random, style: Style,
                seen: Counter) -> chess.Move:
    legal = list(board.legal_moves)
    if style.p_ep and rng.random() < style.p_ep:
        # Take an en passant capture when one is legal ...
        ep = [m for m in legal if board.is_en_passant(m)]
        if ep:
            return rng.choice(ep)
        # ... and sometimes offer one: a double step next to an enemy pawn.
        if rng.random() < 0.5:
            offers = [m for m in legal if offers_en_passant(board, m)]
            if offers:
                return rng.choice(offers)
    if style.p_back and rng.random() < style.p_back:
        # Prefer moves that step back into a position seen before ...
        back = [m for m in legal
                if not board.is_zeroing(m) and position_after(board, m) in seen]
        if back:
            return rng.choice(back)
        # ... otherwise undo our own last move if that is legal.
        if len(board.move_stack) >= 2:
            last = board.move_stack[-2]
            undo = chess.Move(last.to_square, last.from_square)
            if undo in legal and not board.is_zeroing(undo) and not board.is_castling(last):
                return undo
    if style.p_quiet and rng.random() < style.p_quiet:
        quiet = [m for m in legal if not board.is_zeroing(m)]
        if quiet:
            return rng.choice(quiet)
    return rng.choice(legal)


# ---------------------------------------------------------------------------
# Cases (one position line + expectations)
# ---------------------------------------------------------------------------


@dataclass
class Case:
    line: str
    expected: dict[str, Any]
    facts: dict[str, Any]
    where: str  # human-readable origin, e.g. "game 12 (chess960#33, shuffle) ply 40"
    notes: dict[str, str] = field(default_factory=dict)


def make_line(prefix: str, moves: list[str]) -> str:
    return f"{prefix} moves {' '.join(moves)}" if moves else prefix


def make_case(board: chess.Board, line: str, where: str) -> Case:
    case = Case(line, expected_fields(board), implied_facts(board), where)
    note = fifty_move_note(board)
    if note:
        case.notes["fifty_move_claim"] = note
    return case


def flag_signature(board: chess.Board) -> tuple:
    """Cheap-ish flags used to decide which prefixes are worth sending."""
    return (
        board.is_check(),
        board.is_checkmate(),
        board.is_stalemate(),
        board.can_claim_threefold_repetition(),
        board.can_claim_fifty_moves(),
        board.is_fivefold_repetition(),
        board.is_seventyfive_moves(),
    )


def play_game(index: int, seed: int, max_plies: int, sample: float,
              want_san: bool) -> tuple[list[Case], list[Case], dict[str, int]]:
    """Play one biased random game; return (uci cases, san cases, stats)."""
    rng = random.Random(f"arbiter-crosscheck:{seed}:{index}")
    start = pick_start(rng)
    style = rng.choice(STYLES)
    board = start.make_board()
    seen: Counter = Counter([board._transposition_key()])
    ucis: list[str] = []
    sans: list[str] = []
    uci_cases: list[Case] = []
    san_cases: list[Case] = []
    previous = None
    ply = 0
    while True:
        over = board.is_game_over() or ply >= max_plies
        signature = flag_signature(board)
        keep = (ply == 0 or over or signature != previous
                or board.has_legal_en_passant() or rng.random() < sample)
        if keep:
            where = f"game {index} ({start.label}, {style.name}) ply {ply}"
            case = make_case(board, make_line(start.prefix, ucis), where)
            uci_cases.append(case)
            if want_san:
                san_cases.append(Case(make_line(start.prefix, sans), case.expected,
                                      case.facts, where + " [SAN input]", case.notes))
        previous = signature
        if over:
            break
        move = choose_move(board, rng, style, seen)
        sans.append(board.san(move))
        ucis.append(board.uci(move))  # king-takes-rook castling on 960 boards
        board.push(move)
        seen[board._transposition_key()] += 1
        ply += 1
    outcome = board.outcome()
    stats = {"plies": ply,
             "end:" + (outcome.termination.name.lower() if outcome else "max_plies"): 1}
    return uci_cases, san_cases, stats


def probe_cases() -> list[Case]:
    cases = []
    probes = [(line, False) for line in PROBES] + [(line, True) for line in PROBES_960]
    for n, (line, chess960) in enumerate(probes):
        words = line.split()
        if words[0] == "startpos":
            board = chess.Board()
            rest = words[1:]
        else:
            fen_words = []
            rest = words[1:]
            while rest and rest[0] != "moves":
                fen_words.append(rest.pop(0))
            board = chess.Board(" ".join(fen_words), chess960=chess960)
        for token in rest[1:]:
            board.push_uci(token)
        cases.append(make_case(board, line, f"probe {n}" + (" (chess960)" if chess960 else "")))
    return cases


# ---------------------------------------------------------------------------
# Running arbiter and comparing
# ---------------------------------------------------------------------------


@dataclass
class Report:
    compared: Counter = field(default_factory=Counter)
    mismatched: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)  # rendered mismatches
    problems: list[str] = field(default_factory=list)  # protocol-level problems
    passed: int = 0
    failed: int = 0
    notes_seen: Counter = field(default_factory=Counter)
    undecided: Counter = field(default_factory=Counter)  # null answers (implied checks)
    undecided_examples: list[str] = field(default_factory=list)


def run_arbiter(arbiter: str, lines: list[str], timeout: float) -> tuple[int, list[str], str, float]:
    data = "".join(line + "\n" for line in lines)
    t0 = time.perf_counter()
    proc = subprocess.run([arbiter, "status"], input=data, capture_output=True,
                          text=True, timeout=timeout)
    elapsed = time.perf_counter() - t0
    return proc.returncode, proc.stdout.splitlines(), proc.stderr, elapsed


def describe_diff(name: str, want: Any, got: Any) -> str:
    if name in SET_FIELDS and isinstance(got, list):
        missing = sorted(set(want) - set(got))
        extra = sorted(set(got) - set(want))
        dups = sorted(m for m, c in Counter(got).items() if c > 1)
        parts = []
        if missing:
            parts.append(f"missing {missing}")
        if extra:
            parts.append(f"extra {extra}")
        if dups:
            parts.append(f"duplicated {dups}")
        return "; ".join(parts) or f"python-chess={want!r} arbiter={got!r}"
    text = f"python-chess={want!r} arbiter={got!r}"
    if name == "fen" and isinstance(got, str):
        w, g = want.split(), got.split()
        if len(w) == len(g) == 6:
            differing = [i for i in range(6) if w[i] != g[i]]
            labels = ["placement", "turn", "castling", "en passant", "halfmove", "fullmove"]
            text += " (differs in: " + ", ".join(labels[i] for i in differing) + ")"
    return text


def compare(cases: list[Case], outputs: list[str], report: Report, show: int) -> None:
    for case, raw in zip(cases, outputs):
        problems: list[str] = []
        try:
            got = json.loads(raw)
        except json.JSONDecodeError as err:
            got = None
            problems.append(f"output is not JSON ({err}): {raw[:200]!r}")
        if isinstance(got, dict) and "error" in got:
            problems.append(f"arbiter reported an error: {json.dumps(got['error'])}")
            got = None
        if got is not None and not isinstance(got, dict):
            problems.append(f"output is not a JSON object: {raw[:200]!r}")
            got = None
        if got is not None and got.get("dead_position") is True:
            # A dead position ends the game at once (Art. 5.2.2): no claim is left.
            # The dead verdict itself is checked against python-chess's sound
            # insufficient-material test below.
            case.expected = dict(case.expected, threefold_claim=False, fifty_move_claim=False)
        if got is not None:
            for name in FIELDS:
                report.compared[name] += 1
                want = case.expected[name]
                if name not in got:
                    report.mismatched[name] += 1
                    problems.append(f"{name}: missing from output")
                    continue
                value = got[name]
                same = (sorted(value) == want if name in SET_FIELDS and isinstance(value, list)
                        else value == want)
                if not same:
                    report.mismatched[name] += 1
                    diff = describe_diff(name, want, value)
                    note = case.notes.get(name)
                    if note:
                        report.notes_seen[note.split(";")[0]] += 1
                        diff += f"\n      note: {note}"
                    problems.append(f"{name}: {diff}")
            # One-directional implications.  arbiter answers null when its
            # helpmate search could not decide; that is incomplete, not wrong,
            # so it is counted as "undecided" and listed, but does not fail.
            checks = []
            if case.facts["insufficient"]:
                checks.append((IMPLIED[0], "dead_position", got.get("dead_position"), True,
                               "python-chess: insufficient material"))
            can_mate = got.get("can_mate")
            for colour in ("white", "black"):
                if case.facts[f"insufficient_{colour}"]:
                    value = can_mate.get(colour, "<missing>") if isinstance(can_mate, dict) \
                        else "<missing>"
                    checks.append((IMPLIED[1], f"can_mate.{colour}", value, False,
                                   f"python-chess: {colour} has insufficient material"))
            for name, label, value, want, why in checks:
                report.compared[name] += 1
                if value is None:
                    report.undecided[name] += 1
                    if len(report.undecided_examples) < show:
                        report.undecided_examples.append(
                            f"  {case.where}: {label}=null ({why})\n    line: {case.line}")
                elif value is not want:
                    report.mismatched[name] += 1
                    problems.append(f"{name}: {why}, arbiter {label}={value!r}")
        if problems:
            report.failed += 1
            if len(report.failures) < show:
                report.failures.append(
                    f"  {case.where}\n    line: {case.line}\n"
                    + "".join(f"    {p}\n" for p in problems))
        else:
            report.passed += 1


def run_batch(label: str, arbiter: str, cases: list[Case], report: Report,
              args: argparse.Namespace) -> None:
    if not cases:
        return
    try:
        code, outputs, stderr, elapsed = run_arbiter(arbiter, [c.line for c in cases],
                                                     args.timeout)
    except subprocess.TimeoutExpired:
        report.problems.append(f"{label}: arbiter did not finish within {args.timeout} s")
        report.failed += len(cases)
        return
    rate = len(cases) / elapsed if elapsed > 0 else float("inf")
    print(f"{label}: {len(cases)} lines in {elapsed:.2f} s ({rate:,.0f} lines/s), "
          f"exit status {code}")
    if code != 0:
        report.problems.append(f"{label}: arbiter exited with status {code}"
                               + (f"; stderr: {stderr.strip()[:500]}" if stderr.strip() else ""))
    if len(outputs) != len(cases):
        report.problems.append(f"{label}: sent {len(cases)} lines, got {len(outputs)} "
                               "output lines")
        # Lines without an answer count as failed.
        report.failed += max(0, len(cases) - len(outputs))
    compare(cases, outputs, report, args.show)


def check_error_lines(arbiter: str, report: Report, timeout: float) -> None:
    """Bad lines must give {"error": {code, message}} without stopping the run,
    and make the exit status 1."""
    lines = [
        "startpos",
        "startpos moves e2e5",                    # illegal move
        "fen not/a/fen w - - 0 1",                # malformed FEN
        "bogus",                                  # unknown command
        "startpos moves e4 e5 Nf3",               # SAN is fine
    ]
    bad = {1, 2, 3}
    try:
        code, outputs, _stderr, _ = run_arbiter(arbiter, lines, timeout)
    except subprocess.TimeoutExpired:
        report.problems.append("error-line check: arbiter timed out")
        return
    issues = []
    if code != 1:
        issues.append(f"exit status {code}, expected 1")
    if len(outputs) != len(lines):
        issues.append(f"{len(outputs)} output lines for {len(lines)} input lines")
    for n, (line, raw) in enumerate(zip(lines, outputs)):
        try:
            got = json.loads(raw)
        except json.JSONDecodeError:
            issues.append(f"line {n} ({line!r}): output is not JSON: {raw[:200]!r}")
            continue
        err = got.get("error") if isinstance(got, dict) else None
        if n in bad:
            if not (isinstance(err, dict) and "code" in err and "message" in err):
                issues.append(f"line {n} ({line!r}): expected an error object, got {raw[:200]}")
        elif err is not None or not isinstance(got, dict) or "fen" not in got:
            issues.append(f"line {n} ({line!r}): expected a status object, got {raw[:200]}")
    if issues:
        report.problems.append("error-line check: " + "; ".join(issues))
    else:
        print("error-line check: ok (bad lines answered with error objects, exit status 1)")


def default_arbiter() -> str:
    for profile in ("release", "debug"):
        path = REPO_ROOT / "target" / profile / "arbiter"
        if path.exists():
            return str(path)
    return str(REPO_ROOT / "target" / "release" / "arbiter")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="random games to play (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--arbiter", default=None,
                        help="path to the arbiter binary (default: target/release/arbiter, "
                             "else target/debug/arbiter)")
    parser.add_argument("--max-plies", type=int, default=300,
                        help="stop a game after this many plies (default 300)")
    parser.add_argument("--sample", type=float, default=0.12,
                        help="share of the 'uninteresting' prefixes to send (default 0.12)")
    parser.add_argument("--san-every", type=int, default=3,
                        help="resend every K-th game with SAN moves (default 3; 0 = never)")
    parser.add_argument("--show", type=int, default=10, help="mismatching lines to print")
    parser.add_argument("--timeout", type=float, default=900.0,
                        help="seconds allowed per arbiter process (default 900)")
    parser.add_argument("--no-probes", action="store_true", help="skip the hand-written probes")
    args = parser.parse_args()

    arbiter = args.arbiter or default_arbiter()
    if not os.access(arbiter, os.X_OK):
        print(f"arbiter binary not found or not executable: {arbiter}\n"
              "build it with: cargo build --release -p arbiter-cli", file=sys.stderr)
        return 1
    if chess.__version__ != EXPECTED_PYTHON_CHESS:
        print(f"warning: python-chess {chess.__version__} installed, results were "
              f"validated with {EXPECTED_PYTHON_CHESS} (pip install chess=={EXPECTED_PYTHON_CHESS})")

    # Generate games and expectations.
    t0 = time.perf_counter()
    uci_cases: list[Case] = [] if args.no_probes else probe_cases()
    san_cases: list[Case] = []
    stats: Counter = Counter()
    for game in range(args.games):
        want_san = args.san_every > 0 and game % args.san_every == 0
        u, s, st = play_game(game, args.seed, args.max_plies, args.sample, want_san)
        uci_cases += u
        san_cases += s
        stats.update(st)
    gen_time = time.perf_counter() - t0
    ends = ", ".join(f"{k[4:]} {v}" for k, v in sorted(stats.items()) if k.startswith("end:"))
    print(f"python-chess {chess.__version__}; arbiter {arbiter}")
    print(f"{args.games} games (seed {args.seed}), {stats['plies']} plies; endings: {ends}")
    print(f"expectations computed in {gen_time:.1f} s")

    report = Report()
    run_batch("uci batch", arbiter, uci_cases, report, args)
    run_batch("san batch", arbiter, san_cases, report, args)
    check_error_lines(arbiter, report, args.timeout)

    # How often each flag was true in the expectations: shows what got exercised.
    fired = Counter()
    for case in uci_cases:
        for name in ("check", "checkmate", "stalemate", "threefold_claim",
                     "fifty_move_claim", "fivefold", "seventy_five_moves"):
            fired[name] += bool(case.expected[name])
        fired["legal ep in fen"] += case.expected["fen"].split()[3] != "-"
        fired["insufficient material"] += bool(case.facts["insufficient"])

    print()
    print(f"{'field':32} {'compared':>9} {'mismatched':>11} {'true / null':>17}")
    for name in FIELDS + IMPLIED:
        true_count = fired.get(name, "")
        if name in IMPLIED:
            true_count = f"null: {report.undecided[name]}"
        print(f"{name:32} {report.compared[name]:>9} {report.mismatched[name]:>11} "
              f"{true_count!s:>17}")
    print(f"{'(legal ep in fen)':32} {'':>9} {'':>11} {fired['legal ep in fen']:>17}")
    print(f"{'(insufficient material)':32} {'':>9} {'':>11} {fired['insufficient material']:>17}")

    if report.failures:
        print(f"\nfirst {len(report.failures)} mismatching line(s):")
        print("\n".join(report.failures))
    if report.undecided_examples:
        print("\nundecided (null) where python-chess proves the answer (not counted as failures):")
        print("\n".join(report.undecided_examples))
    if report.notes_seen:
        print("\nmismatches explained by a python-chess semantic note:")
        for note, count in report.notes_seen.items():
            print(f"  {count} x {note}")
    if report.problems:
        print("\nproblems:")
        for problem in report.problems:
            print(f"  {problem}")

    print(f"{report.passed} passed, {report.failed} failed")
    return 0 if report.failed == 0 and not report.problems else 1


if __name__ == "__main__":
    sys.exit(main())
