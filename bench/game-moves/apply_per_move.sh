#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Instructions a move in `game::Game::apply`, under callgrind (repeatable on a loaded machine),
# for games cut at each length given (issue 36, item 3: a move should cost the same at the
# 400th ply as at the 40th):
#   bench/game-moves/apply_per_move.sh BINARY [GAMES] [PLIES...]
# BINARY is a release build of this tool (see Cargo.toml); GAMES 20 and PLIES 40 200 400 by
# default. Prints, a move: `apply` inclusive, the dead-position question of Art. 5.2.2 inside
# it (`LifeProof::dead_position`, which depends on the positions, not on the game's length),
# the rest, and a copy of the whole game with its drop where the build makes one (the
# `apply` before issue 36). The digest line must be the same for two builds compared.
set -eu
bin=$(realpath "$1")
shift
games=${1:-20}
[ $# -gt 0 ] && shift
plies=${*:-40 200 400}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for p in $plies; do
  valgrind --tool=callgrind --callgrind-out-file="$dir/cg" "$bin" --games "$games" --seed 1 --max-plies "$p" >"$dir/out" 2>/dev/null
  # Annotated from elsewhere than the sources' tree: from inside it, callgrind_annotate
  # counts a function's inlined parts apart under relative names.
  ann=$(cd "$dir" && callgrind_annotate --inclusive=yes --auto=no cg)
  # The largest inclusive count of the function (callgrind also lists the parts inlined
  # elsewhere under the same name).
  get() { printf '%s\n' "$ann" | grep -F "$1 [" | awk '{gsub(",","",$1); if ($1+0>m) m=$1+0} END {print m+0}'; }
  moves=$(sed -n 's/.*moves \([0-9]*\) .*/\1/p' "$dir/out")
  apply=$(get 'game::machine::Game::apply')
  dead=$(get 'laws::life::LifeProof::dead_position')
  clone=$(get '<game::machine::Game as core::clone::Clone>::clone')
  drop=$(get 'core::ptr::drop_in_place<game::machine::Game>')
  echo "max-plies $p: $moves moves; a move: apply $((apply / moves)), dead position $(($dead / moves)), the rest $(((apply - $dead) / moves)), of which the game copied $(($clone / moves)) and dropped $(($drop / moves)); $(grep digest "$dir/out")"
done
