//! `--format npy`: NumPy's .npy files for tables and sequences, read back by hand here (the
//! format is small: a padded header, then little-endian values) and with numpy.load in the
//! Python tests.

mod common;

/// The header dict and the data of a .npy file.
fn parse(bytes: &[u8]) -> (String, &[u8]) {
    assert_eq!(&bytes[..8], b"\x93NUMPY\x01\x00", "magic and version 1.0");
    let length = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
    assert_eq!(
        (10 + length) % 64,
        0,
        "the data starts on a 64-byte boundary"
    );
    let header = std::str::from_utf8(&bytes[10..10 + length]).unwrap();
    assert!(header.ends_with('\n'));
    (header.trim_end().to_string(), &bytes[10 + length..])
}

fn u32s(data: &[u8]) -> Vec<u32> {
    assert_eq!(data.len() % 4, 0);
    data.chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn npy(args: &[&str]) -> Vec<u8> {
    let output = common::grundy(args);
    assert!(
        output.status.success(),
        "grundy {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

fn csv_values(args: &[&str]) -> Vec<u32> {
    common::stdout_of(args)
        .lines()
        .skip(1)
        .map(|line| line.rsplit(',').next().unwrap().parse().unwrap())
        .collect()
}

#[test]
fn a_table_is_a_square_of_uint32_equal_to_the_csv() {
    let bytes = npy(&["table", "wythoff", "--size", "30", "--format", "npy"]);
    let (header, data) = parse(&bytes);
    assert_eq!(
        header,
        "{'descr': '<u4', 'fortran_order': False, 'shape': (30, 30), }"
    );
    let values = u32s(data);
    let csv: Vec<u32> = common::stdout_of(&["table", "wythoff", "--size", "30", "--csv"])
        .lines()
        .flat_map(|line| {
            line.split(',')
                .map(|v| v.parse::<u32>().unwrap())
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(values, csv);
    // g(a, b) at row a, column b: (1, 2) and (3, 5) are P-positions.
    assert_eq!(
        (values[30 + 2], values[3 * 30 + 5], values[30 + 1]),
        (0, 0, 2)
    );
}

#[test]
fn sequences_and_rows_are_vectors_equal_to_the_csv() {
    for (npy_args, csv_args) in [
        (
            vec!["seq", "octal", "kayles", "--to", "500", "--format", "npy"],
            vec!["seq", "octal", "kayles", "--to", "500", "--csv"],
        ),
        (
            vec!["seq", "sub", "1,3,4", "--to", "300", "--format", "npy"],
            vec!["seq", "sub", "1,3,4", "--to", "300", "--csv"],
        ),
        (
            vec![
                "table", "wythoff", "--row", "5", "--to", "400", "--format", "npy",
            ],
            vec!["table", "wythoff", "--row", "5", "--to", "400", "--csv"],
        ),
    ] {
        let bytes = npy(&npy_args);
        let (header, data) = parse(&bytes);
        let expected = csv_values(&csv_args);
        assert_eq!(
            header,
            format!(
                "{{'descr': '<u4', 'fortran_order': False, 'shape': ({},), }}",
                expected.len()
            )
        );
        assert_eq!(u32s(data), expected, "{npy_args:?}");
    }
    // Win/lose: one byte per position, 1 for P. S = {1, 3, 4}: P at n ≡ 0, 2 (mod 7).
    let bytes = npy(&[
        "seq",
        "sub",
        "1,3,4",
        "--to",
        "13",
        "--outcomes",
        "--format",
        "npy",
    ]);
    let (header, data) = parse(&bytes);
    assert!(
        header.contains("'descr': '|u1'") && header.contains("(14,)"),
        "{header}"
    );
    assert_eq!(data, [1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0]);
}

#[test]
fn npy_is_refused_where_there_are_no_values() {
    let error = common::error_of(&["seq", "sub", "1,3,4", "--period-only", "--format", "npy"]);
    assert!(error.contains("--period-only"), "{error}");
    let error = common::error_of(&[
        "table", "wythoff", "--size", "5", "--json", "--format", "csv",
    ]);
    assert!(error.contains("--format"), "{error}");
}
