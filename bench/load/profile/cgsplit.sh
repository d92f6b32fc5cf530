#!/bin/bash
# usage: cgsplit.sh FILE : Ir a move, split: the rules (Game::apply), SQLite's worker thread, the rest of the server
f=$1
moves=$(python3 "$(dirname "$0")/cgcount.py" $f '^game::machine::Game::apply$' | awk 'NR==2{print $1}')
callgrind_annotate --inclusive=yes $f 2>/dev/null > $f.incl
tot=$(grep "PROGRAM TOTALS" $f.incl | awk '{gsub(",","",$1); print $1}')
get() { grep -F "$1 [" $f.incl | head -1 | awk '{gsub(",","",$1); print $1}'; }
apply=$(get "???:game::machine::Game::apply")
dead=$(get "???:laws::life::LifeProof::dead_position")
sq=$(get "???:std::sys::backtrace::__rust_begin_short_backtrace")
hyper=$(get "???:server::connections::run::{{closure}}::{{closure}}")
event=$(get "???:server::api::event::{{closure}}")
python3 -c "
m=$moves; t=$tot; a=$apply; d=$dead; s=$sq; h=$hyper; e=$event
print(f'moves {m}; Ir a move: total {t/m:,.0f}; Game::apply {a/m:,.0f} (dead_position {d/m:,.0f}); sqlite worker thread {s/m:,.0f}; server outside the rules {(t-a-s)/m:,.0f}; of which connection tasks outside the handler {(h-e)/m:,.0f}, handler outside the rules {(e-a)/m:,.0f}')
"
