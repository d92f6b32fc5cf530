"""Runs gacrux's tie-break checker (PyPI: gacrux, Otto Milvang, for FIDE's technical
commission) on TRF files, in one process: `python3 tiebreaks.py OUTDIR CODES MODE:N:FILE...`,
MODE `s` (Swiss rules) or `p` (pre-determined pairing: a round robin), N the rounds counted
(0: all). Writes OUTDIR/<file name>-<N>.txt, gacrux's tab-separated table (StartNo, Rank, one
column a code).
"""
import os
import sys

from gacrux.tiebreakchecker import tiebreakchecker

out_dir, codes, items = sys.argv[1], sys.argv[2].split(","), sys.argv[3:]
for item in items:
    mode, rounds, path = item.split(":", 2)
    out = os.path.join(out_dir, os.path.basename(path) + "-" + rounds + ".txt")
    after = ["-n", rounds] if rounds != "0" else []
    sys.argv = ["tiebreakchecker", "-i", path, "-o", out, "-" + mode, *after, "-d", "T", "-t", *codes]
    tiebreakchecker().common_main()
