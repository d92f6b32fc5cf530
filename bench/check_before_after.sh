#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# `arbiter check` before and after a change, side by side (issue 21: "`arbiter check` speed
# unchanged within noise (ratios against bare legality, same run)").
#
#   bench/check_before_after.sh OLD_COMMIT [GAMES] [REPEAT]
#
# Builds `arbiter` in release at OLD_COMMIT (a detached worktree in a temp dir) and at this
# checkout, copies both binaries aside, writes the seeded corpus of `arbiter check`'s tests
# (bench/make_check_corpus.py, seed 1, GAMES games, default 10000) into the temp dir, then runs
# bench/check_bench.py with `--arbiter old=... --arbiter new=...`: both binaries and bare
# legality (pgn-reader + shakmaty) in the same interleaved rounds, each binary's time as a ratio
# of bare legality's, and new's ratio over old's. The worktree and the copies are removed at the
# end.
#
# The old build has a target directory of its own, inside the temp worktree (removed at the end):
# it must not share this checkout's. Cargo names a workspace crate's artifacts by a hash that
# leaves out the workspace's absolute path, so the old `arbiter-game` and the new one collide in
# one target directory, and the next build here links the old library into the new binary (seen
# while measuring issue 21: `arbiter-server` failed to build against the old `eboard`).
# Issue 21's measurement: `bench/check_before_after.sh 0ce2d3d` (the commit before `game21`).
set -euo pipefail

old=${1:?usage: bench/check_before_after.sh OLD_COMMIT [GAMES] [REPEAT]}
games=${2:-10000}
repeat=${3:-5}
repo=$(git rev-parse --show-toplevel)
target=${CARGO_TARGET_DIR:-$repo/target}
tmp=$(mktemp -d)
cleanup() {
    git -C "$repo" worktree remove --force "$tmp/old" 2>/dev/null || true
    rm -rf "$tmp"
}
trap cleanup EXIT

git -C "$repo" worktree add --detach "$tmp/old" "$old" >&2
(cd "$tmp/old" && CARGO_TARGET_DIR="$tmp/old/target" cargo build --release -p arbiter-cli)
cp "$tmp/old/target/release/arbiter" "$tmp/arbiter-old"
(cd "$repo" && CARGO_TARGET_DIR=$target cargo build --release -p arbiter-cli)
cp "$target/release/arbiter" "$tmp/arbiter-new"
python3 "$repo/bench/make_check_corpus.py" --games "$games" --seed 1 --out "$tmp/corpus.pgn" >&2
python3 "$repo/bench/check_bench.py" --pgn "$tmp/corpus.pgn" --repeat "$repeat" --no-python \
    --arbiter "old=$tmp/arbiter-old" --arbiter "new=$tmp/arbiter-new"
