"""Differential check of arbiter's Dutch engine against caissify-pairings (PyPI).

Reads every *.trf in the folder given (tournaments paired round by round by arbiter's engine),
runs caissify-pairings' own checker (fpc.check_trf: it re-pairs each round with its Dutch engine
and compares with the file), and prints one JSON line per tournament:
{"file", "rounds_checked", "mismatched": [{"round", "differences"}]}.
"""
import glob
import json
import sys

from caissify_pairings.fpc import check_trf

for path in sorted(glob.glob(sys.argv[1] + "/*.trf")):
    with open(path, newline="") as f:
        text = f.read().replace("\r\n", "\n").replace("\r", "\n")
    try:
        report = check_trf(text)
    except Exception as e:  # a crash of the other engine is a finding too
        print(json.dumps({"file": path, "error": str(e)}))
        continue
    mismatched = [
        {"round": r["round"], "differences": r.get("discrepancies", [])}
        for r in report["rounds"]
        if not r["match"]
    ]
    print(json.dumps({"file": path, "rounds_checked": report["summary"]["rounds_checked"], "mismatched": mismatched}))
