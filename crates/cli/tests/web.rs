//! The web board, end to end (issue 7): the front end is type-checked and built (`web/build.mjs`),
//! its unit tests run (`node --test`), its first load in English and in French stays under
//! 500 KB gzip and 100 KB brotli (issue 32: one catalogue in it, the page's language's), and the
//! Playwright tests in `web/e2e/` play games by clicking in Debian's Chromium against a real
//! `arbiter serve` (SQLite, port 0) — promotion, draw offers, a threefold claim with the intended
//! move (Art. 9.2.1.1), resignation (5.1.2), the arbiter's pause and added time (6.11.1, 6.10.2),
//! and a game against Stockfish; and the game page as players expect it (issue 25), at 1280×900
//! and on a 390×844 phone: the clocks directly above and below the board and all of it in the
//! window, the move list following the last move and ←/→ showing earlier positions, the board
//! played from the keyboard, a seat's page without ruling controls, the 9.5.3 warning before a
//! claim that is not correct, the 1930 perpetual-check claim and mate demand, no raw code and
//! French everywhere on a French page, and axe-core (`@axe-core/playwright`) without a violation
//! on the home, game and console pages; and an event from the home page (issue 35): created,
//! its players imported from a TRF and from FIDE's rating list, found in the list the server
//! read first (`arbiter fide import`), entered by hand, edited and withdrawn; and the game page of
//! an event's game naming its event, round and board, a rematch offered and accepted as one game,
//! the invited player choosing his name (`game-event.spec.ts`); a whole Swiss of 12
//! and a round robin of 6 run from the home page by clicks and keys (`whole-event.spec.ts`),
//! their standings, crosstable and TRF equal to `arbiter standings` on the downloaded TRF and
//! their PGN read by `arbiter check`; the hall keeping focus and every click across live
//! updates (`hall-focus.spec.ts`); the spectators' live page and the PGN feed's tags
//! (`live.spec.ts`).
//!
//! Needs Node.js with `web/node_modules` installed (`npm --prefix web ci`) and `/usr/bin/chromium`
//! (`.ci/run` installs both).

use std::path::{Path, PathBuf};
use std::process::Command;

fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web")
}

fn run(program: &str, args: &[&str], what: &str) {
    let status = Command::new(program)
        .args(args)
        .current_dir(web_dir())
        .status()
        .unwrap_or_else(|e| panic!("{what}: {program} does not start: {e}"));
    assert!(status.success(), "{what} failed: {status}");
}

#[test]
fn the_web_board_builds_small_and_plays_in_chromium() {
    let web = web_dir();
    assert!(
        web.join("node_modules/chessground").is_dir(),
        "the front end's packages are not installed: run `npm --prefix web ci` (.ci/run does)"
    );
    run("node", &["build.mjs"], "the front end's build");
    run("npx", &["tsc", "--noEmit", "-p", "."], "the type check");
    run(
        "node",
        &["--test", "dist-test/"],
        "the front end's unit tests",
    );

    // The first load: what a first visit downloads before the page draws anything — index.html,
    // its stylesheet, its first script, the page's module and the chunks it imports, and one
    // catalogue, the page's language's (issue 32) — compressed as the server sends them, in
    // English and in French (`web/build.mjs` writes both in sizes.json).
    let sizes: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(web.join("dist/sizes.json")).expect("sizes.json"),
    )
    .expect("sizes.json reads");
    for lang in ["en", "fr"] {
        let gzip = sizes[lang]["gzip"].as_u64().expect("gzip");
        let brotli = sizes[lang]["brotli"].as_u64().expect("brotli");
        eprintln!("first load in {lang}: {gzip} bytes gzip, {brotli} bytes brotli");
        assert!(
            gzip < 500 * 1024,
            "the first load in {lang} is {gzip} bytes gzipped"
        );
        // Issue 32: the catalogue in the page keeps the first load under 100 KB brotli.
        assert!(
            brotli < 100 * 1024,
            "the first load in {lang} is {brotli} bytes brotli (issue 32: under 100 KB)"
        );
    }

    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("web.db");
    let dist = web.join("dist");
    // Issue 35: FIDE's rating list read into the database first, as an administrator would
    // (`arbiter fide import`), for the registration page's lookup as one types.
    let list = web.join("e2e/data/players_list_foa.txt");
    let imported = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["fide", "import"])
        .arg(&list)
        .args(["--db", db.to_str().expect("a UTF-8 path")])
        .output()
        .expect("arbiter fide import starts");
    let summary = String::from_utf8_lossy(&imported.stdout);
    assert!(
        imported.status.success() && summary.contains("\"stored\":8"),
        "arbiter fide import: {summary} {}",
        String::from_utf8_lossy(&imported.stderr)
    );
    let server = crate::server::start_with(
        db.to_str().expect("a UTF-8 path"),
        &["--web", dist.to_str().expect("a UTF-8 path")],
    );
    let base = server.base.clone();

    let status = Command::new("npx")
        .args(["playwright", "test"])
        .current_dir(&web)
        .env("ARBITER_URL", &base)
        // Issue 35: the whole event's test runs `arbiter standings` and `arbiter check` on the
        // TRF and PGN the browser downloaded.
        .env("ARBITER_BIN", env!("CARGO_BIN_EXE_arbiter"))
        .status()
        .expect("playwright starts");
    drop(server);
    assert!(status.success(), "the browser tests failed: {status}");
}
