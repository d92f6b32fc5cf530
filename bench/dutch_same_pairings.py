#!/usr/bin/env python3
"""Two builds of the Dutch engine on the same generated rounds: every answer the same bytes.

For a change to the engine that must not change a pairing (issue 36: the solver's speed), this
pairs every round of generated tournaments with two `arbiter-pairing` binaries (bbpPairings'
command line, `--dutch INPUT -p`) and compares standard output, standard error and the exit
status byte for byte. The tournaments are made by `arbiter pair --generate` (`ARBITER`, any
build: both binaries read the same files); the input of round N is built as
`bench/dutch_vs_bbp.py` builds it (rounds before as played, round N's requested byes only).

    ARBITER=target/release/arbiter python3 bench/dutch_same_pairings.py \
        --base MAIN/arbiter-pairing --new NEW/arbiter-pairing [--tournaments 200] \
        [--min-players 50] [--max-players 500] [--large 1000:5 2000:3] [--work DIR]

Tournament `seed` (1 ... N) has `min + (97 seed) mod (max - min + 1)` players and `5 + seed mod 5`
rounds, with forfeits, requested byes and withdrawals (30, 30 and 10 per mille); `--large
P:R` adds the seed-7 tournament of P players and R rounds without them (the side-by-side
bench's), every round compared. The generated files are kept in `--work` (made again only when
missing), so that a second comparison reads the same files.
"""
import argparse
import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("dutch_vs_bbp", os.path.join(HERE, "dutch_vs_bbp.py"))
_bench = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_bench)
round_input = _bench.round_input

ARBITER = os.environ.get("ARBITER", "target/release/arbiter")


def generated(work, name, args):
    """The TRF of `arbiter pair --generate ARGS`, kept in `work/name`."""
    path = os.path.join(work, name)
    if not os.path.exists(path):
        done = subprocess.run([ARBITER, "pair", "--generate"] + args, capture_output=True, text=True, check=True)
        with open(path + ".part", "w") as f:
            f.write(done.stdout)
        os.replace(path + ".part", path)
    with open(path) as f:
        return f.read()


def answer(exe, path):
    done = subprocess.run([exe, "--dutch", path, "-p"], capture_output=True)
    return done.returncode, done.stdout, done.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="the arbiter-pairing binary before the change")
    ap.add_argument("--new", required=True, help="the arbiter-pairing binary after the change")
    ap.add_argument("--tournaments", type=int, default=200)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--min-players", type=int, default=50)
    ap.add_argument("--max-players", type=int, default=500)
    ap.add_argument("--large", nargs="*", default=[], help="PLAYERS:ROUNDS, seed 7, every round")
    ap.add_argument("--work", default="/tmp/dutch-same-pairings")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    jobs = []
    span = args.max_players - args.min_players + 1
    for seed in range(args.first_seed, args.first_seed + args.tournaments):
        players = args.min_players + (97 * seed) % span
        rounds = 5 + seed % 5
        jobs.append((f"g{seed}-{players}x{rounds}.trf", rounds,
                     ["--seed", str(seed), "--players", str(players), "--rounds", str(rounds),
                      "--forfeits", "30", "--byes", "30", "--withdrawals", "10"]))
    for spec in args.large:
        players, rounds = (int(x) for x in spec.split(":"))
        jobs.append((f"large-{players}x{rounds}.trf", rounds,
                     ["--seed", "7", "--players", str(players), "--rounds", str(rounds)]))
    compared = 0
    differ = []
    for i, (name, rounds, gen_args) in enumerate(jobs, 1):
        trf = generated(args.work, name, gen_args)
        for n in range(1, rounds + 1):
            path = os.path.join(args.work, f"{name}.r{n}")
            with open(path, "w") as f:
                f.write(round_input(trf, n))
            a = answer(args.base, path)
            b = answer(args.new, path)
            compared += 1
            if a != b:
                differ.append(f"{name} round {n}")
            os.remove(path)
        if i % 25 == 0:
            print(f"  ... {i} tournaments, {compared} rounds, {len(differ)} differences", flush=True)
    print(f"{len(jobs)} tournaments, {compared} rounds: {len(differ)} differences "
          "(standard output, standard error, exit status)")
    for d in differ:
        print("  " + d)
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
