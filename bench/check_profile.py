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
    ("reading: PGN lexer", ["notation::pgn::lexer::Lexer::next_token"], "reading"),
    ("reading: SAN parsed", ["notation::written::Written::parse"], "reading"),
    ("legality: SAN to a legal move (Annex C, Art. 3)",
     ["notation::read::resolve_in", "notation::read::resolve"], "reading"),
    ("legality: the move played (Art. 3, 4)", ["notation::pgn::movetext::LineState<T>::advance"],
     "reading"),
    ("reading", ["notation::pgn::movetext::Movetext<M>::next_game"], None),
    ("Art. 5.2.2 dead position (helpmate searches)", ["laws::mating::dead_position"], "audit"),
    ("Art. 6.9 / 5.1.2 mating potential", ["laws::mating::can_mate"], "audit"),
    ("Art. 9.2 repetitions counted", ["laws::record::Record::repetitions"], "audit"),
    ("Art. 9.2 / 9.3 claims looked at", ["laws::record::Record::claim_now"], "audit"),
    ("Art. 5.1.1, 5.2.1, 9.6 automatic endings", ["laws::record::Record::automatic_ending"],
     "audit"),
    ("findings rendered", ["game::codes::render"], "audit"),
    ("audit", ["game::audit::audit_line"], None),
]


def inclusive(profile: Path) -> dict[str, int]:
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", str(profile)],
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
        rows[row] = sum(counts.get(n, 0) for n in names)
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
