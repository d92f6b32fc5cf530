//! Issue 34, point 3, on the real `arbiter serve` with few file descriptors (`ulimit -n 128`,
//! the common 1,024 scaled down): idle sockets from one client no longer lock everyone out. The
//! cap per address keeps one client to its share; and with the caps lifted so that `accept`
//! itself runs out of descriptors, the server sheds the extra connections and goes on (before:
//! `accept error: Too many open files`, logged and slept on every second, the idle sockets held
//! for ever and nobody else served).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// `arbiter serve` under `ulimit -n 128`, with `more` arguments; its address and its stderr as
/// it comes.
struct Limited {
    child: Child,
    addr: SocketAddr,
    stderr: Arc<Mutex<String>>,
}

impl Drop for Limited {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start(db: &str, more: &str) -> Limited {
    let line = format!(
        "ulimit -n 128 && exec \"$0\" serve --addr 127.0.0.1:0 --db {db} --rate 1000000 --burst 1000000 {more}"
    );
    let mut child = Command::new("bash")
        .args(["-c", &line, env!("CARGO_BIN_EXE_arbiter")])
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter serve starts");
    let stderr = Arc::new(Mutex::new(String::new()));
    let mut err = child.stderr.take().expect("stderr");
    let sink = Arc::clone(&stderr);
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = err.read(&mut buf) {
            if n == 0 {
                break;
            }
            let text = String::from_utf8_lossy(&buf[..n]).into_owned();
            sink.lock()
                .unwrap_or_else(|p| p.into_inner())
                .push_str(&text);
        }
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("the first line");
    let addr = first
        .trim()
        .strip_prefix("listening on http://")
        .unwrap_or_else(|| panic!("not a listening line: {first:?}"))
        .parse()
        .expect("an address");
    Limited {
        child,
        addr,
        stderr,
    }
}

/// `n` connections from 127.0.0.2 (another client than the tests' GETs from 127.0.0.1) that
/// send nothing; those the server took.
fn idle_from(addr: SocketAddr, n: usize) -> Vec<tokio::net::TcpStream> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let mut held = Vec::new();
        for _ in 0..n {
            let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
            socket
                .bind(SocketAddr::from(([127, 0, 0, 2], 0)))
                .expect("127.0.0.2");
            let connected =
                tokio::time::timeout(Duration::from_secs(2), socket.connect(addr)).await;
            if let Ok(Ok(stream)) = connected {
                held.push(stream);
            }
        }
        held
    })
}

/// A GET from 127.0.0.1: the status line, if one came within `within`.
fn get(addr: SocketAddr, within: Duration) -> Option<String> {
    let mut stream = TcpStream::connect_timeout(&addr, within).ok()?;
    stream.set_read_timeout(Some(within)).ok()?;
    stream
        .write_all(b"GET /api/games HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n")
        .ok()?;
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer);
    answer.lines().next().map(str::to_owned)
}

#[test]
fn issue_34_3_idle_sockets_from_one_client_leave_the_others_served_at_128_descriptors() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("games.db").display().to_string();
    let server = start(&db, "--max-connections-per-address 32 --header-timeout 60");
    let idle = idle_from(server.addr, 150);
    assert!(!idle.is_empty());
    std::thread::sleep(Duration::from_millis(300));
    let began = Instant::now();
    let line = get(server.addr, Duration::from_secs(3));
    assert!(
        line.as_deref()
            .is_some_and(|l| l.starts_with("HTTP/1.1 200")),
        "another client is not served: {line:?}; stderr: {}",
        server.stderr.lock().unwrap_or_else(|p| p.into_inner())
    );
    assert!(
        began.elapsed() < Duration::from_secs(2),
        "{:?}",
        began.elapsed()
    );
    drop(idle);
}

#[test]
fn issue_34_3_out_of_descriptors_the_server_sheds_and_serves_again() {
    let dir = tempfile::tempdir().expect("tempdir");
    let db = dir.path().join("games.db").display().to_string();
    let server = start(
        &db,
        "--max-connections 100000 --max-connections-per-address 100000 --header-timeout 2",
    );
    let idle = idle_from(server.addr, 150);
    // More idle sockets than descriptors: accept fails for want of one. The server sheds, the
    // header timeout frees the others, and a client is served within a few seconds.
    let began = Instant::now();
    let mut served = None;
    while began.elapsed() < Duration::from_secs(8) {
        if let Some(line) = get(server.addr, Duration::from_secs(1))
            && line.starts_with("HTTP/1.1 200")
        {
            served = Some(began.elapsed());
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let stderr = server
        .stderr
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    assert!(served.is_some(), "nobody served for 8 s; stderr: {stderr}");
    assert!(!stderr.contains("accept error"), "{stderr}");
    assert!(
        stderr.matches("out of file descriptors").count() <= 2,
        "the log is not flooded: {stderr}"
    );
    drop(idle);
}
