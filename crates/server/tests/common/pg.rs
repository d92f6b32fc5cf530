//! A fresh PostgreSQL database per test, shared by the server's tests and the command line's
//! process tests (which include this file by path).

/// The PostgreSQL server the tests use: `ARBITER_TEST_PG`, else the machine's own on loopback.
/// The tests do not skip when it is missing: they fail.
pub fn pg_admin_url() -> String {
    std::env::var("ARBITER_TEST_PG")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
}

/// A fresh, empty PostgreSQL database for one test; its URL.
pub async fn fresh_pg() -> String {
    use sqlx::Connection;
    let admin = pg_admin_url();
    let mut conn = sqlx::PgConnection::connect(&admin)
        .await
        .unwrap_or_else(|e| panic!("PostgreSQL at {admin} is required for these tests: {e}"));
    // The name carries its creation time, so that databases left by earlier runs are dropped
    // once they are surely unused (an hour later).
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let old: Vec<(String,)> =
        sqlx::query_as("SELECT datname FROM pg_database WHERE datname LIKE 'arbiter_test_%'")
            .fetch_all(&mut conn)
            .await
            .unwrap_or_default();
    for (db,) in old {
        let created = db
            .strip_prefix("arbiter_test_")
            .and_then(|rest| rest.split('_').next())
            .and_then(|secs| secs.parse::<u64>().ok())
            .unwrap_or(0);
        if created + 3600 < now {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {db}"))
                .execute(&mut conn)
                .await;
        }
    }
    let name = format!("arbiter_test_{now}_{:016x}", rand::random::<u64>());
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut conn)
        .await
        .expect("create a test database");
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    format!("{base}/{name}")
}
