"""The differential of arbiter's Dutch engine (C.04.3) against caissify-pairings (PyPI), in full.

1. Tournaments paired round by round by arbiter (`arbiter pair --generate`, release build),
   hundreds of them: 9 to 60 players (odd and even fields), 3 to 9 rounds, four mixes of
   forfeits, requested byes (in the first rounds: late entries) and withdrawals. caissify's
   own checker (fpc.check_trf) pairs every round again; every round where the two differ is
   saved as the TRF of that round's input (rounds before it, the round's requested byes) with
   both answers beside it, and classified by the first criterion of C.04.3 on which the two
   pairings differ (see `classify`).
2. Our checker (`arbiter pair --check`) over our own tournaments (it must flag none) and over
   tournaments paired round by round by caissify's engine (its generator, `rtg`): how many of
   caissify's rounds our checker flags.

Prints tables. Usage, from the workspace root after `cargo build --release -p arbiter-cli`:

    python3 crates/tournament/benches/dutch_differential.py [--count 300] [--caissify 100] \
        [--save crates/tournament/tests/data/dutch-caissify]
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

from caissify_pairings.fpc import check_trf
from caissify_pairings.rtg import generate_tournament

ARBITER = "target/release/arbiter"
MIXES = [  # (forfeits, byes, withdrawals) per mille
    (30, 40, 10),  # the generator's default
    (0, 0, 0),  # clean
    (100, 100, 30),  # many forfeits
    (40, 160, 50),  # many absences: late entries, requested byes, withdrawals
]


USE_MIXES = list(range(len(MIXES)))


def config(seed):
    """Players 9 to 40 (caissify's time grows fast with the field), rounds 3 to 9, a mix."""
    players = 9 + (seed * 7) % 32
    rounds = 3 + seed % 7
    return players, rounds, MIXES[USE_MIXES[seed % len(USE_MIXES)]]


def generate(seed):
    players, rounds, mix = config(seed)
    extra = []
    if mix != MIXES[0]:
        extra = ["--forfeits", str(mix[0]), "--byes", str(mix[1]), "--withdrawals", str(mix[2])]
    out = subprocess.run(
        [ARBITER, "pair", "--generate", "--seed", str(seed), "--players", str(players),
         "--rounds", str(rounds)] + extra,
        capture_output=True, text=True, check=True)
    return out.stdout.replace("\r\n", "\n").replace("\r", "\n")


# ---- reading a TRF (the columns of TRF-16) -------------------------------------------------

def players_of(text):
    """{number: [(opponent or None, colour or None, result)] per round}."""
    out = {}
    for line in text.split("\n"):
        if not line.startswith("001"):
            continue
        n = int(line[4:8])
        rounds = []
        k = 0
        while 91 + 10 * k + 8 <= len(line):
            block = line[91 + 10 * k: 91 + 10 * k + 8]
            opp = block[0:4].strip()
            colour = block[5:6].strip() or None
            res = block[7:8].strip()
            opp = int(opp) if opp and opp != "0000" and int(opp) != 0 else None
            rounds.append((opp, colour if colour in ("w", "b") else None, res))
            k += 1
        out[n] = rounds
    return out


def truncated(text, rnd):
    """The input for pairing round `rnd`: rounds before it, and its requested byes."""
    lines = []
    for line in text.split("\n"):
        if line.startswith("001"):
            keep = line[:89 + 10 * (rnd - 1)]
            block = line[89 + 10 * (rnd - 1): 89 + 10 * rnd]
            if len(block) >= 10 and block[9] in "HZF" and block[2:6].strip() in ("", "0000"):
                keep += block
            line = keep.rstrip()
        lines.append(line)
    return "\n".join(lines)


POINTS = {"1": 2, "=": 1, "0": 0, "+": 2, "-": 0, "U": 2, "F": 2, "H": 1, "Z": 0, "W": 2,
          "D": 1, "L": 0}


def cards(players, rnd):
    """What C.04.3 A reads before round `rnd`: score (half points), colour difference,
    preference (A.6), floats of the last two rounds (A.4), opponents met."""
    score = {n: sum(POINTS.get(r[2], 0) for r in h[:rnd - 1]) for n, h in players.items()}
    out = {}
    for n, h in players.items():
        colours = [r[1] for r in h[:rnd - 1] if r[0] is not None and r[2] in "10=WDL" and r[1]]
        diff = colours.count("w") - colours.count("b")
        run2 = len(colours) >= 2 and colours[-1] == colours[-2]
        pref, strength = None, 0
        if abs(diff) > 1 or run2:
            pref = ("b" if diff > 0 else "w") if abs(diff) > 1 else ("b" if colours[-1] == "w" else "w")
            strength = 3
        elif diff != 0:
            pref, strength = ("b" if diff > 0 else "w"), 2
        elif colours:
            pref, strength = ("b" if colours[-1] == "w" else "w"), 1
        floats = []
        for back in (1, 2):
            r = rnd - 1 - back
            if r < 0 or r >= len(h):
                floats.append(None)
                continue
            opp, _, res = h[r]
            before = sum(POINTS.get(x[2], 0) for x in h[:r])
            if opp is None:
                floats.append("down" if POINTS.get(res, 0) > 0 else None)
                continue
            theirs = sum(POINTS.get(x[2], 0) for x in players[opp][:r])
            floats.append("down" if before > theirs else "up" if before < theirs else None)
        met = {r[0] for r in h[:rnd - 1] if r[0] is not None and r[2] in "10=WDL"}
        out[n] = dict(score=score[n], pref=pref, strength=strength, floats=floats, met=met)
    return out


def tally(pairs, bye, c):
    """Criteria values of one pairing, most important first, each "lower is better"."""
    down = sorted((max(c[a]["score"], c[b]["score"]) for a, b in pairs
                   if c[a]["score"] != c[b]["score"]), reverse=True)
    same_pref = [(a, b) for a, b in pairs if c[a]["pref"] and c[a]["pref"] == c[b]["pref"]]
    return collections.OrderedDict([
        ("C.1 rematch", sum(1 for a, b in pairs if b in c[a]["met"])),
        ("C.5 bye score", c[bye]["score"] if bye else -1),
        ("C.6 floaters", len(down)),
        ("C.6 floater scores", [-s for s in down]),
        ("C.12 colour preferences", len(same_pref)),
        ("C.13 strong preferences",
         sum(1 for a, b in same_pref if min(c[a]["strength"], c[b]["strength"]) >= 2)),
        ("C.14 repeated downfloat", sum(1 for a, b in pairs for x, y in ((a, b), (b, a))
                                        if c[x]["score"] > c[y]["score"] and c[x]["floats"][0] == "down")),
        ("C.15 repeated upfloat", sum(1 for a, b in pairs for x, y in ((a, b), (b, a))
                                      if c[x]["score"] < c[y]["score"] and c[x]["floats"][0] == "up")),
        ("C.16 downfloat two rounds back", sum(1 for a, b in pairs for x, y in ((a, b), (b, a))
                                               if c[x]["score"] > c[y]["score"] and c[x]["floats"][1] == "down")),
        ("C.17 upfloat two rounds back", sum(1 for a, b in pairs for x, y in ((a, b), (b, a))
                                             if c[x]["score"] < c[y]["score"] and c[x]["floats"][1] == "up")),
    ])


def classify(ours, theirs, c):
    """The first criterion whose value differs, and whose pairing is better on it: 'ours',
    'caissify' or 'tie'. The values are summed over the whole round, which is what the brackets'
    lexicographic order gives when the difference lies in one bracket (the usual case)."""
    (op, ob), (tp, tb) = ours, theirs
    if {frozenset(p) for p in op} == {frozenset(p) for p in tp} and ob == tb:
        return "E colours (same pairs)", "colours"
    to, tt = tally(op, ob, c), tally(tp, tb, c)
    for k in to:
        if to[k] != tt[k]:
            return k, "ours" if to[k] < tt[k] else "caissify"
    if ob != tb:
        return "C.2/C.9 bye choice (same values)", "tie"
    return "D order (same criteria values)", "tie"


def reason(cause, ours, theirs, players, rnd):
    """The cause behind the first differing criterion, where the history shows it."""
    history = lambda n: players[n][:rnd - 1]
    moved = {x for p in {frozenset(p) for p in ours[0]} ^ {frozenset(p) for p in theirs[0]}
             for x in p} | {ours[1], theirs[1]} - {None}
    if ours[1] != theirs[1] and ours[1] is not None and any(
            opp is None and res in "HZF" for opp, _, res in history(ours[1])):
        return "C.2: our bye receiver had a requested bye (H/Z/F), which caissify counts as a pairing-allocated bye"
    if any(
            opp is None and res in "Z-" for n in moved for opp, _, res in history(n)[-2:]):
        return "A.4.b: a zero-point absence in the last two rounds, which caissify counts as a downfloat"
    if cause.startswith("D order"):
        return "D.1/D.2: the same criteria values, another transposition or exchange first"
    return cause


def pairing_of(players, rnd):
    pairs, bye = set(), None
    for n, h in players.items():
        if rnd - 1 < len(h):
            opp, colour, res = h[rnd - 1]
            if opp is not None and colour == "w":
                pairs.add((n, opp))
            elif opp is None and res in ("U", "+"):
                bye = n
    return pairs, bye


def caissify_pairing(discrepancies, ours):
    """caissify's pairing: ours less 'TRF only', plus 'Engine only' (pairs as (lower, higher)
    number: caissify's comparison leaves colours out)."""
    pairs, bye = {(min(p), max(p)) for p in ours[0]}, ours[1]
    for d in discrepancies:
        kind, _, rest = d.partition(": ")
        if " vs " in rest:
            a, b = (int(x) for x in rest.split(" vs "))
            item = (a, b)
        elif "bye" in rest.lower():
            item = ("bye", int(rest.split()[1]))
        else:
            continue
        if kind == "TRF only":
            if item[0] == "bye":
                bye = None
            else:
                pairs.discard(item)
        elif kind == "Engine only":
            if item[0] == "bye":
                bye = item[1]
            else:
                pairs.add(item)
    return pairs, bye


def check_ours(path):
    out = subprocess.run([ARBITER, "pair", "--check", "--json", path], capture_output=True,
                         text=True)
    return [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]


def reclassify(folder):
    """Classifies the saved disagreements of `folder` again (after a change of `classify`) and
    prints the table."""
    causes, verdicts = collections.Counter(), collections.Counter()
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".json"):
            continue
        path = os.path.join(folder, name)
        with open(path) as f:
            saved = json.load(f)
        with open(path[:-5] + ".trf") as f:
            players = players_of(f.read())
        rnd = saved["round"]
        ours = ({tuple(b) for b in saved["arbiter"]["boards"]}, saved["arbiter"]["bye"])
        theirs = caissify_pairing(saved["caissify_discrepancies"], ours)
        cause, better = classify(ours, theirs, cards(players, rnd))
        why = reason(cause, ours, theirs, players, rnd)
        saved["caissify"] = {"boards": sorted(theirs[0]), "bye": theirs[1]}
        saved["first_differing_criterion"], saved["better_on_it"] = cause, better
        saved["cause"] = why
        with open(path, "w") as f:
            json.dump(saved, f, indent=1)
        causes[why] += 1
        verdicts[(why, better)] += 1
    print_table(causes, verdicts)


def print_table(causes, verdicts):
    print("| cause (first criterion differing over the whole round) | rounds | ours better | caissify better | tie |")
    print("|---|---|---|---|---|")
    for cause, n in causes.most_common():
        o = verdicts[(cause, "ours")]
        t = verdicts[(cause, "caissify")]
        print(f"| {cause} | {n} | {o} | {t} | {n - o - t} |")


def main():
    global ARBITER
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--caissify", type=int, default=100)
    ap.add_argument("--save", default=None)
    ap.add_argument("--arbiter", default=ARBITER)
    ap.add_argument("--first", type=int, default=1, help="the first seed")
    ap.add_argument("--mixes", default="0,1,2,3", help="which mixes of absences, by index")
    ap.add_argument("--reclassify", default=None, help="a folder of saved disagreements")
    args = ap.parse_args()
    if args.reclassify:
        reclassify(args.reclassify)
        return
    ARBITER = args.arbiter
    USE_MIXES[:] = [int(x) for x in args.mixes.split(",")]
    tmp = tempfile.mkdtemp(prefix="dutch-differential-")
    rounds_compared, differing, flagged_own = 0, [], 0
    causes = collections.Counter()
    verdicts = collections.Counter()
    for seed in range(args.first, args.first + args.count):
        text = generate(seed)
        path = os.path.join(tmp, f"s{seed:03d}.trf")
        with open(path, "w") as f:
            f.write(text)
        flagged_own += len(check_ours(path))
        report = check_trf(text)
        rounds_compared += report["summary"]["rounds_checked"]
        players = players_of(text)
        for r in report["rounds"]:
            if r["match"]:
                continue
            rnd = r["round"]
            ours = pairing_of(players, rnd)
            theirs = caissify_pairing(r.get("discrepancies", []), ours)
            cause, better = classify(ours, theirs, cards(players, rnd))
            why = reason(cause, ours, theirs, players, rnd)
            causes[why] += 1
            verdicts[(why, better)] += 1
            name = f"s{seed:03d}-r{rnd}"
            differing.append((name, cause, better))
            if args.save:
                os.makedirs(args.save, exist_ok=True)
                with open(os.path.join(args.save, name + ".trf"), "w") as f:
                    f.write(truncated(text, rnd) + "\n")
                with open(os.path.join(args.save, name + ".json"), "w") as f:
                    json.dump({
                        "tournament": {"seed": seed, "config": config(seed)},
                        "round": rnd,
                        "arbiter": {"boards": sorted(ours[0]), "bye": ours[1]},
                        "caissify": {"boards": sorted(theirs[0]), "bye": theirs[1]},
                        "caissify_discrepancies": r.get("discrepancies", []),
                        "first_differing_criterion": cause,
                        "better_on_it": better,
                        "cause": why,
                    }, f, indent=1)
        print(f"\r{seed - args.first + 1}/{args.count} tournaments, {len(differing)} differing rounds",
              end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(f"## arbiter's tournaments: {args.count} tournaments, {rounds_compared} rounds compared, "
          f"{len(differing)} differ; our checker flags {flagged_own} of our own rounds\n")
    print_table(causes, verdicts)

    # 2. Our checker over caissify's own tournaments.
    flagged, total = 0, 0
    kinds = collections.Counter()
    for seed in range(1, args.caissify + 1):
        players = 9 + (seed * 5) % 24
        rounds = 3 + seed % 7
        text = generate_tournament(num_players=players, num_rounds=rounds, seed=seed)
        path = os.path.join(tmp, f"c{seed:03d}.trf")
        with open(path, "w") as f:
            f.write(text)
        total += rounds
        for v in check_ours(path):
            flagged += 1
            kinds[v.get("code", "?")] += 1
    print(f"\n## caissify's tournaments (its generator, {args.caissify} tournaments, {total} rounds): "
          f"our checker flags {flagged} rounds {dict(kinds)}")


if __name__ == "__main__":
    main()
