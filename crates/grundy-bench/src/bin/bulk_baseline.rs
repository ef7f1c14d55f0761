//! The baseline of the `bulk_output` bench: a single-threaded program that computes a table or a
//! sequence and formats it by hand into one buffer, then writes it — what a careful person
//! would write without grundy's CLI.
//!
//!     bulk_baseline table N          Wythoff's Grundy table as CSV rows (grundy table --csv)
//!     bulk_baseline octal CODE N     an octal game's sequence as n,g lines (grundy seq octal --csv)

use std::io::Write;

use grundy::games::octal::OctalCode;
use grundy::games::wythoff::grundy_rows;

/// Appends `value` in decimal, digit by digit.
fn push(buffer: &mut Vec<u8>, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    buffer.extend_from_slice(&digits[at..]);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut buffer = Vec::new();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["table", n] => {
            let n: usize = n.parse().expect("a size");
            // The plain method: one bitset per row, column and diagonal, row by row.
            for row in grundy_rows(n, n) {
                for (b, value) in row.into_iter().enumerate() {
                    if b > 0 {
                        buffer.push(b',');
                    }
                    push(&mut buffer, value);
                }
                buffer.push(b'\n');
            }
        }
        ["octal", code, n] => {
            let code: OctalCode = code.parse().expect("an octal code");
            let n: u64 = n.parse().expect("a length");
            let values = code.grundy_sequence(n).expect("the sequence");
            buffer.extend_from_slice(b"n,g\n");
            for (i, value) in values.into_iter().enumerate() {
                push(&mut buffer, i as u64);
                buffer.push(b',');
                push(&mut buffer, u64::from(value));
                buffer.push(b'\n');
            }
        }
        _ => {
            eprintln!("usage: bulk_baseline table N | bulk_baseline octal CODE N");
            std::process::exit(2);
        }
    }
    std::io::stdout()
        .lock()
        .write_all(&buffer)
        .expect("write the output");
}
