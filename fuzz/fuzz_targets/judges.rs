//! Every judge's input reader on any bytes: never a panic, and an error is one line.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the judge, the rest is its input.
    let Some((&pick, input)) = data.split_first() else {
        return;
    };
    let problems = grundy_cli::judges::PROBLEMS;
    let problem = &problems[usize::from(pick) % problems.len()];
    let mut reader = std::io::BufReader::new(input);
    let mut output = Vec::new();
    if let Err(error) = (problem.solve)(&mut reader, &mut output) {
        let message = error.to_string();
        assert!(!message.contains('\n'), "{}: {message}", problem.name);
    }
});
