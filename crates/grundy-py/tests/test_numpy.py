"""NumPy in and out: sequences and tables are uint32 arrays owned by NumPy (one array, shared
by every access, read-only), the array protocol works, and Nim reads integer arrays."""

import numpy as np
import pytest

import grundy


def test_sequence_values_are_one_read_only_uint32_array():
    seq = grundy.octal_sequence("kayles", 1000)
    values = seq.values
    assert isinstance(values, np.ndarray)
    assert values.dtype == np.uint32 and values.shape == (1001,)
    assert seq.values is values, "the same array at every access"
    assert values.flags.owndata or values.base is not None
    assert not values.flags.writeable
    with pytest.raises(ValueError):
        values[0] = 7
    assert len(seq) == 1001 and seq[5] == values[5] and seq[-1] == values[-1]
    assert list(seq)[:6] == [0, 1, 2, 3, 1, 4]
    assert seq[2:5].tolist() == values[2:5].tolist()
    # The array protocol: np.asarray shares the memory, a copy is writable.
    assert np.shares_memory(np.asarray(seq), values)
    copied = np.array(seq, dtype=np.int64)
    assert copied.dtype == np.int64 and copied.flags.writeable
    assert copied.tolist() == values.tolist()
    # Beyond the proven period the values repeat (computed_to < to).
    assert seq.computed_to < seq.to
    p, q = seq.preperiod, seq.period
    assert (values[p + q:] == values[p:len(values) - q]).all()


def test_subtraction_values_and_outcomes():
    seq = grundy.subtraction_sequence([1, 3, 4], 10**6)
    assert seq.values.dtype == np.uint32 and len(seq.values) == 10**6 + 1
    assert seq.values[:14].tolist() == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
    win_lose = grundy.subtraction_sequence([1, 3, 4], 100, outcomes=True)
    assert win_lose.values is None
    mask = win_lose.p_positions
    assert mask.dtype == np.bool_ and mask.shape == (101,)
    assert (mask == (seq.values[:101] == 0)).all()
    assert "".join("P" if p else "N" for p in mask) == win_lose.outcomes


def test_table_is_a_symmetric_two_dimensional_uint32_array():
    table = grundy.wythoff_table(300)
    values = table.values
    assert values.dtype == np.uint32 and values.shape == (300, 300)
    assert table.values is values and not values.flags.writeable
    assert (values == values.T).all()
    assert table[3, 5] == 0 and table[5, 3] == 0 and table[1, 1] == 2
    assert table.size == len(table) == 300
    assert np.asarray(table).shape == (300, 300)
    # The P-positions (value 0) are exactly Wythoff's pairs.
    zeros = {(int(a), int(b)) for a, b in zip(*np.nonzero(values == 0)) if a <= b}
    pairs = {tuple(grundy.wythoff_pair(k).position) for k in range(300)}
    assert zeros == {p for p in pairs if p[1] < 300}
    # Each row is the row function's values.
    row = grundy.wythoff_row(7, 299)
    assert (row.values == values[7]).all()


def test_empty_and_tiny():
    assert grundy.wythoff_table(0).values.shape == (0, 0)
    assert grundy.octal_sequence("kayles", 0).values.tolist() == [0]


@pytest.mark.parametrize("dtype", [np.uint64, np.int64, np.uint32, np.int32, np.uint8])
def test_nim_reads_integer_arrays(dtype):
    rng = np.random.default_rng(5)
    heaps = rng.integers(0, 100, size=1000).astype(dtype)
    assert grundy.nim(heaps).to_dict() == grundy.nim(heaps.tolist()).to_dict()


def test_nim_of_a_million_heaps_from_numpy():
    heaps = np.arange(1, 10**6 + 1, dtype=np.uint64)
    result = grundy.nim(heaps)
    expected = int(np.bitwise_xor.reduce(heaps))
    assert result.nim_sum == expected and result.heap_count == 10**6


def test_nim_refuses_negative_and_two_dimensional_arrays():
    with pytest.raises(grundy.GrundyError, match="'-3'"):
        grundy.nim(np.array([1, -3, 4], dtype=np.int64))
    with pytest.raises(grundy.GrundyError, match="one-dimensional"):
        grundy.nim(np.zeros((2, 2), dtype=np.uint64))
    # A sequence's array is an input like any other.
    assert grundy.nim(grundy.octal_sequence("kayles", 20).values).outcome in "PN"
