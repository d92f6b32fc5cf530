//! Issue 32: the command line's words come from the one catalogue (`## [cli message]` of
//! `crates/words/catalogue/en.ftl`, said by `src/said.rs`). Each command path whose sentence
//! moved there is run here through the real binary, and its English is asserted byte for byte
//! as the command printed it before the move (the expected texts were taken from a build of
//! `main` before it), but for the one sentence improved (`board_not_dgt`: a plural instead of
//! `stretch(es) … were`, docs/words.md). Then a scan of `src/` fails on a string literal that
//! is a sentence outside `said.rs`.

use crate::common;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use common::{arbiter, player_line};

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A file of `text` in `dir`, and its path as the commands are given it.
fn file(dir: &Path, name: &str, text: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).expect("a temp file");
    path.to_str().expect("a UTF-8 temp path").to_owned()
}

fn temp() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temp dir")
}

/// Guideline II.1: `--random` says on stderr the number it picked, and it is the position
/// printed.
#[test]
fn said_chess960_random_says_the_number_it_picked() {
    let out = arbiter(&["chess960", "--random"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let number = err
        .strip_prefix("Chess960 start position ")
        .and_then(|rest| rest.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("{err:?}"));
    assert!(number.parse::<u16>().is_ok_and(|n| n < 960), "{err:?}");
    let again = arbiter(&["chess960", number], "");
    assert_eq!(stdout(&again), stdout(&out));
}

#[test]
fn said_convert_refusals_warnings_and_games_stopped_as_before() {
    let long = arbiter(
        &["convert", "--long", "--to", "descriptive-en", "-"],
        "1. e4 *",
    );
    assert_eq!(long.status.code(), Some(2));
    assert_eq!(
        stderr(&long),
        "arbiter: --long writes long algebraic notation, not descriptive-en\n"
    );

    let warned = arbiter(
        &["convert", "--to", "fr", "-"],
        "[Event \"x\"]\n[Edition \"fide-2099\"]\n\n1. e4 (1. d4 d4) e5 *\n",
    );
    assert_eq!(warned.status.code(), Some(1));
    assert_eq!(
        stderr(&warned),
        "arbiter convert: game 1: line 2, column 1: the Edition tag \"fide-2099\" names no edition of the Laws: ignored, the game is read under fide-2023 [unknown_edition]\n\
arbiter convert: game 1: line 4, column 14: in a variation, \"d4\": illegal here: no legal move is written \"d4\": the rest of the variation is passed over, the game read on [variation_move_unreadable]\n"
    );

    let stopped = arbiter(
        &["convert", "--to", "fr", "-"],
        "[Event \"x\"]\n\n1. e4 e4 *\n",
    );
    assert_eq!(stopped.status.code(), Some(1));
    assert_eq!(
        stderr(&stopped),
        "arbiter convert: game 1: line 3, column 7: \"e4\": illegal here: no legal move is written \"e4\"; converted up to there\n"
    );
}

#[test]
fn said_game_and_board_configurations_and_inputs_as_before() {
    let dir = temp();
    let bad = file(dir.path(), "bad.json", r#"{"time_control":"forty moves"}"#);
    let not_json = file(dir.path(), "not.json", "{nope\n");
    let garbage = file(dir.path(), "garbage.txt", "not base64 !!\n");
    for command in [
        &["game", "--config", &bad][..],
        &["board", "--config", &bad, "--replay", &garbage],
    ] {
        let out = arbiter(command, "");
        assert_eq!(out.status.code(), Some(2), "{command:?}");
        assert_eq!(
            stderr(&out),
            "arbiter: config: time_control: time control `forty moves`, column 1: expected seconds\n",
            "{command:?}"
        );
    }
    for command in [
        &["game", "--config", &not_json][..],
        &["board", "--config", &not_json, "--replay", &garbage],
    ] {
        let out = arbiter(command, "");
        assert_eq!(out.status.code(), Some(2), "{command:?}");
        assert_eq!(
            stderr(&out),
            format!(
                "arbiter: {not_json}: not a game configuration: key must be a string at line 1 column 2\n"
            ),
            "{command:?}"
        );
    }
    let nothing = arbiter(&["board"], "");
    assert_eq!(nothing.status.code(), Some(2));
    assert_eq!(
        stderr(&nothing),
        "arbiter: arbiter board: give --device PATH, --replay FILE or the simulate command\n"
    );
    let not_base64 = arbiter(&["board", "--replay", &garbage], "");
    assert_eq!(not_base64.status.code(), Some(2));
    assert_eq!(
        stderr(&not_base64),
        format!("arbiter: {garbage}:1: not base64: Invalid symbol 33, offset 12.\n")
    );
    let empty = file(dir.path(), "empty.pgn", "");
    let no_game = arbiter(&["board", "simulate", &empty], "");
    assert_eq!(no_game.status.code(), Some(2));
    assert_eq!(stderr(&no_game), format!("arbiter: {empty}: no game\n"));
    let kings = file(
        dir.path(),
        "kings.json",
        r#"{"start_fen":"8/8/8/8/8/8/8/K1k5 w - - 0 1","time_control":"-"}"#,
    );
    let moves = file(dir.path(), "moves.pgn", "1. e4 e5 *\n");
    let elsewhere = arbiter(&["board", "--config", &kings, "simulate", &moves], "");
    assert_eq!(elsewhere.status.code(), Some(2));
    assert_eq!(
        stderr(&elsewhere),
        format!("arbiter: {moves}: the moves start from another position than the game's\n")
    );
}

/// What a DGT board sent that is no message, counted (the one sentence improved: its plural),
/// and a board turned round (its square 0 at h1: the dump's white pieces on its far half).
#[test]
fn said_board_stretches_not_read_and_a_board_turned_round() {
    let dir = temp();
    let one = file(dir.path(), "one.raw", [0x86u8, 0x00, 0x43, 0x01]);
    let out = arbiter(&["board", "--replay", &one], "");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "arbiter board: 1 stretch of the input was no DGT message (see --events)\n"
    );
    let three = file(
        dir.path(),
        "three.raw",
        [0x86u8, 0x00, 0x43, 1, 2, 3, 0x8e, 0, 5, 99, 0, 0x01],
    );
    let out = arbiter(&["board", "--replay", &three], "");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "arbiter board: 3 stretches of the input were no DGT message (see --events)\n"
    );
    let sim = eboard::simulate::Simulator::with(
        &shakmaty::Chess::default(),
        eboard::dgt::Orientation::Turned,
        true,
    );
    let bytes: Vec<u8> = sim.finish().into_iter().flat_map(|(_, b)| b).collect();
    let turned = file(dir.path(), "turned.raw", bytes);
    let out = arbiter(&["board", "--replay", &turned], "");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        "arbiter board: the board was turned round (its square 0 at h1)\n"
    );
}

#[test]
fn said_serve_refusals_as_before() {
    for (args, said) in [
        (
            &["--rate", "0"][..],
            "--rate must be positive and --burst at least 1",
        ),
        (
            &["--header-timeout", "0"][..],
            "--header-timeout must be a positive number of seconds",
        ),
        (
            &["--body-timeout", "0"][..],
            "--body-timeout must be a positive number of seconds",
        ),
        (
            &["--max-connections", "0"][..],
            "--max-connections and --max-connections-per-address must be at least 1",
        ),
    ] {
        let dir = temp();
        let db = dir.path().join("a.db");
        let db = db.to_str().expect("utf-8");
        let mut command = vec!["serve", "--addr", "127.0.0.1:0", "--db", db];
        command.extend_from_slice(args);
        let out = arbiter(&command, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(stderr(&out), format!("arbiter: {said}\n"), "{args:?}");
    }
}

/// `arbiter serve`'s first line on stdout (the contract scripts read), the warning when the web
/// board is not built, and where to open it, as before.
#[test]
fn said_serve_first_lines_as_before() {
    let dir = temp();
    let db = dir.path().join("a.db");
    let web = dir.path().join("no-web");
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["serve", "--addr", "127.0.0.1:0", "--db"])
        .arg(&db)
        .arg("--web")
        .arg(&web)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter serve starts");
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("the first line");
    // The lines on stderr up to where to open the board (the log's lines may come between).
    let mut lines = Vec::new();
    for line in BufReader::new(child.stderr.take().expect("stderr")).lines() {
        let line = line.expect("a line of stderr");
        let last = line.starts_with("open ");
        lines.push(line);
        if last {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    let addr = first
        .strip_prefix("listening on http://")
        .and_then(|a| a.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("{first:?}"));
    assert!(addr.parse::<std::net::SocketAddr>().is_ok(), "{first:?}");
    let warning = format!(
        "warning: the web board is not built in {} (its pages answer 503): run `npm --prefix web ci && npm --prefix web run build`",
        web.display()
    );
    let open = format!("open http://{addr}/ in a browser to play, watch or arbitrate a game");
    let at = |wanted: &str| lines.iter().position(|l| l == wanted);
    assert!(
        at(&warning) < at(&open) && at(&warning).is_some(),
        "{lines:#?}"
    );
    assert_eq!(lines.last(), Some(&open), "{lines:#?}");
}

/// FIDE's list as `arbiter fide import` reads it: the rows left out said with their line, the
/// 20 first, then how many more; a list without its header, a column missing, bad XML.
#[test]
fn said_fide_import_rows_left_out_as_before() {
    const HEAD: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit                                             FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
    const GOOD: &str = "1503014        Carlsen, Magnus                                              NOR M   GM                                                             2830  0   10 2823  0   20 2886  0   20 1990";
    const BAD: &str = "12x45          Somebody, Else                                               FRA M                                                                  2000  0   10                           1990";
    const NO_NAME: &str = "1503015                                                                     FRA M                                                                  2000  0   10                           1990";
    let dir = temp();
    let db = dir.path().join("fide.db");
    let db = db.to_str().expect("utf-8");
    let mut rows = vec![HEAD, GOOD, NO_NAME];
    rows.extend([BAD; 22]);
    let list = file(dir.path(), "list.txt", rows.join("\n") + "\n");
    let out = arbiter(&["fide", "import", &list, "--db", db], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let mut want = String::from("arbiter fide import: line 3: no name\n");
    for line in 4..=22 {
        want.push_str(&format!(
            "arbiter fide import: line {line}: ID Number \"12x45\" is not a number in range\n"
        ));
    }
    want.push_str("arbiter fide import: 3 more rows left out\n");
    assert_eq!(stderr(&out), want);

    for (name, text, said) in [
        (
            "nohead.txt",
            format!("garbage\n{GOOD}\n"),
            "line 1: no header line naming the columns (ID Number, Name, ...)",
        ),
        (
            "nocol.txt",
            "Name      Fed\nCarlsen   NOR\n".to_owned(),
            "line 1: the header has no ID column",
        ),
        (
            "bad.xml",
            "<?xml version=\"1.0\"?>\n<playerslist>\n</player>\n</playerslist>\n".to_owned(),
            "line 3: XML: </player> without <player>",
        ),
    ] {
        let path = file(dir.path(), name, text);
        let out = arbiter(&["fide", "import", &path, "--db", db], "");
        assert_eq!(out.status.code(), Some(1), "{name}: {}", stderr(&out));
        assert_eq!(
            stderr(&out),
            format!("arbiter fide import: {said}\n"),
            "{name}"
        );
    }
}

/// C.07 16.1: which rounds `arbiter standings` counted, every form of the note, and a tag 202
/// that does not read.
#[test]
fn said_standings_rounds_counted_as_before() {
    let one_game =
        || player_line(1, "1.0", &[(2, 'w', '1')]) + &player_line(2, "0.0", &[(1, 'b', '0')]);
    let two_games = player_line(1, "2.0", &[(2, 'w', '1'), (2, 'b', '1')])
        + &player_line(2, "0.0", &[(1, 'b', '0'), (1, 'w', '0')]);
    let pending = format!(
        "012 Pairing input\nXXR 3\n{}{}",
        one_game(),
        player_line(3, "1.0", &[(0, '-', 'U'), (0, '-', 'H')])
    );
    let cases = [
        (
            pending,
            &["--tiebreaks", "BH", "--swiss"][..],
            "rounds_played: 1 of 3 planned; counted: 1; round 2 holds only absences set in advance: not played (no zero-point bye for the others, C.07 16.1)",
        ),
        (
            format!("012 No plan\n{}", one_game()),
            &[][..],
            "rounds_played: 1; counted: 1",
        ),
        (
            format!(
                "012 Zero\n142 0\n{}{}",
                player_line(1, "0.0", &[]),
                player_line(2, "0.0", &[])
            ),
            &[][..],
            "rounds_played: none of 0 planned; counted: none",
        ),
        (
            format!("012 Two\n142 5\n{two_games}"),
            &[][..],
            "rounds_played: 1-2 of 5 planned; counted: 1-2",
        ),
        (
            format!("012 Two\n142 5\n{two_games}"),
            &["--after", "1"][..],
            "rounds_played: 1-2 of 5 planned; counted: 1",
        ),
    ];
    for (text, args, said) in cases {
        let mut command = vec!["standings", "-"];
        command.extend_from_slice(args);
        let out = arbiter(&command, &text);
        assert!(out.status.success(), "{said}: {}", stderr(&out));
        assert_eq!(stderr(&out), format!("arbiter: {said}\n"));
    }
    let tag_202 = arbiter(
        &["standings", "-"],
        &format!("012 Club\n202 PTS, XYZ\n{}", one_game()),
    );
    assert_eq!(tag_202.status.code(), Some(2));
    assert_eq!(
        stderr(&tag_202),
        "arbiter: unknown_tiebreak: tag 202 of the file: unknown tie-break code \"XYZ\" (PTS, DE, EDE, WIN, WON, BPG, BWG, BH, FB, SB, KS, PS, ARO, TPR, APRO, with /C1, /M1 …); name them with --tiebreaks\n"
    );
}

/// C.04.A: `arbiter pair --check`'s lines for a round paired otherwise than the Dutch system
/// pairs it, with and without a bye, and its last line.
#[test]
fn said_pair_check_as_before() {
    let four = player_line(1, "1.0", &[(2, 'w', '1')])
        + &player_line(2, "0.0", &[(1, 'b', '0')])
        + &player_line(3, "1.0", &[(4, 'w', '1')])
        + &player_line(4, "0.0", &[(3, 'b', '0')]);
    for (text, bye) in [
        (format!("012 Check\nXXR 3\n{four}"), "{}"),
        (
            format!(
                "012 Check\nXXR 3\n{four}{}",
                player_line(5, "1.0", &[(0, '-', 'U')])
            ),
            "{5}",
        ),
    ] {
        let out = arbiter(&["pair", "--check", "-"], &text);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        assert_eq!(
            stdout(&out),
            format!(
                "round 1: paired_differently: file 1-2 3-4 bye {bye}; Dutch 1-3 4-2 bye {bye}\n\
1 of 1 rounds paired differently\n"
            )
        );
    }
}

/// `arbiter check`'s summary on stderr: its first line (but the time taken) and its table, as
/// before, with the edition given and without.
#[test]
fn said_check_summary_as_before() {
    let pgn = "[Event \"x\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n\
[Event \"y\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n\n\
[Event \"z\"]\n[Result \"1-0\"]\n\n1. e4 e4 1-0\n";
    for (args, edition, findings) in [
        (
            &[][..],
            "each game's Edition tag, else fide-1930 with an Odds tag, else fide-2023",
            "| finding: Art. 5.1.1 (error) | 1 |\n",
        ),
        (
            &["--edition", "fide-1930"][..],
            "fide-1930",
            "| finding: Art. 1930 10.1 (error) | 1 |\n| finding: Art. 1930 16.1.d (warning) | 1 |\n",
        ),
    ] {
        let mut command = vec!["check"];
        command.extend_from_slice(args);
        let out = arbiter(&command, pgn);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        let err = stderr(&out);
        let (first, table) = err.split_once('\n').expect("a first line");
        // The time taken and the rate vary: `N.NN s (N games/s)`.
        let timing = first
            .strip_prefix(&format!("arbiter check ({edition}): 3 games in "))
            .and_then(|rest| rest.strip_suffix(" games/s)"))
            .unwrap_or_else(|| panic!("{first:?}"));
        let (seconds, rate) = timing
            .split_once(" s (")
            .unwrap_or_else(|| panic!("{first:?}"));
        let (whole, hundredths) = seconds
            .split_once('.')
            .unwrap_or_else(|| panic!("{first:?}"));
        assert!(
            whole.parse::<u64>().is_ok()
                && hundredths.len() == 2
                && hundredths.parse::<u8>().is_ok()
                && rate.parse::<u64>().is_ok(),
            "{first:?}"
        );
        assert_eq!(
            table,
            format!(
                "| what | count |\n|---|---:|\n| valid games | 2 |\n| invalid games | 1 |\n| ending: checkmate | 1 |\n{findings}"
            )
        );
    }
}

/// The source scan: no file of `src/` but `said.rs` prints or formats a sentence of its own.
/// Every string literal outside a test module, an attribute (clap's help, serde's names) and a
/// comment is read; one holding a word (two letters or more, not a snake_case code, a flag or a
/// path) is a sentence unless it is a single token (a JSON key, a protocol word) or one of
/// [`ALLOWED`], each said why.
#[test]
fn said_no_sentence_is_written_outside_said_rs() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut read = 0;
    let mut allowed_seen = Vec::new();
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&src)
        .expect("src")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a name")
            .to_owned();
        if name == "said.rs" {
            continue;
        }
        read += 1;
        let text = std::fs::read_to_string(&path).expect("a source file");
        for (line, literal) in literals(&text) {
            if !is_sentence(&literal) {
                continue;
            }
            match ALLOWED
                .iter()
                .find(|(file, allowed, _)| *file == name && allowed_matches(allowed, &literal))
            {
                Some(allowed) => allowed_seen.push(allowed.1),
                None => found.push(format!("src/{name}:{line}: {literal:?}")),
            }
        }
    }
    assert!(read >= 14, "{read} files read in {}", src.display());
    assert!(
        found.is_empty(),
        "sentences outside said.rs (a `## [cli message]` of the catalogue, said by `said::english`): {found:#?}"
    );
    // Every entry of the allow-list is still needed.
    for (file, allowed, _) in ALLOWED {
        assert!(
            allowed_seen.contains(allowed),
            "src/{file}: {allowed:?} is allowed but no longer written"
        );
    }
    // The scan finds what it is for.
    assert!(is_sentence("the board was turned round"));
    assert!(is_sentence("config: {e}"));
    assert!(is_sentence("Chess960 start position {n}"));
    assert!(!is_sentence("{path}: {e}"));
    assert!(!is_sentence("trf_unreadable: {path}: {e}"));
    assert!(!is_sentence("dgt_error"));
    assert!(!is_sentence("--long"));
    assert!(!is_sentence("|---|---:|"));
    assert_eq!(
        literals(
            "let a = \"x y\"; // \"not\"\n#[arg(help = \"no\")]\nf(r#\"raw text\"#, 'a', b\"bytes\");\n#[cfg(test)]\nmod tests { \"after\" }"
        ),
        [(1, "x y".to_owned()), (3, "raw text".to_owned())]
    );
}

/// The literals that are not sentences though they hold words, file by file: the program's
/// name framing a sentence said by `said`, a protocol's keyword, clap's help (clap renders
/// `--help` itself, out of the catalogue's reach). A text ending in `…` is a prefix. (A code
/// before a library's words, `trf_unreadable: {path}: {e}`, and JSON hold no word the scan
/// counts: no list needed.)
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "main.rs",
        "arbiter: {err}",
        "the program's name before what stopped a command",
    ),
    (
        "input.rs",
        "arbiter: {} [{}]",
        "the program's name, a sentence of `said` and its code",
    ),
    (
        "standings.rs",
        "arbiter: {}",
        "the program's name before the rounds counted (`standings_rounds`)",
    ),
    (
        "pair.rs",
        "arbiter: {}",
        "the program's name before a refusal (its code first)",
    ),
    (
        "convert.rs",
        "arbiter convert: {} [{}]",
        "the command's name, a warning (`convert_game_warning`) and its code",
    ),
    (
        "convert.rs",
        "arbiter convert: {}",
        "the command's name before `convert_game_stopped`",
    ),
    (
        "board.rs",
        "arbiter board: {}",
        "the command's name before `board_not_dgt`, `board_turned_round`, `board_no_input`",
    ),
    (
        "fide.rs",
        "arbiter fide import: {}",
        "the command's name before a row left out or how many more",
    ),
    (
        "pair.rs",
        "Exit status: 0 paired …",
        "clap's `after_help` of `arbiter pair` (clap renders --help itself)",
    ),
    (
        "board.rs",
        "fen ",
        "the position line's keyword (`fen <FEN> moves …`)",
    ),
];

fn allowed_matches(allowed: &str, literal: &str) -> bool {
    match allowed.strip_suffix('…') {
        Some(prefix) => literal.starts_with(prefix),
        None => literal == allowed,
    }
}

/// Whether a literal is a sentence: once its format holes (`{…}`) are taken out, it holds a
/// word of two letters or more that is not part of a snake_case code, a `--flag`, a path or a
/// URL; and it is not a single token (a JSON key, a code, a protocol word: no space).
fn is_sentence(literal: &str) -> bool {
    if !literal.contains(' ') {
        return false;
    }
    let mut text = String::new();
    let mut depth = 0usize;
    let mut chars = literal.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                text.push('{');
            }
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            _ => text.push(c),
        }
    }
    text.split_whitespace().any(|token| {
        if token.starts_with('-')
            || token.contains('_')
            || token.contains('/')
            || token.contains('\\')
        {
            return false;
        }
        let word = token.trim_matches(|c: char| !c.is_alphanumeric());
        word.chars().filter(|c| c.is_alphabetic()).count() >= 2
            && word
                .chars()
                .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
    })
}

/// The string literals of a Rust source, with their line: outside comments, attributes
/// (`#[…]`: clap's help, serde's names) and what follows the first `#[cfg(test)]`; byte
/// strings and characters are passed over. Escapes are kept as written.
fn literals(source: &str) -> Vec<(usize, String)> {
    let code = source
        .find("#[cfg(test)]")
        .map_or(source, |end| &source[..end]);
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    // The depth of brackets of the attribute being read, if any.
    let mut attribute: Option<usize> = None;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => {
                while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                    line += usize::from(chars[i] == '\n');
                    i += 1;
                }
                i += 2;
            }
            '#' if next == Some('[') || (next == Some('!') && chars.get(i + 2) == Some(&'[')) => {
                if attribute.is_none() {
                    attribute = Some(0);
                }
                i += 1;
            }
            '[' => {
                if let Some(depth) = attribute.as_mut() {
                    *depth += 1;
                }
                i += 1;
            }
            ']' => {
                if let Some(depth) = attribute.as_mut() {
                    *depth -= 1;
                    if *depth == 0 {
                        attribute = None;
                    }
                }
                i += 1;
            }
            '\'' => {
                // A character (`'x'`, `'\n'`, `'\u{..}'`) or a lifetime (`'a`).
                if next == Some('\\') {
                    // Past the quote, the backslash and the character escaped.
                    i += 3;
                    while i < chars.len() && chars[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                } else if chars.get(i + 2) == Some(&'\'') {
                    i += 3;
                } else {
                    i += 1;
                }
            }
            'b' if next == Some('"') => {
                // A byte string: read and dropped.
                let (end, lines, _) = string_at(&chars, i + 1);
                line += lines;
                i = end;
            }
            'b' if next == Some('\'') => {
                // A byte: read and dropped.
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += usize::from(chars[i] == '\\') + 1;
                }
                i += 1;
            }
            'r' if (next == Some('"') || next == Some('#'))
                && !chars
                    .get(i.wrapping_sub(1))
                    .is_some_and(|p| p.is_alphanumeric() || *p == '_') =>
            {
                let hashes = chars[i + 1..].iter().take_while(|c| **c == '#').count();
                if chars.get(i + 1 + hashes) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let start = i + 2 + hashes;
                let closing: Vec<char> = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let mut end = start;
                while end < chars.len() && !chars[end..].starts_with(&closing) {
                    end += 1;
                }
                let text: String = chars[start..end.min(chars.len())].iter().collect();
                if attribute.is_none() {
                    out.push((line, text.clone()));
                }
                line += text.matches('\n').count();
                i = end + closing.len();
            }
            '"' => {
                let (end, lines, text) = string_at(&chars, i);
                if attribute.is_none() {
                    out.push((line, text));
                }
                line += lines;
                i = end;
            }
            _ => i += 1,
        }
    }
    out
}

/// The string opening at `chars[start]` (a `"`): where it ends (past its closing quote), the
/// line breaks in it, and its text as written (a `\` line continuation and the spaces after it
/// taken out).
fn string_at(chars: &[char], start: usize) -> (usize, usize, String) {
    let mut i = start + 1;
    let mut text = String::new();
    let mut lines = 0;
    while i < chars.len() && chars[i] != '"' {
        if chars[i] == '\\' && chars.get(i + 1) == Some(&'\n') {
            i += 1;
            while i < chars.len() && chars[i].is_whitespace() {
                lines += usize::from(chars[i] == '\n');
                i += 1;
            }
            continue;
        }
        if chars[i] == '\\' {
            text.push(chars[i]);
            i += 1;
        }
        if let Some(&c) = chars.get(i) {
            lines += usize::from(c == '\n');
            text.push(c);
        }
        i += 1;
    }
    (i + 1, lines, text)
}
