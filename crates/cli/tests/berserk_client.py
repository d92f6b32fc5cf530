"""A lichess client, berserk 0.13.2, plays on Arbiter's server with only its base URL changed.

Usage: berserk_client.py BASE_URL GAME_ID WHITE_TOKEN BLACK_TOKEN

Each seat is a berserk client with its own token. White watches the game with
`board.stream_game_state` while both seats play Fool's mate with `board.make_move`; black reads
its event stream and its account. Prints one JSON summary on stdout and exits 0 if every
check held, 1 otherwise (the summary's "failures" says which).
"""

import json
import sys
import threading

import berserk


def main():
    base, game_id, white_token, black_token = sys.argv[1:5]
    white = berserk.Client(session=berserk.TokenSession(white_token), base_url=base)
    black = berserk.Client(session=berserk.TokenSession(black_token), base_url=base)
    failures = []

    def check(ok, what):
        if not ok:
            failures.append(what)

    # The seats' accounts.
    white_account = white.account.get()
    black_account = black.account.get()
    check(white_account["id"] == f"{game_id}-white", "white's account id")
    check(black_account["id"] == f"{game_id}-black", "black's account id")

    # Black's event stream: the game is started, so gameStart comes first.
    events = black.board.stream_incoming_events()
    start = next(events)
    check(start["type"] == "gameStart", "gameStart first")
    check(start["game"]["gameId"] == game_id, "gameStart's game")
    check(start["game"]["color"] == "black", "gameStart's colour")

    # White watches the board stream until the server closes it at the end of the game.
    seen = []
    ready = threading.Event()

    def watch():
        for line in white.board.stream_game_state(game_id):
            seen.append(line)
            ready.set()
        ready.set()

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    check(ready.wait(timeout=10), "the board stream's first line")

    # A move the game refuses: berserk raises ResponseError with the status and our error body.
    refused = None
    try:
        black.board.make_move(game_id, "e7e5")
    except berserk.exceptions.ResponseError as error:
        refused = {"status": error.status_code, "cause": error.cause}
    check(refused is not None and refused["status"] == 409, "a move out of turn is refused")

    moves = ["f2f3", "e7e5", "g2g4", "d8h4"]
    for i, move in enumerate(moves):
        (white if i % 2 == 0 else black).board.make_move(game_id, move)

    watcher.join(timeout=20)
    check(not watcher.is_alive(), "the board stream ends with the game")

    full = seen[0] if seen else {}
    last = seen[-1] if seen else {}
    check(full.get("type") == "gameFull", "gameFull first")
    check(all(line.get("type") == "gameState" for line in seen[1:]), "then gameStates")
    check(len(seen) >= 2, "at least one gameState")
    check(last.get("status") == "mate", "status mate")
    check(last.get("winner") == "black", "black wins")
    check(last.get("moves") == " ".join(moves), "the moves")

    # berserk turns createdAt, wtime, btime... into datetimes: written back as text.
    summary = {
        "account": {"id": white_account["id"], "username": white_account["username"]},
        "black_account": {"id": black_account["id"], "username": black_account["username"]},
        "event": {"type": start["type"], "color": start["game"]["color"]},
        "refused": refused,
        "types": [line.get("type") for line in seen],
        "full": {
            "id": full.get("id"),
            "white": full.get("white", {}).get("name"),
            "black": full.get("black", {}).get("name"),
            "initialFen": full.get("initialFen"),
            "speed": full.get("speed"),
        },
        "final": {
            "status": last.get("status"),
            "winner": last.get("winner"),
            "moves": last.get("moves"),
        },
        "failures": failures,
    }
    print(json.dumps(summary, default=str))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
