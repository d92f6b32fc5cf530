#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Do two `arbiter` binaries print the same thing? (issue 21, "What it must show")

    python3 bench/same_outputs.py OLD_BINARY NEW_BINARY [--games 10000] [--seed 21]
                                  [--show 5] [--keep DIR] [--pgn FILE ...] [--check-only]

Runs both binaries over

  scenarios   every scenario of crates/game/tests/scenarios/*.json through `arbiter game
              --config CONFIG --pgn EVENTS` (the config and events of the file, one event a
              line, as crates/cli/tests/game.rs feeds them): the states and the PGN;
  cli-game    the `arbiter game` inputs of crates/cli/tests/game.rs that are not scenarios
              (a bad line among good ones, `--pgn` after a fool's mate, the same under the 1930
              Laws, a config that does not read): stdout, stderr and exit status;
  check       `arbiter check` on a corpus of GAMES seeded random games written by
              `bench/make_check_corpus.py --games GAMES --seed SEED` into a temp dir (never the
              repository), under each edition (`--edition fide-2023`, `fide-1997`, `fide-1930`,
              `fide-1928`) and without `--edition` (each game's own tags), with `--json` where the
              binary has it: stdout and exit status (stderr holds timings);
  --pgn FILE  `arbiter check` on each file given (repeatable; a directory stands for every
              `*.pgn` under it), under each edition and without `--edition`, the same way:
              the historical corpus (`corpus/*.pgn`), `../shared/data`'s PGN, the check tests'
              data (`crates/cli/tests/data/check`).

`--check-only` leaves the `arbiter game` inputs out (issue 36 changes `check` alone).

and compares the outputs line by line. A line is *identical* when its bytes are; a JSON line
that differs is compared again after dropping, from the new binary's line, every `code` and
`params` key the old binary's line does not have at the same place (the typed notices, findings
and refusals of issue 21 add them; an error body that already had `code` keeps it, and only its
new `params` goes), and, inside a `params` object both lines have, every key only the new line
has (the reason code beside a `why` or `detail`, `why_code`/`detail_code`, and its params). The old line must read back to its own bytes through this script's JSON
writer (it always has: compact, keys in order, UTF-8 unescaped), so "same after dropping" is a
byte comparison too. Prints a table (inputs, identical bytes, identical after dropping the new
keys, differing) and the first differences of each kind. Exit status 0 when nothing differs.
"""

from __future__ import annotations

import argparse
import difflib
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
SCENARIOS = ROOT / "crates" / "game" / "tests" / "scenarios"
EDITIONS = ["fide-2023", "fide-1997", "fide-1930", "fide-1928"]
# The keys issue 21 adds: a notice's and a finding's `code` and `params`, an error body's `params`
# and `key` (the sentence's own code where several sentences share one wire code); issue 32 adds
# `article_ref` (an article as {edition, number}) beside `article`.
NEW_KEYS = ("code", "params", "key", "article_ref")

# The inputs of crates/cli/tests/game.rs that are not scenario files, copied from it: (name,
# config, events, extra arguments).
FOOLS_MATE = (
    '{"t":0,"type":"start"}\n'
    '{"t":3000,"type":"move","by":"white","move":"f3"}\n'
    '{"t":4000,"type":"move","by":"black","move":"e5"}\n'
    '{"t":5000,"type":"move","by":"white","move":"g4"}\n'
)
CLI_GAME = [
    (
        "a_bad_line_prints_a_state_with_its_error_and_changes_nothing",
        '{"time_control": "60+1"}',
        '{"t":0,"type":"start"}\n{"t":5,"type":"move","by":"white","move":"e4"}\nnot json\n'
        '{"t":6,"type":"jump"}\n{"t":7,"type":"move","by":"white","move":"d4"}\n'
        '{"t":8,"type":"move","by":"black","move":"e4"}\n{"t":1,"type":"tick"}\n',
        [],
    ),
    (
        "pgn_ends_the_output_with_clocks_and_termination",
        '{"time_control": "60+1", "white": "Fool", "black": "Mate"}',
        FOOLS_MATE + '{"t":9000,"type":"move","by":"black","move":"Dh4"}\n',
        ["--pgn"],
    ),
    (
        "fide_1930_art_10_1_the_exported_game_is_checked_under_the_laws_it_was_played_under",
        '{"edition": "fide-1930", "time_control": "-"}',
        FOOLS_MATE + '{"t":9000,"type":"move","by":"black","move":"Qh4"}\n',
        ["--pgn"],
    ),
    ("a_bad_config_stops_with_status_2", '{"time_control":"forty moves"}', "", []),
]


@dataclass
class Output:
    status: int
    stdout: str
    stderr: str


@dataclass
class Tally:
    inputs: int = 0
    identical: int = 0  # every byte the same
    same_but_new_keys: int = 0  # the same once the new code/params keys are dropped
    differing: int = 0
    lines: int = 0
    lines_with_new_keys: int = 0
    examples: list[str] = field(default_factory=list)
    keys_dropped: dict = field(default_factory=dict)


def run(binary: str, args: list[str], stdin: str) -> Output:
    proc = subprocess.run([binary, *args], input=stdin, capture_output=True, text=True)
    return Output(proc.returncode, proc.stdout, proc.stderr)


def dumps(value) -> str:
    """JSON as serde_json writes it: compact, keys in order, UTF-8 unescaped."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def drop_new(old, new, path: str, dropped: dict):
    """`new` without the `code`/`params` keys that `old` has not at the same place."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = {}
        # Inside a `params` object both lines have, a key only the new one has is an addition
        # too: the reason code of a `why`/`detail` (`why_code`, `detail_code`) and its own
        # params, beside the English sentence kept (issue 21, no free English in params).
        in_params = path.endswith(".params")
        for key, value in new.items():
            if (key in NEW_KEYS or in_params) and key not in old:
                where = f"{path}.{key}"
                dropped[where] = dropped.get(where, 0) + 1
                continue
            out[key] = drop_new(old.get(key), value, f"{path}.{key}", dropped) if key in old else value
        return out
    if isinstance(old, list) and isinstance(new, list):
        return [
            drop_new(old[i], v, f"{path}[]", dropped) if i < len(old) else v
            for i, v in enumerate(new)
        ]
    return new


def compare_lines(old: str, new: str, dropped: dict) -> tuple[str, int, int]:
    """('identical' | 'same' | 'differ', lines, lines with new keys) for two outputs."""
    old_lines, new_lines = old.split("\n"), new.split("\n")
    if old == new:
        return "identical", len(old_lines), 0
    if len(old_lines) != len(new_lines):
        return "differ", len(old_lines), 0
    with_keys = 0
    for a, b in zip(old_lines, new_lines):
        if a == b:
            continue
        try:
            ja, jb = json.loads(a), json.loads(b)
        except ValueError:
            return "differ", len(old_lines), with_keys
        if dumps(ja) != a:
            # The old line does not read back to its own bytes: compare no further.
            return "differ", len(old_lines), with_keys
        if dumps(drop_new(ja, jb, "", dropped)) != a:
            return "differ", len(old_lines), with_keys
        with_keys += 1
    return "same", len(old_lines), with_keys


def first_difference(old: str, new: str, dropped: dict) -> str:
    """A short unified diff of the first differing lines (after dropping the new keys)."""
    old_lines = old.split("\n")
    new_lines = []
    for i, b in enumerate(new.split("\n")):
        a = old_lines[i] if i < len(old_lines) else None
        try:
            if a is not None and a != b:
                b = dumps(drop_new(json.loads(a), json.loads(b), "", dropped))
        except ValueError:
            pass
        new_lines.append(b)
    diff = list(difflib.unified_diff(old_lines, new_lines, "old", "new", n=0, lineterm=""))
    text = "\n".join(line[:400] for line in diff[:12])
    return text + ("\n..." if len(diff) > 12 else "")


def tally(t: Tally, name: str, old: Output, new: Output, streams: tuple[str, ...], show: int) -> None:
    t.inputs += 1
    kinds = []
    for stream in streams:
        a, b = getattr(old, stream), getattr(new, stream)
        kind, lines, with_keys = compare_lines(a, b, t.keys_dropped)
        t.lines += lines
        t.lines_with_new_keys += with_keys
        kinds.append(kind)
        if kind == "differ" and len(t.examples) < show:
            t.examples.append(f"{name} ({stream}):\n{first_difference(a, b, {})}")
    if old.status != new.status:
        kinds.append("differ")
        if len(t.examples) < show:
            t.examples.append(f"{name}: exit status {old.status} → {new.status}")
    if "differ" in kinds:
        t.differing += 1
    elif "same" in kinds:
        t.same_but_new_keys += 1
    else:
        t.identical += 1


def game_inputs() -> list[tuple[str, str, str, list[str]]]:
    """(name, config JSON, events, extra args) of every scenario file."""
    out = []
    for path in sorted(SCENARIOS.glob("*.json")):
        scenario = json.loads(path.read_text(encoding="utf-8"))
        events = "".join(dumps(e) + "\n" for e in scenario["events"])
        out.append((path.name, dumps(scenario["config"]), events, ["--pgn"]))
    return out


def run_games(old: str, new: str, inputs, work: Path, streams, show: int) -> Tally:
    t = Tally()
    for i, (name, config, events, extra) in enumerate(inputs):
        cfg = work / f"config-{i}.json"
        cfg.write_text(config, encoding="utf-8")
        args = ["game", "--config", str(cfg), *extra]
        tally(t, name, run(old, args, events), run(new, args, events), streams, show)
    return t


def has_flag(binary: str, command: str, flag: str) -> bool:
    return flag in run(binary, [command, "--help"], "").stdout


def corpus(games: int, seed: int, work: Path) -> Path:
    path = work / f"check-corpus-{games}-seed{seed}.pgn"
    if not path.exists():
        subprocess.run(
            [sys.executable, str(BENCH / "make_check_corpus.py"), "--games", str(games),
             "--seed", str(seed), "--out", str(path)],
            check=True,
        )
    return path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--games", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--show", type=int, default=3, help="differences shown per kind of input")
    ap.add_argument("--keep", help="a directory for the corpus and configs (default: a temp dir)")
    ap.add_argument("--pgn", action="append", default=[],
                    help="a PGN file (or a directory of them) `check` is compared on too")
    ap.add_argument("--check-only", action="store_true",
                    help="leave out the `arbiter game` inputs")
    args = ap.parse_args()
    for binary in (args.old, args.new):
        if not Path(binary).is_file():
            sys.exit(f"{binary}: no such binary")

    with tempfile.TemporaryDirectory(prefix="arbiter-same-outputs-") as tmp:
        work = Path(args.keep) if args.keep else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        rows: list[tuple[str, Tally]] = []
        if not args.check_only:
            rows.append(("scenarios (`arbiter game --pgn`)",
                         run_games(args.old, args.new, game_inputs(), work, ("stdout",),
                                   args.show)))
            rows.append(("cli-game (crates/cli/tests/game.rs)",
                         run_games(args.old, args.new, CLI_GAME, work, ("stdout", "stderr"),
                                   args.show)))
        pgn = corpus(args.games, args.seed, work)
        files = [(pgn, f"{args.games} games, seed {args.seed}")]
        for given in args.pgn:
            path = Path(given)
            found = sorted(path.rglob("*.pgn")) if path.is_dir() else [path]
            files.extend((f, str(f)) for f in found)
        for path, label in files:
            for edition in [*EDITIONS, None]:
                t = Tally()
                name = f"check --edition {edition}" if edition else "check (each game's tags)"
                outs = []
                for binary in (args.old, args.new):
                    cmd = ["check"] + (["--edition", edition] if edition else [])
                    if has_flag(binary, "check", "--json"):
                        cmd.append("--json")
                    outs.append(run(binary, [*cmd, str(path)], ""))
                tally(t, f"{name} {label}", outs[0], outs[1], ("stdout",), args.show)
                rows.append((f"{name}, {label}", t))

    print(f"old: {args.old}\nnew: {args.new}\n")
    print("| inputs | runs | lines | identical bytes | identical without the new code/params "
          "| differing |")
    print("|---|---|---|---|---|---|")
    for name, t in rows:
        print(f"| {name} | {t.inputs} | {t.lines:,} | {t.identical} | {t.same_but_new_keys} "
              f"({t.lines_with_new_keys:,} lines) | {t.differing} |")
    total = sum(t.differing for _, t in rows)
    dropped: dict = {}
    for _, t in rows:
        for k, v in t.keys_dropped.items():
            dropped[k] = dropped.get(k, 0) + v
    if dropped:
        print("\nNew keys dropped before comparing (where: how many):")
        for k, v in sorted(dropped.items()):
            print(f"- `{k}`: {v:,}")
    for name, t in rows:
        if t.examples:
            print(f"\nFirst differences, {name}:")
            for e in t.examples:
                print("```\n" + e + "\n```")
    print(f"\n{'Nothing differs.' if total == 0 else f'{total} runs differ.'}")
    return 0 if total == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
