"""The CLI's `--format npy` files load with numpy.load and equal the package's arrays."""

import subprocess

import numpy as np

import grundy
from conftest import cli_path


def npy(tmp_path, name, *args):
    path = tmp_path / name
    with open(path, "wb") as out:
        subprocess.run([cli_path(), *args, "--format", "npy"], stdout=out, check=True)
    return np.load(path)


def test_a_table_round_trips_through_numpy_load(tmp_path):
    table = npy(tmp_path, "t.npy", "table", "wythoff", "--size", "300")
    assert table.dtype == np.dtype("<u4") and table.shape == (300, 300)
    assert np.array_equal(table, grundy.wythoff_table(300).values)
    assert table[3, 5] == 0 and table[5, 3] == 0 and table[1, 1] == 2


def test_sequences_and_rows_round_trip_through_numpy_load(tmp_path):
    kayles = npy(tmp_path, "k.npy", "seq", "octal", "kayles", "--to", "100000")
    assert kayles.dtype == np.dtype("<u4") and kayles.shape == (100001,)
    assert np.array_equal(kayles, grundy.octal_sequence("kayles", 100000).values)
    sub = npy(tmp_path, "s.npy", "seq", "sub", "1,3,4", "--to", "5000")
    assert np.array_equal(sub, grundy.subtraction_sequence([1, 3, 4], 5000).values)
    outcomes = npy(tmp_path, "o.npy", "seq", "sub", "1,3,4", "--to", "13", "--outcomes")
    assert outcomes.dtype == np.uint8
    assert outcomes.tolist() == [1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0]
    row = npy(tmp_path, "r.npy", "table", "wythoff", "--row", "5", "--to", "2000")
    assert np.array_equal(row, grundy.wythoff_row(5, 2000).values)
