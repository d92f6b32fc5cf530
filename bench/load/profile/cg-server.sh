#!/bin/sh
# The server under callgrind, instrumentation off until `callgrind_control -i on`.
exec valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$CGOUT.%p" "$ARBITER_BIN" "$@" 2>>"$CGOUT.valgrind.log"
