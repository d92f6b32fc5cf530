//! The server under test, in this process on its own runtime, over a fresh database.

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

/// A server being served, and what to clean up after it.
pub struct Running {
    /// Where it listens.
    pub addr: SocketAddr,
    runtime: Runtime,
    database: Database,
}

/// Where the journals are, to be removed at the end.
enum Database {
    /// The SQLite file's directory (removed when dropped).
    Sqlite { _dir: tempfile::TempDir },
    /// A database on a PostgreSQL server: its administration URL and its name.
    Postgres { admin: String, name: String },
}

/// Starts the server over a fresh database of `kind`, on a runtime of `threads` workers whose
/// threads are named `server` (so that their CPU time can be told apart from the clients').
pub fn start(kind: Kind, threads: usize, dir: &Path, pg_admin: &str) -> Result<Running, Error> {
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
    let started = runtime.block_on(async {
        let store = Store::open(&url).await?;
        let listener = listen()?;
        Ok::<_, Error>((store, listener))
    });
    let (store, listener) = match started {
        Ok(started) => started,
        Err(e) => {
            drop_database(&runtime, &database);
            return Err(e);
        }
    };
    let addr = listener.local_addr().map_err(Error::io("the listener"))?;
    let hub = Hub::new(store, Options::default());
    // The limiter stays in the path (its cost is part of a request's) but never refuses.
    let rate = Rate {
        per_second: 1e9,
        burst: 1e9,
    };
    runtime.spawn(async move {
        if let Err(e) = server::serve(listener, hub, rate).await {
            eprintln!("load: the server stopped: {e}");
        }
    });
    Ok(Running {
        addr,
        runtime,
        database,
    })
}

impl Running {
    /// Stops the server and removes its database.
    pub fn stop(self) {
        let Running {
            runtime, database, ..
        } = self;
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
async fn admin(url: &str, sql: &str) -> Result<(), Error> {
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
