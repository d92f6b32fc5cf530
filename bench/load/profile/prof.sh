#!/bin/bash
# Where the server's CPU goes (issue 36, seventh and eighth passes): a load run, and `perf record`
# with DWARF call graphs on the servers' processes (or, with CLIENTS=1, on the load tool's) for
# 10 s of the window. Run from a directory holding `load` (or LOAD=path), as root.
#   prof.sh LABEL SERVER_BIN [GAMES RATE]      FREQ=999 for more samples than the default 149
#   DB=postgres SERVERS=2: the run on PostgreSQL with two server processes (both recorded)
# Then: python3 shares.py LABEL.perf.data  (shares of the server's runtime threads by category)
label=$1; bin=$2; games=${3:-10000}; rate=${4:-5000}
${LOAD:-./load} --games $games --seconds 20 --rate $rate --db ${DB:-sqlite} --servers ${SERVERS:-1} --server-bin $bin > $label.out 2>&1 &
lp=$!
for i in $(seq 1 120); do
  sp=$(pgrep -d, -P $lp)
  [ $(echo "$sp" | tr , '\n' | grep -c .) -ge ${SERVERS:-1} ] && break; sleep 0.5
done
echo "servers $sp"
# The games created and the warm-up over (about 12 s at 10,000 games on 2 cores).
sleep 12; [ -n "$CLIENTS" ] && sp=$lp
perf record -F ${FREQ:-149} --call-graph dwarf,16384 -o $label.perf.data -p $sp -- sleep 10 2> $label.perf.err
wait $lp
