//! The servers under test over a fresh database: `arbiter serve` processes of their own (each
//! with its own open files and its own soft limit raised to the hard one), or, with
//! `--in-process`, hubs in this process on a runtime of their own.

use std::fmt;
use std::net::SocketAddr;
use std::path::Path;
use std::time::Duration;

use server::store::Store;
use server::{Hub, Options, Rate};
use sqlx::Connection;
use tokio::net::{TcpListener, TcpSocket};
use tokio::runtime::Runtime;

use crate::Error;

/// Connections waiting to be accepted: all the clients connect at once, and the default backlog
/// would make some of them retry a SYN a second later.
const BACKLOG: u32 = 8192;

/// The database behind the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A temporary SQLite file.
    Sqlite,
    /// A fresh PostgreSQL database.
    Postgres,
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Sqlite => "sqlite",
            Kind::Postgres => "postgres",
        })
    }
}

/// The servers being served, and what to clean up after them.
pub struct Running {
    /// Where they listen: one address a server (several share one PostgreSQL database).
    pub addrs: Vec<SocketAddr>,
    runtime: Runtime,
    database: Database,
    /// The servers' processes, when they run in processes of their own (`--server-bin`).
    children: Vec<std::process::Child>,
}

/// Connections one address may hold on the server under test: every client of the run comes
/// from 127.0.0.1, where in a hall each player has an address of their own, so the server's
/// default (256 an address, `Limits::per_address`) would shed the run's own clients.
pub const PER_ADDRESS: usize = 1_000_000;

/// Where the journals are, to be removed at the end.
enum Database {
    /// The SQLite file's directory (removed when dropped).
    Sqlite { _dir: tempfile::TempDir },
    /// A database on a PostgreSQL server: its administration URL and its name.
    Postgres { admin: String, name: String },
}

/// Starts `servers` servers over a fresh database of `kind` (more than one only on PostgreSQL,
/// which several processes share), on a runtime of `threads` workers whose threads are named
/// `server` (so that their CPU time can be told apart from the clients'), or, with `bin`, each
/// as `bin serve` in a process of its own.
pub fn start(
    kind: Kind,
    servers: usize,
    threads: usize,
    dir: &Path,
    pg_admin: &str,
    bin: Option<&Path>,
) -> Result<Running, Error> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(threads)
        .thread_name("server")
        .enable_all()
        .build()
        .map_err(Error::io("the server's runtime"))?;
    let (url, database) = match kind {
        Kind::Sqlite => {
            let temp = tempfile::Builder::new()
                .prefix("arbiter-load-")
                .tempdir_in(dir)
                .map_err(Error::io("a temporary directory"))?;
            let url = temp.path().join("games.db").display().to_string();
            (url, Database::Sqlite { _dir: temp })
        }
        Kind::Postgres => {
            let name = format!("arbiter_load_{:016x}", rand::random::<u64>());
            runtime.block_on(admin(pg_admin, &format!("CREATE DATABASE {name}")))?;
            let base = pg_admin.rsplit_once('/').map_or(pg_admin, |(b, _)| b);
            let url = format!("{base}/{name}");
            let database = Database::Postgres {
                admin: pg_admin.to_owned(),
                name,
            };
            (url, database)
        }
    };
    let mut running = Running {
        addrs: Vec::new(),
        runtime,
        database,
        children: Vec::new(),
    };
    for _ in 0..servers.max(1) {
        if let Err(e) = running.add(&url, bin) {
            running.stop();
            return Err(e);
        }
    }
    Ok(running)
}

/// Starts `bin serve` on a free loopback port over `db`, with a rate limit that never refuses
/// and only errors logged, and `env` added to its environment; the child and its address (read
/// from the first line it prints).
pub fn spawn_server(
    bin: &Path,
    db: &str,
    env: &[(&str, &str)],
) -> Result<(std::process::Child, SocketAddr), Error> {
    use std::io::BufRead;
    let mut command = std::process::Command::new(bin);
    command
        .args([
            "serve",
            "--addr",
            "127.0.0.1:0",
            "--db",
            db,
            "--rate",
            "1e9",
            "--burst",
            "1e9",
            "--max-connections-per-address",
            &PER_ADDRESS.to_string(),
        ])
        .env("RUST_LOG", "error")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command
        .spawn()
        .map_err(Error::io("starting the server binary"))?;
    let stdout = child.stdout.take();
    let mut line = String::new();
    if let Some(stdout) = stdout {
        let mut reader = std::io::BufReader::new(stdout);
        reader
            .read_line(&mut line)
            .map_err(Error::io("reading the server's address"))?;
        // Keep reading (and dropping) what it prints, so that it never blocks on a full pipe.
        std::thread::spawn(move || {
            let mut sink = String::new();
            while reader.read_line(&mut sink).is_ok_and(|n| n > 0) {
                sink.clear();
            }
        });
    }
    let addr = line
        .trim()
        .strip_prefix("listening on http://")
        .and_then(|a| a.parse::<SocketAddr>().ok());
    match addr {
        Some(addr) => Ok((child, addr)),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            Err(Error::io("the server binary's first line")(
                std::io::Error::other(format!("expected `listening on http://ADDR`, got {line:?}")),
            ))
        }
    }
}

impl Running {
    /// What the CPU table reads for these servers: their processes and their PostgreSQL
    /// database.
    pub fn watch(&self) -> crate::cpu::Watch {
        crate::cpu::Watch {
            servers: self.children.iter().map(std::process::Child::id).collect(),
            postgres: match &self.database {
                Database::Postgres { admin, name } => Some((admin.clone(), name.clone())),
                Database::Sqlite { .. } => None,
            },
        }
    }

    /// Starts one more server over `url`: in this process, or as `bin serve`.
    fn add(&mut self, url: &str, bin: Option<&Path>) -> Result<(), Error> {
        if let Some(bin) = bin {
            let (child, addr) = spawn_server(bin, url, &[])?;
            self.children.push(child);
            self.addrs.push(addr);
            return Ok(());
        }
        let (store, listener) = self.runtime.block_on(async {
            let store = Store::open(url).await?;
            let listener = listen()?;
            Ok::<_, Error>((store, listener))
        })?;
        self.addrs
            .push(listener.local_addr().map_err(Error::io("the listener"))?);
        let mut options = Options::default();
        options.limits.per_address = PER_ADDRESS;
        let hub = Hub::new(store, options);
        // The limiter stays in the path (its cost is part of a request's) but never refuses.
        let rate = Rate {
            per_second: 1e9,
            burst: 1e9,
        };
        self.runtime.spawn(async move {
            if let Err(e) = server::serve(listener, hub, rate).await {
                eprintln!("load: the server stopped: {e}");
            }
        });
        Ok(())
    }

    /// Stops the servers and removes their database.
    pub fn stop(self) {
        let Running {
            runtime,
            database,
            children,
            ..
        } = self;
        for mut child in children {
            let _ = child.kill();
            let _ = child.wait();
        }
        drop_database(&runtime, &database);
        runtime.shutdown_timeout(Duration::from_secs(2));
        drop(database);
    }
}

/// A listener on a free loopback port with a backlog deep enough for every client at once.
fn listen() -> Result<TcpListener, Error> {
    let socket = TcpSocket::new_v4().map_err(Error::io("a socket"))?;
    socket
        .set_reuseaddr(true)
        .map_err(Error::io("SO_REUSEADDR"))?;
    socket
        .bind(SocketAddr::from(([127, 0, 0, 1], 0)))
        .map_err(Error::io("binding 127.0.0.1:0"))?;
    socket.listen(BACKLOG).map_err(Error::io("listening"))
}

/// Runs one statement on the PostgreSQL server's administration database.
pub async fn admin(url: &str, sql: &str) -> Result<(), Error> {
    let fail = |source| Error::Postgres {
        url: url.to_owned(),
        source,
    };
    let mut conn = sqlx::PgConnection::connect(url).await.map_err(fail)?;
    sqlx::query(sql).execute(&mut conn).await.map_err(fail)?;
    conn.close().await.map_err(fail)?;
    Ok(())
}

/// Drops the PostgreSQL database, whoever is still connected to it; reports a failure only.
fn drop_database(runtime: &Runtime, database: &Database) {
    let Database::Postgres { admin: url, name } = database else {
        return;
    };
    let sql = format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)");
    if let Err(e) = runtime.block_on(admin(url, &sql)) {
        eprintln!("load: could not drop the database {name}: {e}");
    }
}
