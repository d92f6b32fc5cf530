#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Where `arbiter check`'s work goes, by article (issue 36, item 2): callgrind's instruction
counts (repeatable on a loaded machine, unlike the wall clock), grouped by what each part does.

    python3 bench/check_profile.py [--out DIR] COMMAND...

    python3 bench/check_profile.py target/release/arbiter check --jobs 1 FIRST2000.pgn
    python3 bench/check_profile.py target/release/check-core FIRST2000.pgn
    python3 bench/check_profile.py target/release/pgn-legality FIRST2000.pgn

Runs COMMAND under `valgrind --tool=callgrind` (its stdout thrown away), then reads the
inclusive count of each function named below from `callgrind_annotate --inclusive=yes` and
prints a table: instructions, and the share of the whole run. A part is the inclusive count of
its functions less the parts nested in it (the reader less its legality, the audit less its
searches), so the rows add up to the whole. Functions inlined by the compiler count with their
caller; a name that does not appear counts 0. `bench/check-core` runs the reader and the audit
without the command line (no JSON written): its rows are `check`'s but the output.
`bench/check-searches FILE` times each position the audit hands to the dead-position search.

Fifth pass (issue 36, item 2; 2026-11-29 12:00 UTC, main at `958d4d3`, branch `check36`): a
survey, no change to the binaries (this script now reads every function, not only the 99% that
callgrind_annotate lists by default: the claims and the findings rendered had read 0). Callgrind, `arbiter check --jobs 1` (main's release build)
on the first 1,000 games of the seed-1 corpus (142,775 plies), by stage; bare legality
(`bench/pgn-legality`) on the same games 142.2M, so 0.384 by instructions:

| stage | instructions | share |
|---|---:|---:|
| reading: PGN lexer | 29.3M | 7.9% |
| reading: SAN text parsed | 13.4M | 3.6% |
| SAN resolution (`resolve_in`: the role's candidates to the square, not every legal move) | 61.8M | 16.7% |
| legality: the move played | 20.1M | 5.4% |
| reading, the rest (moves and positions kept a ply, tags, the game dropped: 6.0M) | 74.9M | 20.2% |
| Art. 9.2 repetition keys (fingerprint, 256 counters: inline) and positions compared | 5.8M | 1.6% |
| Art. 9.2 / 9.3 claims looked at (642 calls) | 1.5M | 0.4% |
| Art. 5.1.1, 5.2.1, 9.6 automatic endings | 4.2M | 1.1% |
| Art. 5.2.2 dead-position searches (1,309 calls: 942 last positions, 349 before a capture) | 104.8M | 28.3% |
| Art. 6.9 / 5.1.2 mating potential (no decisive result without mate in this corpus) | 0 | 0% |
| findings rendered (558; the Fluent catalogue loaded once: 6.3M) | 7.7M | 2.1% |
| the audit's loop a ply, the rest | 28.0M | 7.6% |
| JSON output (`Report::new`, serde on borrowed structs, no `Value`): 7.1M; threads, start | 18.9M | 5.1% |
| total | 370.4M | |

Bare legality's 142.2M: pgn-reader's lexing and SAN (46M), shakmaty's SAN candidates, filter
and move (66M, of it 24M copying its 2 KB move lists), the move played (13.6M). Even with no
search and no audit at all, `check`'s reading (199.5M) is 1.40x bare legality's whole run.

What each idea of the issue found, measured:
- A cheap sufficient test before every search: `laws` has it already — `dead_by_material`
  (dead by material alone, no search), `alive_with_minor_pair` (two minors against a lone
  king, proven by retrograde analysis), insufficient material answered without the solver,
  the first dead ply looked for only from the end and past the positions dead by material.
  What is left is searched because no rule of material can say "alive" soundly
  (`art_5_2_2_a_forced_capture_of_the_rook_leaves_a_dead_position`: K+R+B against K, dead).
  `bench/check-searches` on the 10,000 games: 9,517 positions searched, 80.6 ms in all (the
  fastest of 7 runs each) — 6,186 last positions of games not ended by mate (55.6 ms; fivefold
  games 3,423 positions, 32.7 ms; seventy-five moves 1,621, 12.1 ms; stopped at 300 plies 902,
  9.7 ms) and 3,331 positions before a capture that left too little (25.0 ms; K+P against K
  both ways 1,076 positions, 4.6 ms; K+Q or K+R against K 945, 3.6 ms). The cost is broad, not
  a few outliers: the costliest 10 positions take 7% of it, 100 16%, 1,000 41%; a search costs
  8 us (35k instructions) on average, half of bare legality's whole run (0.16 s) for all of
  them. Asking the side that mates sooner first (an oracle, measured on the 1,235 last
  positions of the first 2,000 games: 10.6 ms -> 8.3 ms) would save 21% of the last
  positions' searches, about 4% of the run; `dead_position`'s answer does not depend on the
  order, but the rules tried in its place (the side whose opponent's king is nearer the edge:
  14.1 ms; has fewer squares beside it: 18.0 ms; the side to move: 16.7 ms; material, then the
  edge: 12.0 ms) all cost more than the present one (more material first).
- Work shared between plies: the repetition key is 7 words mixed a ply (1.2M on the slice,
  0.3%); shakmaty's incremental Zobrist would cost as much in the reader's `play`. Positions:
  the reader clones one a ply for the audit and one for the variation point (`before_last`),
  the audit moves it into `Record`: 4.5M + 3.4M, 2%.
- No allocation a ply: none. `malloc` is called 7 times a game by the reader (tags, the
  game's vectors), 1.6 by the audit, about 1 per search.
- SAN resolution without generating every legal move: already (`laws::san_candidates_into`:
  the pieces of the role that reach the square; every legal move only for long algebraic /
  UCI); 61.8M against shakmaty's 66M in pgn-legality.
- Output without intermediate values: already (`GameLine` borrows the audit; 1.9%).

So the target (0.8 of bare legality) needs both a reader as lean as pgn-reader's (its per-word
bookkeeping, `Algebraic::word` 40.5M and `next_game` 29.0M of own instructions, is what bare
legality does not do) and the searches cut by an order of magnitude (a helpmate proof in 3 us
for a rich position, or a proof of life that needs none); neither is a local change.

Side by side (`python3 bench/check_side_by_side.py --arbiter main=MAIN/arbiter --arbiter
core=MAIN/check-core --legality pgn-legality --pgn SEED1-10000 --rounds 5 --threads 1,2`;
2026-11-29 12:06 UTC, load average 16–17 on 2 cores, so CPU time is the measure; `core` is
`bench/check-core`, built from the same sources):

| command | threads | wall s: median [min – max] | CPU s: median [min – max] |
|---|---|---|---|
| pgn-legality | 1 | 0.720 [0.574 – 2.290] | 0.164 [0.153 – 0.170] |
| main: arbiter check | 1 | 3.083 [2.003 – 6.557] | 0.494 [0.474 – 0.532] |
| core: check-core | 1 | 5.388 [1.526 – 6.451] | 0.438 [0.409 – 0.445] |
| pgn-legality | 2 | 1.125 [0.509 – 2.159] | 0.165 [0.159 – 0.169] |
| main: arbiter check | 2 | 2.339 [1.736 – 5.084] | 0.493 [0.464 – 0.518] |
| pgn-extract -r | 1 | 4.195 [3.023 – 5.331] | 0.871 [0.862 – 0.884] |

Round by round, CPU time: bare legality / arbiter check 0.327 [0.297 – 0.347] on one thread,
0.335 [0.319 – 0.360] on two (check-core 0.374); pgn-extract / arbiter check 1.74 [1.66 –
1.82] a core (check-core 1.99). Targets (0.8, 3x): **not met**. The branch's own release
build (the same sources) and main's give byte-identical outputs (`bench/same_outputs.py
--check-only --games 10000 --seed 1 --pgn corpus --pgn ../shared/data --pgn
crates/cli/tests/data/check`: nothing differs).

Sixth pass (issue 36, item 2; 2026-11-29 14:40 UTC, main at `d583d6f`, branch `reader36`): the
reader's own work a move cut, every output the same. Callgrind, `arbiter check --jobs 1` on the
first 1,000 games of the seed-1 corpus (142,775 plies), main's release build against the
branch's; bare legality (`bench/pgn-legality`, built from its Cargo.lock) 142.2M, so 0.384 ->
0.412 by instructions. The lexer's row now also reads `next_token_but_numbers` (below):

| stage | main | reader36 | a ply (main -> reader36) |
|---|---:|---:|---:|
| reading: PGN lexer | 29.3M | 27.9M | 205 -> 195 |
| reading: SAN text parsed | 13.4M | 13.4M | 94 -> 94 |
| SAN resolution (`resolve_in`) | 61.3M | 54.8M | 430 -> 384 |
| legality: the move played (now with the one copy of the position kept for the audit) | 20.1M | 24.7M | 140 -> 173 |
| reading, the rest | 74.2M | 52.7M | 520 -> 369 |
| **reading, whole (`next_game`)** | **198.3M** | **173.4M** | 1,389 -> 1,214 |
| the audit and the output (unchanged) | 171.5M | 171.4M | |
| total | 369.8M | 344.8M | |

What changed (each row's saving is measured on the whole branch, not change by change):
- One copy of the position a ply instead of three. The reader cloned the position before each
  move for a variation's start (`before_last`) and, after it, another for the caller's positions;
  the main line of a caller who wants its positions now keeps them as it goes (`LineState`'s
  `before`, handed over whole at the end), so the position before the last move is the one
  before it in that list: one clone a ply (the push now counted in `advance`). Other lines keep
  the one before their last move only, as before. With the next change, `next_game`'s own
  instructions 29.0M -> 12.0M, while `advance` (the push) 20.1M -> 24.7M.
- Move numbers passed over inside the lexer (`Lexer::next_token_but_numbers`, for the movetext
  loop only: a number there says nothing), not returned as a token and matched: half a token a
  ply less through the movetext loop. The lexer's error is made the reader's `Error` (104 bytes)
  where it is met, so a token travels as 80 bytes. A word's bytes are read against one table
  (ASCII and no delimiter), characters counted only past the first byte beyond ASCII: the
  lexer 29.3M -> 27.9M.
- SAN resolution: a piece move with no departure square written keeps `san_candidates_into`'s
  list as it is (normal moves of that role, none castling), rather than filtering it again
  (`Candidates::retain`, a closure a candidate). 61.3M -> 54.8M.
- The move read is pushed in one piece (`PlayedMove { draw_offer, ..PlayedMove::new }`, its NAG
  added after), not built, moved and pushed: `Algebraic::word`'s own 39.8M -> 36.2M.

What is left (per ply, of 1,214 against bare legality's 996 for everything): the SAN
resolution (384: `laws::san_candidates_into` 183, the pawn filter and `matching` 69,
`resolve_in` 123), `Algebraic::word`'s own 254 (the `Reading` and the `Move` handed from
function to function, the check mark verified, the 136-byte `PlayedMove` written) and
`next_game`'s 84, the lexer's 195, parsing 94, the move played 116 plus the position copied
57. The audit then copies each position once more into its `Record` (`push_legal` takes it by
value: a `Record` built from the reader's list whole, in `laws`, would save it) and drops each
`PlayedMove` (33 a ply: its three vectors). Byte-identical outputs: `bench/same_outputs.py
--check-only --games 10000 --seed 1 --pgn corpus --pgn ../shared/data --pgn
crates/cli/tests/data/check` (main's release build against the branch's): nothing differs;
`arbiter check` (`--strict`, `--json`, both, neither) and `arbiter convert` (`--to en fr
figurine uci`, `--long`, `descriptive-en`, `--from en`/`fr`) on `corpus/`, `../shared`'s PGN,
`crates/notation/tests/data` and every `fuzz/seeds` input: 248 and 496 runs, none differs.

Side by side (`python3 bench/check_side_by_side.py --arbiter main=MAIN/arbiter --arbiter
reader36=BRANCH/arbiter --legality pgn-legality --pgn SEED1-10000 --rounds 5 --threads 1,2`;
2026-11-29 14:51 UTC, load average 6-10 on 2 cores, so CPU time is the measure; pgn-legality
built from its Cargo.lock, pgn-extract 19.04 from Debian):

| command | threads | wall s: median [min – max] | CPU s: median [min – max] |
|---|---|---|---|
| pgn-legality | 1 | 0.216 [0.197 – 0.252] | 0.133 [0.128 – 0.138] |
| main: arbiter check | 1 | 0.716 [0.497 – 0.742] | 0.468 [0.448 – 0.470] |
| reader36: arbiter check | 1 | 0.688 [0.635 – 0.774] | 0.444 [0.439 – 0.483] |
| pgn-legality | 2 | 0.214 [0.158 – 0.255] | 0.133 [0.130 – 0.139] |
| main: arbiter check | 2 | 0.694 [0.452 – 0.802] | 0.471 [0.461 – 0.482] |
| reader36: arbiter check | 2 | 0.434 [0.390 – 0.441] | 0.445 [0.442 – 0.457] |
| pgn-extract -r | 1 | 1.930 [1.792 – 2.282] | 1.234 [1.171 – 1.260] |

Round by round, CPU time: bare legality / arbiter check 0.286 [0.284 – 0.292] (main) -> 0.297
[0.275 – 0.305] (branch) on one thread, 0.282 -> 0.299 on two; pgn-extract / arbiter check
2.64 -> 2.78 a core; main's CPU time / the branch's 1.028 [0.968 – 1.053] on one thread, 1.055
on two. Targets (0.8, 3x): **not met**; the reading is now 1.22x bare legality's whole run by
instructions (1.39x on main), and the dead-position searches (104.7M, 30%) are untouched.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# (row, functions whose inclusive counts make it, the row it is nested in)
PARTS = [
    ("reading: PGN lexer", ["notation::pgn::lexer::Lexer::next_token",
                            "notation::pgn::lexer::Lexer::next_token_but_numbers"], "reading"),
    ("reading: SAN parsed", ["notation::written::Written::parse"], "reading"),
    # Since the eighth pass `resolve_in` is inlined into the reader's loop: then its candidates
    # (`laws::legal::san_candidates_into`, a function of its own) stand for it (the first group
    # of names that reads anything is taken, so nothing is counted twice).
    ("legality: SAN to a legal move (Annex C, Art. 3)",
     [["notation::read::resolve_in", "notation::read::resolve"],
      ["laws::legal::san_candidates_into", "notation::read::resolve"]], "reading"),
    ("legality: the move played (Art. 3, 4)", ["notation::pgn::movetext::LineState<T>::advance"],
     "reading"),
    ("reading", ["notation::pgn::movetext::Movetext<M>::next_game"], None),
    ("Art. 5.2.2 dead position (helpmate searches)",
     [["laws::mating::dead_position"], ["laws::mating::searched_life"]], "audit"),
    ("Art. 6.9 / 5.1.2 mating potential", ["laws::mating::can_mate"], "audit"),
    ("Art. 9.2 repetitions counted", ["laws::record::Record::repetitions"], "audit"),
    ("Art. 9.2 / 9.3 claims looked at", ["laws::record::Record::claim_now"], "audit"),
    ("Art. 5.1.1, 5.2.1, 9.6 automatic endings", ["laws::record::Record::automatic_ending"],
     "audit"),
    ("findings rendered", ["game::codes::render", "words::render"], "audit"),
    ("audit", ["game::audit::audit_line"], None),
]


def inclusive(profile: Path) -> dict[str, int]:
    # Every function, not only those that make up 99% of the run (callgrind_annotate's default
    # threshold leaves out the small rows: the claims, the findings rendered).
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100",
                           str(profile)],
                          capture_output=True, text=True, check=True).stdout
    counts: dict[str, int] = {}
    for line in text.splitlines():
        total = re.match(r"\s*([\d,]+)\s+.*PROGRAM TOTALS", line)
        if total:
            counts["PROGRAM TOTALS"] = int(total.group(1).replace(",", ""))
        m = re.match(r"\s*([\d,]+)\s+\([^)]*\)\s+\S*?:(.+?) \[", line)
        if m:
            name = m.group(2)
            counts.setdefault(name, int(m.group(1).replace(",", "")))
    return counts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="keep callgrind's file in DIR")
    ap.add_argument("command", nargs=argparse.REMAINDER)
    args = ap.parse_args()
    if not args.command:
        ap.error("no command")
    out_dir = Path(args.out or tempfile.mkdtemp())
    profile = out_dir / "callgrind.out"
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={profile}",
                    *args.command], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    counts = inclusive(profile)
    total = counts.get("PROGRAM TOTALS", 0)
    rows: dict[str, int] = {}
    for row, names, _ in PARTS:
        groups = names if isinstance(names[0], list) else [names]
        rows[row] = next((total for total in (sum(counts.get(n, 0) for n in group)
                                              for group in groups) if total), 0)
    for row, _, parent in PARTS:
        if parent:
            rows[parent] -= rows[row]
    named = sum(rows.values())
    print(f"`{' '.join(args.command)}`: {total:,} instructions\n")
    print("| part | instructions | share |")
    print("|---|---:|---:|")
    for row, _, parent in PARTS:
        label = f"{row} (rest)" if parent is None else row
        print(f"| {label} | {rows[row]:,} | {rows[row] / total:.1%} |")
    print(f"| everything else (output, allocation, start) | {total - named:,} | "
          f"{(total - named) / total:.1%} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
