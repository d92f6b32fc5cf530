import re,sys,collections,subprocess
# Shares of the server's own threads (tokio-rt-worker) by category, from perf script stacks (leaf first).
def load(f):
    out=subprocess.run(['perf','script','-i',f,'--comm','tokio-rt-worker','-F','comm,ip,sym'],capture_output=True,text=True).stdout
    samples=[];cur=None
    for line in out.split('\n'):
        if line and not line.startswith('\t'):
            if cur is not None: samples.append(cur)
            cur=[]
        elif line.strip():
            s=line.strip().split(' ',1)
            if len(s)==2 and cur is not None: cur.append(s[1])
    if cur: samples.append(cur)
    return samples
cats=[
 ('rules: laws::dead_position', r'LifeProof::dead_position'),
 ('rules: rest of Game::apply', r'game::machine::Game::apply'),
 ('SQLite writer task and sqlx (on the runtime)', r'sqlite::write_loop|sqlx_|flume::'),
 ('JSON (request, answer)', r'serde_json|read_action|read_event_body|json_body|Json<T> as axum_core'),
 ('tokens (SHA-256, compare)', r'server::tokens::'),
 ('rate limiter bookkeeping', r'server::limits::Limiter'),
 ('hub bookkeeping (held, publish, after_step)', r'Hub::held|Hub::publish|Hub::after_step|Hub::schedule_flag|Feed<T>::tell|players::'),
 ('allocator (mimalloc)', r'^_?mi_|^mi_'),
 ('kernel: socket write', r'__GI___writev|sys_writev|tcp_sendmsg'),
 ('kernel: socket read', r'__libc_recv|sys_recvfrom|tcp_recvmsg|__GI___read|ksys_read|sock_read'),
 ('kernel: epoll / park / futex', r'epoll_wait|park_internal|futex|finish_task_switch'),
 ('hyper (parse, encode, dispatch)', r'hyper::'),
 ('axum / tower (routing, middleware)', r'axum::|tower::|matchit'),
]
for f in sys.argv[1:]:
    S=load(f); tot=len(S); c=collections.Counter()
    for st in S:
        leaf=st[0] if st else ''
        for name,pat in cats:
            r=re.compile(pat)
            if name.startswith('allocator'):
                if r.search(leaf): c[name]+=1; break
            elif any(r.search(x) for x in st): c[name]+=1; break
        else: c['other']+=1
    print(f, tot, 'samples')
    for name,_ in cats+[('other','')]: print(f"  {c[name]/tot*100:5.1f}%  {name}")
