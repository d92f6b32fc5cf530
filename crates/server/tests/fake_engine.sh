#!/bin/sh
# A fake UCI engine for crates/server/tests/uci.rs.
#
# Its behaviour is chosen by the name it runs under: the tests make symlinks to this file named
# after a mode (symlinks, not fresh copies, because exec'ing a file just written can fail with
# ETXTBSY while other test threads fork). Every line it reads is appended to "<its name>.log".
#
# Modes: normal, odd-output, hang-after-go, exit-after-uciok, exit-after-go, no-move,
# slow-first-go (the first search answers a2a3 after 0.5 s, later ones e2e4 at once).
mode=$(basename "$0")
log="$0.log"
searches=0
while IFS= read -r line; do
    printf '%s\n' "$line" >> "$log"
    case "$line" in
    uci)
        if [ "$mode" = odd-output ]; then
            echo "Fake Engine 1.0 by nobody"
            echo
            printf '\377\376 not utf-8\n'
            echo "option"
            echo "option name"
            echo "id"
            head -c 100000 /dev/zero | tr '\0' x
            echo
            printf 'id name  Fake   Odd \r\n'
            printf 'option name Skill Level type spin default 20 min 0 max 20\r\n'
            printf 'uciok\r\n'
        else
            echo "id name Fake Engine"
            echo "option name Hash type spin default 16 min 1 max 1024"
            echo "option name Skill Level type spin default 20 min 0 max 20"
            echo "uciok"
        fi
        if [ "$mode" = exit-after-uciok ]; then exit 0; fi
        ;;
    isready)
        echo "readyok"
        ;;
    go*)
        searches=$((searches + 1))
        case "$mode" in
        hang-after-go)
            # Never answers, but keeps reading (and logging) until its input closes.
            while IFS= read -r line; do printf '%s\n' "$line" >> "$log"; done
            exit 0
            ;;
        exit-after-go)
            exit 3
            ;;
        no-move)
            echo "info depth 0 score mate 0"
            echo "bestmove (none)"
            ;;
        slow-first-go)
            if [ "$searches" -eq 1 ]; then
                sleep 0.5
                echo "bestmove a2a3"
            else
                echo "bestmove e2e4"
            fi
            ;;
        odd-output)
            echo "info depth 1 seldepth 1 score cp 20 nodes 20 pv e2e4"
            echo "info string bestmove is coming"
            printf '\377bestmove h2h4\n'
            printf 'bestmove   e2e4   ponder e7e5\r\n'
            ;;
        *)
            echo "info depth 1 score cp 20 pv e2e4"
            echo "bestmove e2e4 ponder e7e5"
            ;;
        esac
        ;;
    quit)
        exit 0
        ;;
    esac
done
