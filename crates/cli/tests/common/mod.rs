//! Running the real `arbiter` binary in tests.

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// Runs `arbiter ARGS` with `stdin` as its standard input.
pub fn arbiter(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("arbiter runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("arbiter finishes")
}
