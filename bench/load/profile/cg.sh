#!/bin/bash
# The server's instructions a move (issue 36, seventh pass): `arbiter serve` under callgrind
# (cg-server.sh as --server-bin), instrumented for 12 s of the window, 100 games offering 40
# moves/s on SQLite; the moves counted are the calls of `Game::apply` in that time.
#   cg.sh LABEL ARBITER_BIN [LOAD_BIN]        then: cgsplit.sh cg-LABEL.PID.1
here=$(cd "$(dirname "$0")" && pwd)
label=$1; export ARBITER_BIN=$2; loadbin=${3:-./load}; export CGOUT=$PWD/cg-$label
rm -f $CGOUT.*
$loadbin --games 100 --seconds 30 --warmup 2 --rate 40 --db sqlite --server-bin $here/cg-server.sh > cg-$label.out 2>&1 &
lp=$!
for i in $(seq 1 240); do sp=$(pgrep -P $lp | head -1); [ -n "$sp" ] && break; sleep 0.5; done
for i in $(seq 1 240); do grep -q "creating" cg-$label.out && break; sleep 0.5; done
sleep 12
callgrind_control -i on $sp > /dev/null
sleep 12
callgrind_control -d $sp > /dev/null
callgrind_control -i off $sp > /dev/null
wait $lp
ls -t $CGOUT.$sp.* | head -1
