"""Side by side: time to pair one round (round 5 of a simulated tournament) with arbiter's
Dutch engine (`arbiter pair`, release build) and with caissify-pairings (PyPI), for 50, 200
and 1,000 players. Prints a table. Usage, from the workspace root after
`cargo build --release -p arbiter-cli`:

    python3 crates/tournament/benches/dutch_side_by_side.py [50 200 1000]
"""
import subprocess
import sys
import tempfile
import time

from caissify_pairings.fpc import (
    DutchEngine, TRFParser, _build_engine_players, _build_previous_pairings, _infer_initial_color,
)

ARBITER = "target/release/arbiter"


def caissify_round(text, rnd, total):
    parsed = TRFParser(text.replace("\r", "\n")).parse()
    pm = {p["starting_number"]: p for p in parsed["players"]}
    players = _build_engine_players(pm, rnd)
    prev = _build_previous_pairings(pm, rnd)
    colour = _infer_initial_color(pm)
    t = time.perf_counter()
    DutchEngine(players=players, previous_pairings=prev, round_number=rnd, total_rounds=total,
                initial_color=colour).generate_pairings()
    return time.perf_counter() - t


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [50, 200, 1000]
    print(f"{'players':>8} {'arbiter s':>10} {'caissify s':>11}")
    for n in sizes:
        gen = subprocess.run([ARBITER, "pair", "--generate", "--seed", "3", "--players", str(n),
                              "--rounds", "5"], capture_output=True, text=True, check=True).stdout
        with tempfile.NamedTemporaryFile("w", suffix=".trf", delete=False) as f:
            f.write(gen)
        t = time.perf_counter()
        subprocess.run([ARBITER, "pair", f.name, "--round", "5"], capture_output=True, check=True)
        ours = time.perf_counter() - t
        theirs = caissify_round(gen, 5, 5)
        print(f"{n:>8} {ours:>10.3f} {theirs:>11.3f}", flush=True)


if __name__ == "__main__":
    main()
