#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Do two `arbiter serve` binaries answer the event API alike? (issue 32, "What it must show")

    python3 bench/same_event_api.py OLD_BINARY NEW_BINARY [--port 18104] [--out DIR]

Starts each binary in turn (`arbiter serve --addr 127.0.0.1:PORT --db FILE`, a fresh SQLite
file each) and plays the same scripted events against it, one request after another:

  swiss     an event of six players over three rounds (C.04.3): created, players entered,
            round 1 paired (the draft and its explanation), published, started, each board's
            result given from the event, the next rounds paired and published; then every
            read: the event, its pairings, standings, crosstable, TRF, PGN, the hall's view
            (with the arbiter's token) and the public one;
  robin     a round robin of four (C.05 Annex 1): paired and published (the Berger note);
  errors    the refusals: a player without a name, a body that is not an object, a round
            that is not a number, a round not paired, a queue item that is not one, an
            unknown event, a write without the token, an unknown tie-break in the standings,
            a round robin of one player (Berger's table), a round past the last.

Each answer is written as `STATUS JSON` (the body's keys sorted) with its volatile values
masked: the event ids, tokens and game ids as `<event1>`, `<token1>`, `<game1>` in the order
they first appear in that server's answers, times (`*_at`, `at`, `t`, `time`, `started`,
`updated`, `ms`) as `<time>`. Then the two transcripts are compared answer by answer: the same
bytes, the same once the keys only the new server sends are dropped (`key`, `params`,
`code`, `text_fr`, `article_ref` — the additions of issue 32), or different (each difference
printed). Exit status 0 when no answer differs but for the dropped keys and the words listed
with `--words` (the catalogue's changed words, by key).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

# Keys the new server may add (issue 32: the sentence's code and params beside the message,
# the French of a note, an article as data).
NEW_KEYS = ("key", "params", "code", "text_fr", "article_ref")
TIME_KEYS = re.compile(r"(^|_)(at|t|time|started|updated|ms|created|since|seconds|elapsed)$")
ID = re.compile(r"^[A-Za-z0-9_-]{8,}$")
ID_KEYS = re.compile(r"(^|_)(id|token|game|games|ids)$")


class Server:
    def __init__(self, binary: str, port: int, work: Path):
        self.url = f"http://127.0.0.1:{port}"
        db = work / f"events-{port}-{time.monotonic_ns()}.db"
        self.proc = subprocess.Popen(
            [binary, "serve", "--addr", f"127.0.0.1:{port}", "--db", str(db),
             "--rate", "1000000", "--burst", "1000000"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        for _ in range(200):
            try:
                urllib.request.urlopen(self.url + "/api/events", timeout=1)
                return
            except urllib.error.HTTPError:
                return
            except OSError:
                time.sleep(0.05)
        raise SystemExit(f"{binary}: the server did not answer on {self.url}")

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)

    def call(self, method: str, path: str, body=None, token: str | None = None,
             raw: str | None = None):
        data = raw.encode() if raw is not None else (
            None if body is None else json.dumps(body).encode())
        req = urllib.request.Request(self.url + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if token:
            req.add_header("Authorization", f"Bearer {token}")
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                status, text = r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            status, text = e.code, e.read().decode()
        try:
            value = json.loads(text)
        except ValueError:
            value = text
        return status, value


def script(s: Server) -> list[tuple[str, int, object]]:
    """The scripted session: (what, status, body) of each request."""
    out = []

    def do(what, method, path, body=None, token=None, raw=None):
        status, value = s.call(method, path, body, token, raw)
        out.append((what, status, value))
        return status, value

    _, ev = do("create swiss", "POST", "/api/events",
               {"name": "Open", "system": "swiss", "rounds": 3,
                "config": {"time_control": "300+2"}})
    e, tok = f"/api/events/{ev['id']}", ev["token"]
    players = [{"name": n, "rating": r, "federation": "FRA"} for n, r in
               [("Alice", 2200), ("Bruno", 2100), ("Chloé", 2000), ("David", 1900),
                ("Emma", 1800), ("Félix", 1700)]]
    do("players", "POST", e + "/players", {"players": players}, tok)
    # Refusals.
    do("player without a name", "POST", e + "/players", {"name": ""}, tok)
    do("players: not an object", "POST", e + "/players", raw="[1]", token=tok)
    do("players: no token", "POST", e + "/players", {"name": "X"})
    do("publish: round not a number", "POST", e + "/rounds/x/publish", {}, tok)
    do("publish: no round paired", "POST", e + "/rounds/1/publish", {}, tok)
    do("rounds: publish not a bool", "POST", e + "/rounds", {"publish": "yes"}, tok)
    do("ack: no such item", "POST", e + "/queue/nothing/ack", {}, tok)
    do("unknown event", "GET", "/api/events/nosuchevent0000000000")
    do("standings: unknown tie-break", "GET", e + "/standings?tiebreaks=XYZ")
    for rnd in (1, 2, 3):
        do(f"pair round {rnd}", "POST", e + "/rounds", {}, tok)
        do(f"pairings draft {rnd}", "GET", e + "/pairings", token=tok)
        _, pub = do(f"publish round {rnd}", "POST", e + f"/rounds/{rnd}/publish", {}, tok)
        do(f"start round {rnd}", "POST", e + f"/rounds/{rnd}/start", {}, tok)
        boards = pub.get("boards", []) if isinstance(pub, dict) else []
        for i, _ in enumerate(boards):
            result = ["1-0", "1/2-1/2", "0-1"][(i + rnd) % 3]
            do(f"result {rnd}.{i + 1}", "POST", e + f"/rounds/{rnd}/boards/{i + 1}/result",
               {"result": result}, tok)
        do(f"bad result {rnd}", "POST", e + f"/rounds/{rnd}/boards/1/result",
           {"result": "2-0"}, tok)
        time.sleep(0.3)
        do(f"standings after {rnd}", "GET", e + "/standings")
    do("pair round 4 (past the last)", "POST", e + "/rounds", {}, tok)
    for what, path in [("event", ""), ("pairings", "/pairings"), ("standings", "/standings"),
                       ("crosstable", "/crosstable"), ("trf", "/trf"), ("pgn", "/pgn")]:
        do(what, "GET", e + path)
    do("hall", "GET", e + "/hall", token=tok)
    do("hall without token", "GET", e + "/hall")

    _, rr = do("create round robin", "POST", "/api/events",
               {"name": "Club", "system": "round_robin", "config": {"time_control": "600"}})
    r, rtok = f"/api/events/{rr['id']}", rr["token"]
    do("robin players", "POST", r + "/players", {"players": players[:4]}, rtok)
    do("robin pair", "POST", r + "/rounds", {}, rtok)
    do("robin publish", "POST", r + "/rounds/1/publish", {}, rtok)
    do("robin pairings", "GET", r + "/pairings")

    _, one = do("create a round robin of one", "POST", "/api/events",
                {"name": "Alone", "system": "round_robin"})
    o, otok = f"/api/events/{one['id']}", one["token"]
    do("one player", "POST", o + "/players", {"players": players[:1]}, otok)
    do("pair one player (Berger)", "POST", o + "/rounds", {}, otok)
    return out


class Masker:
    def __init__(self):
        self.names: dict[str, str] = {}

    def name(self, value: str, kind: str) -> str:
        if value not in self.names:
            n = sum(1 for v in self.names.values() if v.startswith(f"<{kind}"))
            self.names[value] = f"<{kind}{n + 1}>"
        return self.names[value]

    def learn(self, value, key: str = ""):
        if isinstance(value, dict):
            for k, v in value.items():
                self.learn(v, k)
        elif isinstance(value, list):
            for v in value:
                self.learn(v, key)
        elif isinstance(value, str) and ID.match(value) and (
                ID_KEYS.search(key) or (len(value) >= 16 and re.search(r"\d", value))):
            kind = "token" if "token" in key else ("game" if key in ("game", "games") else "id")
            self.name(value, kind)

    def mask(self, value, key: str = ""):
        if isinstance(value, dict):
            return {k: self.mask(v, k) for k, v in sorted(value.items())}
        if isinstance(value, list):
            return [self.mask(v, key) for v in value]
        if TIME_KEYS.search(key) and isinstance(value, (int, float, str)) and value != "":
            return "<time>"
        if isinstance(value, str):
            for real, masked in sorted(self.names.items(), key=lambda kv: -len(kv[0])):
                value = value.replace(real, masked)
            value = re.sub(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?Z?", "<time>", value)
            value = re.sub(r"\d{4}\.\d\d\.\d\d", "<date>", value)
            value = re.sub(r"=[0-9a-f]{32}\b", "=<seat>", value)
        return value


def transcript(binary: str, port: int, work: Path) -> list[str]:
    server = Server(binary, port, work)
    try:
        answers = script(server)
    finally:
        server.stop()
    m = Masker()
    for _, _, v in answers:
        m.learn(v)
    return [f"{what} | {status} {json.dumps(m.mask(v), ensure_ascii=False, sort_keys=True)}"
            for what, status, v in answers]


def drop_new(old, new):
    """`new` without the keys of NEW_KEYS that `old` has not at the same place."""
    if isinstance(old, dict) and isinstance(new, dict):
        return {k: (drop_new(old[k], v) if k in old else v)
                for k, v in new.items() if k in old or k not in NEW_KEYS}
    if isinstance(old, list) and isinstance(new, list):
        return [drop_new(old[i], v) if i < len(old) else v for i, v in enumerate(new)]
    return new


def paths(old, new, at="") -> list[str]:
    """Where `old` and `new` differ: `path: old → new`."""
    if isinstance(old, dict) and isinstance(new, dict):
        out = []
        for k in sorted(set(old) | set(new)):
            if k not in new:
                out.append(f"{at}.{k}: removed")
            elif k not in old:
                out.append(f"{at}.{k}: added {json.dumps(new[k], ensure_ascii=False)[:160]}")
            else:
                out.extend(paths(old[k], new[k], f"{at}.{k}"))
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [d for i, (a, b) in enumerate(zip(old, new)) for d in paths(a, b, f"{at}[{i}]")]
    if old != new:
        return [f"{at}: {json.dumps(old, ensure_ascii=False)[:200]} → "
                f"{json.dumps(new, ensure_ascii=False)[:200]}"]
    return []


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--port", type=int, default=18104)
    ap.add_argument("--out", help="a directory for the two transcripts")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="arbiter-same-api-") as tmp:
        work = Path(args.out) if args.out else Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        old = transcript(args.old, args.port, work)
        new = transcript(args.new, args.port, work)
        (work / "old.txt").write_text("\n".join(old) + "\n", encoding="utf-8")
        (work / "new.txt").write_text("\n".join(new) + "\n", encoding="utf-8")
    identical = same = differ = 0
    print(f"old: {args.old}\nnew: {args.new}\n")
    if len(old) != len(new):
        print(f"{len(old)} answers against {len(new)}")
        return 1
    for a, b in zip(old, new):
        what, rest_a = a.split(" | ", 1)
        _, rest_b = b.split(" | ", 1)
        if a == b:
            identical += 1
            continue
        sa, ja = rest_a.split(" ", 1)
        sb, jb = rest_b.split(" ", 1)
        va, vb = json.loads(ja), json.loads(jb)
        dropped = drop_new(va, vb)
        if sa == sb and json.dumps(dropped, ensure_ascii=False, sort_keys=True) == ja:
            same += 1
            added = paths(va, vb)
            print(f"- {what} ({sa}): the same but for added fields: "
                  + "; ".join(d.split(":")[0] for d in added))
            continue
        differ += 1
        print(f"- {what}: status {sa} → {sb}" if sa != sb else f"- {what} ({sa}): differs")
        for d in paths(va, dropped):
            print(f"    {d}")
    print(f"\n{len(old)} answers: {identical} identical bytes, {same} the same but for added "
          f"fields, {differ} differ")
    return 0 if differ == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
