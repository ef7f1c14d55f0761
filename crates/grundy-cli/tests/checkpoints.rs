//! Checkpoints of `seq octal` and `seq sub`: a finished run reruns from its checkpoint and
//! prints the same; a stopped run resumes and prints exactly what a run never stopped prints;
//! a checkpoint that is damaged, of another run or of an earlier version is one line of error.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use common::{error_of, stdout_of};
use grundy::games::octal::HeapGame;

fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("grundy-checkpoints-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `args` with `--checkpoint path`.
fn with_checkpoint<'a>(args: &[&'a str], path: &'a Path) -> Vec<&'a str> {
    let mut args = args.to_vec();
    args.extend(["--checkpoint", path.to_str().expect("utf-8 path")]);
    args
}

/// The checksum of a checkpoint's state, as `longrun.rs` computes it.
fn checksum(bytes: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64 ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for chunk in &mut chunks {
        let word = u64::from_le_bytes(chunk.try_into().unwrap());
        hash = (hash ^ word)
            .wrapping_mul(0x0000_0100_0000_01b3)
            .rotate_left(29);
    }
    for &byte in chunks.remainder() {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// A checkpoint file as the CLI writes it: the format's line, the run's fingerprint, the
/// state's length and checksum, then the state.
fn checkpoint_file(fingerprint: &str, state: &[u8]) -> Vec<u8> {
    let mut file = format!(
        "grundy checkpoint v1\n{fingerprint}\n{} {:016x}\n",
        state.len(),
        checksum(state)
    )
    .into_bytes();
    file.extend_from_slice(state);
    file
}

/// A checkpoint's bytes and the time it was last written.
fn written(file: &Path) -> (Vec<u8>, std::time::SystemTime) {
    let metadata = std::fs::metadata(file).expect("the checkpoint");
    let modified = metadata.modified().expect("a modification time");
    (std::fs::read(file).expect("read"), modified)
}

#[test]
fn finished_octal_runs_rerun_from_their_checkpoint() {
    // Kayles and 4.f7 stop on a proven period; 0.9 (three heaps) and the others compute
    // every value; Officers goes past the sparse-space switch.
    let dir = temp_dir("octal-finished");
    for (game, to) in [
        ("kayles", "200"),
        ("0.9", "200"),
        ("4.f7", "200"),
        ("dawsons", "0"),
        ("grundy", "300"),
        ("officers", "6000"),
    ] {
        for format in [None, Some("--json")] {
            let mut args = vec!["seq", "octal", game, "--to", to];
            args.extend(format);
            let expected = stdout_of(&args);
            let file = dir.join(format!("{game}.ckpt"));
            let _ = std::fs::remove_file(&file);
            let args = with_checkpoint(&args, &file);
            assert_eq!(stdout_of(&args), expected, "{args:?}");
            let written = |file: &Path| {
                let metadata = std::fs::metadata(file).expect("the checkpoint");
                (
                    std::fs::read(file).expect("read"),
                    metadata.modified().expect("mtime"),
                )
            };
            let saved = written(&file);
            assert_eq!(stdout_of(&args), expected, "{args:?}, rerun");
            assert_eq!(stdout_of(&args), expected, "{args:?}, rerun again");
            // Nothing new was computed: the file is left as it was, not written again.
            assert_eq!(written(&file), saved, "{args:?}");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn finished_subtraction_runs_rerun_from_their_checkpoint() {
    let dir = temp_dir("sub-finished");
    let runs: [&[&str]; 6] = [
        &["1,3,4", "--to", "200"],
        &["2,5,7", "--to", "300", "--outcomes"],
        &["3,5,9", "--to", "100", "--json"],
        &["1,3,4", "--period-only"],
        &["2,5,7", "--period-only", "--json"],
        &["3,4,11", "--period-only", "--outcomes"],
    ];
    for (k, run) in runs.iter().enumerate() {
        let mut args = vec!["seq", "sub"];
        args.extend_from_slice(run);
        let expected = stdout_of(&args);
        let file = dir.join(format!("{k}.ckpt"));
        let args = with_checkpoint(&args, &file);
        assert_eq!(stdout_of(&args), expected, "{args:?}");
        let saved = written(&file);
        assert_eq!(stdout_of(&args), expected, "{args:?}, rerun");
        assert_eq!(stdout_of(&args), expected, "{args:?}, rerun again");
        assert_eq!(written(&file), saved, "{args:?}: not written again");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn stopped_octal_runs_resume_to_what_an_uninterrupted_run_prints() {
    // A checkpoint written by the library part way (the run's own state, in the CLI's file):
    // sparse space past its switch (Officers, Grundy's game), plain mex (Officers before the
    // mask is chosen at 4,095), three-heap moves, and Kayles, which stops on its period.
    let dir = temp_dir("octal-stopped");
    for (name, to, steps) in [
        ("officers", 30_000, 7_000),
        ("officers", 30_000, 25_000),
        ("officers", 3_000, 1_000),
        ("grundy", 12_000, 9_000),
        ("0.9", 1_000, 400),
        ("4.f7", 200, 3),
        ("kayles", 1_000, 100),
        ("kayles", 1_000, 175),
    ] {
        let game: HeapGame = name.parse().expect("a game");
        let mut run = game.sequence_run(to).expect("a run");
        run.advance(steps).expect("values");
        let file = dir.join(format!("{name}-{to}-{steps}.ckpt"));
        let fingerprint = format!("seq octal {game} --to {to}");
        std::fs::write(&file, checkpoint_file(&fingerprint, &run.save())).expect("write");
        let to = to.to_string();
        for format in [None, Some("--json")] {
            let mut args = vec!["seq", "octal", name, "--to", to.as_str()];
            args.extend(format);
            let expected = stdout_of(&args);
            let resumed = with_checkpoint(&args, &file);
            assert_eq!(stdout_of(&resumed), expected, "{resumed:?}");
            // Finished now: the rerun prints the same again.
            assert_eq!(stdout_of(&resumed), expected, "{resumed:?}, rerun");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_killed_officers_run_resumes_to_what_an_uninterrupted_run_prints() {
    // Officers past the sparse-space switch, killed (SIGKILL) at its first checkpoint (saved
    // after a second), then run again with the same command. The run must outlast a second:
    // 4,000,000 heaps take about 3 s in the test build (600,000 did until the ranks made the
    // sparse method faster).
    let dir = temp_dir("octal-killed");
    let to = 4_000_000;
    let to_text = to.to_string();
    let args = ["seq", "octal", "0.6", "--to", to_text.as_str()];
    let file = dir.join("officers.ckpt");
    let resumed = with_checkpoint(&args, &file);
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(&resumed)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the grundy binary starts");
    let started = Instant::now();
    let mut killed_midway = false;
    while started.elapsed() < Duration::from_secs(300) {
        if child.try_wait().expect("wait").is_some() {
            break;
        }
        if file.exists() {
            child.kill().expect("kill");
            killed_midway = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait().expect("wait");
    assert!(killed_midway, "the run should outlast its first checkpoint");
    let saved = std::fs::metadata(&file).expect("checkpoint").len();
    assert!(
        saved < 4 * to,
        "the checkpoint holds part of the run: {saved} bytes"
    );
    assert_eq!(stdout_of(&resumed), stdout_of(&args));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn damaged_foreign_and_old_checkpoints_are_one_line_errors() {
    let dir = temp_dir("damaged");
    let file = dir.join("run.ckpt");
    let args = ["seq", "octal", "officers", "--to", "5000"];
    let resumed = with_checkpoint(&args, &file);
    stdout_of(&resumed);
    let good = std::fs::read(&file).expect("the checkpoint");
    let state_at = good
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == b'\n')
        .nth(2)
        .map(|(i, _)| i + 1)
        .expect("three lines");
    let state = &good[state_at..];

    let mut bad_files: Vec<(String, Vec<u8>)> = Vec::new();
    // Cut anywhere, or one bit flipped anywhere (the checksum sees it).
    for len in [
        0,
        5,
        21,
        state_at - 1,
        state_at,
        state_at + 9,
        good.len() - 1,
    ] {
        bad_files.push((format!("cut at {len}"), good[..len].to_vec()));
    }
    for at in [
        0,
        3,
        25,
        state_at - 2,
        state_at + 1,
        state_at + 40,
        good.len() - 1,
    ] {
        let mut bytes = good.clone();
        bytes[at] ^= 4;
        bad_files.push((format!("bit flipped at {at}"), bytes));
    }
    // Random bytes.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for len in [1, 30, 100, 1000] {
        let bytes = (0..len)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed >> 24) as u8
            })
            .collect();
        bad_files.push((format!("{len} random bytes"), bytes));
    }
    // A checksum that holds over a state that is not this run's: its last value changed,
    // random words, the state of an earlier version (no mask).
    let fingerprint = "seq octal 0.6 --to 5000";
    let mut wrong_last = state.to_vec();
    let last = wrong_last.len() - 4;
    wrong_last[last] ^= 1;
    bad_files.push((
        "a wrong value".into(),
        checkpoint_file(fingerprint, &wrong_last),
    ));
    bad_files.push((
        "random state".into(),
        checkpoint_file(fingerprint, &good[..good.len() / 2]),
    ));
    for (what, bytes) in &bad_files {
        std::fs::write(&file, bytes).expect("write");
        let message = error_of(&resumed);
        assert!(message.contains("checkpoint"), "{what}: {message}");
    }
    let mut old = b"OCTALSEQ".to_vec();
    let name = 8 + 8 + "0.6".len();
    old.extend_from_slice(&state[8..name + 8]); // the name and N
    old.extend_from_slice(&state[name + 16..]); // the values, without the mask
    std::fs::write(&file, checkpoint_file(fingerprint, &old)).expect("write");
    let message = error_of(&resumed);
    assert!(message.contains("earlier version"), "{message}");
    // Another run's checkpoint.
    std::fs::write(&file, &good).expect("write");
    let message = error_of(&with_checkpoint(
        &["seq", "octal", "kayles", "--to", "5000"],
        &file,
    ));
    assert!(message.contains("another run"), "{message}");
    // The intact file still answers.
    assert_eq!(stdout_of(&resumed), stdout_of(&args));
    let _ = std::fs::remove_dir_all(&dir);
}
