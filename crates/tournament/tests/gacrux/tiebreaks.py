"""Runs gacrux's tie-break checker (PyPI: gacrux, Otto Milvang, for FIDE's technical
commission) on TRF files, in one process: `python3 tiebreaks.py OUTDIR CODES MODE:FILE...`,
MODE `s` (Swiss rules) or `p` (pre-determined pairing: a round robin).
Writes OUTDIR/<file name>.txt, gacrux's tab-separated table (StartNo, Rank, one column a code).
"""
import os
import sys

from gacrux.tiebreakchecker import tiebreakchecker

out_dir, codes, items = sys.argv[1], sys.argv[2].split(","), sys.argv[3:]
for item in items:
    mode, path = item.split(":", 1)
    out = os.path.join(out_dir, os.path.basename(path) + ".txt")
    sys.argv = ["tiebreakchecker", "-i", path, "-o", out, "-" + mode, "-d", "T", "-t", *codes]
    tiebreakchecker().common_main()
