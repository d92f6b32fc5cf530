"""Runs gacrux's tie-break checker (PyPI: gacrux, Otto Milvang, for FIDE's technical
commission) on TRF files, in one process: `python3 tiebreaks.py OUTDIR CODES FILE...`.
Writes OUTDIR/<file name>.txt, gacrux's tab-separated table (StartNo, Rank, one column a code).
"""
import os
import sys

from gacrux.tiebreakchecker import tiebreakchecker

out_dir, codes, files = sys.argv[1], sys.argv[2].split(","), sys.argv[3:]
for path in files:
    out = os.path.join(out_dir, os.path.basename(path) + ".txt")
    sys.argv = ["tiebreakchecker", "-i", path, "-o", out, "-s", "-d", "T", "-t", *codes]
    tiebreakchecker().common_main()
