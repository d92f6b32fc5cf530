# Reproduces the SQLite store's writes at 10,000 games offering 5,000 moves/s, without the server
# (issue 36, fifth pass, README): the schema's games and events tables, one transaction a batch of
# the moves arrived since the last commit (synchronous = FULL, WAL), a thread copying the log into
# the database (PRAGMA wal_checkpoint(PASSIVE) every CK_MS ms on its own connection), and, in mode
# `main`, the writer finishing that copy itself once a pass saw RESTART pages of log (as
# crates/server/src/store/sqlite.rs does). Prints the moves' latency (arrival to commit), the
# checkpoints' durations and the log's size.
#   python3 bench/load/sqlite_checkpoints.py main 15                # RESTART=4096 CK_MS=100
#   RESTART=65536 python3 bench/load/sqlite_checkpoints.py main 15
#   python3 bench/load/sqlite_checkpoints.py nowriter 15             # the writer never copies
#   python3 bench/load/sqlite_checkpoints.py catchup 15              # sixth pass (sqlite.rs now)
# Mode `catchup` (issue 36, sixth pass): once a pass saw RESTART pages, the thread runs passes back
# to back until one takes less than SHORT_MS (at most 6), then tells the writer, whose copy is the
# little left, and waits for it; and a move's update leaves the status (and its index) alone
# (UPDATE=seq; UPDATE=full sets it as before, in any mode).
# Files in /tmp/sq (made if missing), removed at the end.
import sqlite3, threading, time, random, os, sys, json, statistics
MODE = sys.argv[1] if len(sys.argv) > 1 else "main"   # main | nowriter | ...
SECS = float(sys.argv[2]) if len(sys.argv) > 2 else 15
RATE = 5000; GAMES = 10000
CK = float(os.environ.get("CK_MS", "100")) / 1000
RESTART = int(os.environ.get("RESTART", "4096"))
SHORT = float(os.environ.get("SHORT_MS", "8")) / 1000
UPDATE = os.environ.get("UPDATE", "seq" if MODE == "catchup" else "full")
os.makedirs("/tmp/sq", exist_ok=True)
path = f"/tmp/sq/db-{MODE}-{os.getpid()}.sqlite"
for s in ("", "-wal", "-shm"):
    try: os.remove(path + s)
    except FileNotFoundError: pass
def conn():
    c = sqlite3.connect(path, isolation_level=None, check_same_thread=False, timeout=10)
    c.execute("PRAGMA journal_mode=WAL"); c.execute("PRAGMA synchronous=FULL")
    c.execute("PRAGMA wal_autocheckpoint=0")
    return c
w = conn(); w.execute("PRAGMA cache_size=-32768"); w.execute("PRAGMA temp_store=memory")
w.executescript("""
CREATE TABLE games (id TEXT PRIMARY KEY, config TEXT NOT NULL, seats TEXT NOT NULL, created_ms BIGINT NOT NULL,
  seq BIGINT NOT NULL DEFAULT 0, status TEXT NOT NULL, result TEXT, white TEXT NOT NULL, black TEXT NOT NULL);
CREATE INDEX games_status ON games (status, created_ms);
CREATE TABLE events (game_id TEXT NOT NULL REFERENCES games (id), seq BIGINT NOT NULL, event TEXT NOT NULL, PRIMARY KEY (game_id, seq));
""")
cfg = json.dumps({"time_control": "-", "white": "?", "black": "?", "event": "", "site": "", "round": "", "x": "y" * 150})
ids = ["%016x" % random.getrandbits(64) for _ in range(GAMES)]
w.execute("BEGIN")
for i, g in enumerate(ids):
    w.execute("INSERT INTO games VALUES (?,?,?,?,0,'started',NULL,'?','?')", (g, cfg, '{"white":"person","black":"person"}', 1700000000000 + i))
w.execute("COMMIT")
seq = {g: 0 for g in ids}
lat = []; ckt = []; wck = []; stop = False
lock = threading.Lock()
def checkpointer():
    c = conn()
    while not stop:
        time.sleep(CK)
        t = time.perf_counter(); r = c.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone(); d = time.perf_counter() - t
        ckt.append((d, r[1], r[2]))
        if r[1] >= RESTART and MODE == "catchup":
            n = 0
            while r[1] == r[2] and n < 6:
                n += 1
                t = time.perf_counter(); r = c.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone(); d = time.perf_counter() - t
                ckt.append((d, r[1], r[2]))
                if d <= SHORT: break
            flag[0] = True; asked = time.perf_counter()
            while flag[0] and not stop and time.perf_counter() - asked < 0.5: time.sleep(0.001)
        elif r[1] >= RESTART: flag[0] = True
flag = [False]
th = threading.Thread(target=checkpointer); th.start()
ev = json.dumps({"action": {"type": "move", "by": "white", "move": "e2e4"}, "t_ms": 123456, "by": "white"})
shm = os.open(path + "-shm", os.O_RDONLY)
def mx_frame():
    return int.from_bytes(os.pread(shm, 4, 16), sys.byteorder)  # WalIndexHdr.mxFrame
frames = 0; last_mx = mx_frame()
start = time.perf_counter(); nxt = start; pending = []
while time.perf_counter() - start < SECS:
    now = time.perf_counter()
    # moves arrived since the last commit (open loop at RATE)
    n = int((now - nxt) * RATE)
    if n <= 0:
        time.sleep(0.0002); continue
    arrivals = [nxt + k / RATE for k in range(n)]; nxt += n / RATE
    batch = random.sample(ids, min(n, 1024))
    t = time.perf_counter()
    w.execute("BEGIN")
    rows = []
    for g in batch:
        seq[g] += 1; rows.append((g, seq[g], ev))
    w.executemany("INSERT INTO events VALUES (?,?,?)", rows)
    if UPDATE == "seq":
        w.executemany("UPDATE games SET seq=?, result=NULL WHERE id=? AND status='started'", [(s, g) for g, s, _ in rows])
    else:
        w.executemany("UPDATE games SET seq=?, status='started', result=NULL WHERE id=?", [(s, g) for g, s, _ in rows])
    w.execute("COMMIT")
    done = time.perf_counter()
    mx = mx_frame()  # frames of log written: the wal-index's mxFrame, back to 0 when the log starts over
    frames += mx - last_mx if mx >= last_mx else mx
    last_mx = mx
    lat.extend(done - a for a in arrivals)
    if MODE in ("main", "catchup") and flag[0]:
        t = time.perf_counter(); r = w.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone(); wck.append((time.perf_counter() - t, r[1], r[2]))
        flag[0] = False
stop = True; th.join()
lat.sort()
q = lambda p: lat[min(len(lat) - 1, int(p * len(lat)))] * 1e3
slow = sum(1 for x in lat if x >= 0.05)
print(f"{MODE} (update {UPDATE}): moves {len(lat)}, {slow} waited 50 ms or more; p50 {q(.5):.1f} p90 {q(.9):.1f} p99 {q(.99):.1f} max {q(1):.1f} ms; {frames / max(1, len(lat)):.2f} pages of log a move; wal {os.path.getsize(path + '-wal') / 1e6:.1f} MB db {os.path.getsize(path) / 1e6:.1f} MB")
if ckt:
    ds = sorted(d for d, _, _ in ckt)
    print(f"  task checkpoints {len(ckt)}: p50 {ds[len(ds)//2]*1e3:.1f} max {ds[-1]*1e3:.1f} ms; log frames max {max(l for _, l, _ in ckt)}")
if wck:
    ds = sorted(d for d, _, _ in wck)
    print(f"  writer checkpoints {len(wck)}: p50 {ds[len(ds)//2]*1e3:.1f} max {ds[-1]*1e3:.1f} ms, sum {sum(ds):.2f} s; copied {[c for _,_,c in wck][:5]}")
for s in ("", "-wal", "-shm"):
    try: os.remove(path + s)
    except FileNotFoundError: pass
