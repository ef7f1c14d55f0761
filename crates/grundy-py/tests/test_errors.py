"""Errors are Python exceptions with the CLI's message: GrundyError (a ValueError) for bad
input, LimitError (a GrundyError) naming the limit for refused sizes; never a crash."""

import pytest

import grundy
from conftest import cli_error


@pytest.mark.parametrize("call, args", [
    (lambda: grundy.nim([3, -4]), ["nim", "3", "-4"]),
    (lambda: grundy.wythoff("12a", 5), ["wythoff", "12a", "5"]),
    (lambda: grundy.bash(10, 0), ["bash", "10", "--max", "0"]),
    (lambda: grundy.takeaway(20, "0"), ["takeaway", "20", "--k", "0"]),
    (lambda: grundy.takeaway(20, "3/x"), ["takeaway", "20", "--k", "3/x"]),
    (lambda: grundy.analyze("nim(3,4,x)"), ["analyze", "nim(3,4,x)"]),
    (lambda: grundy.analyze("chess(1)"), ["analyze", "chess(1)"]),
    (lambda: grundy.octal_sequence("0.8x", 10), ["seq", "octal", "0.8x", "--to", "10"]),
    (lambda: grundy.subtraction_sequence("1,0", 10), ["seq", "sub", "1,0", "--to", "10"]),
    (lambda: grundy.wythoff(3, 5, misere=True, grundy=True),
     ["wythoff", "3", "5", "--misere", "--grundy"]),
])
def test_bad_input_is_a_value_error_with_the_clis_message(call, args):
    with pytest.raises(ValueError) as raised:
        call()
    assert isinstance(raised.value, grundy.GrundyError)
    assert not isinstance(raised.value, grundy.LimitError)
    message = cli_error(*args)
    # The CLI may name the option it came from ("--grundy: ..."); the message is the library's.
    assert message.endswith(str(raised.value)), (message, str(raised.value))


def test_heaps_in_a_string_are_read_as_a_file(tmp_path):
    path = tmp_path / "heaps.txt"
    path.write_text("3 x 5")
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.nim("3 x 5")
    assert cli_error("nim", f"@{path}") == str(raised.value)


def test_expression_errors_carry_their_column():
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.analyze("nim(3,4,x)")
    assert raised.value.kind == "invalid_number" and raised.value.column == 9
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.analyze("nim(3,4")
    assert raised.value.kind == "syntax" and raised.value.column == 8
    with pytest.raises(grundy.GrundyError) as raised:
        grundy.nim([1])
        grundy.bash(1, 0)
    assert raised.value.column is None


@pytest.mark.parametrize("call, name, maximum, requested, args", [
    (lambda: grundy.wythoff_table(20000), "wythoff_table_size", 16384, 20000,
     ["table", "wythoff", "--size", "20000"]),
    (lambda: grundy.octal_sequence("0.6", 10**8 + 1), "octal_sequence_length", 10**8, 10**8 + 1,
     ["seq", "octal", "0.6", "--to", "100000001"]),
    (lambda: grundy.wythoff_row(5000, 10), "wythoff_row_index", 4095, 5000,
     ["table", "wythoff", "--row", "5000", "--to", "10"]),
    (lambda: grundy.takeaway(10**5000, 2), "takeaway_heap_digits", 4096, None, None),
    # Issue 20: about 2.6·10^10 losing heaps below 10^20 aborted the interpreter.
    (lambda: grundy.takeaway(10**20, 10**9), "takeaway_work", 2**24, None,
     ["takeaway", "100000000000000000000", "--k", "1000000000"]),
    (lambda: grundy.octal_sequence("0.6", 2**70), "word", 2**64 - 1, 2**70, None),
])
def test_refused_sizes_are_limit_errors(call, name, maximum, requested, args):
    with pytest.raises(grundy.LimitError) as raised:
        call()
    error = raised.value
    assert isinstance(error, ValueError)
    assert error.kind == "too_large" and error.name == name and error.max == maximum
    if requested is not None:
        assert error.requested == requested
    if args is not None:
        assert cli_error(*args).endswith(str(error))


def test_issue_32_a_misere_sum_of_many_moves_is_a_limit_error_not_an_abort():
    """Issue 32: the exhaustive misère search bounded the positions of a component but not the
    options of each, and the interpreter died with SIGABRT once memory ran out."""
    for n in (499, 30):
        expr = "sub(1000000,{%s})" % ",".join(str(s) for s in range(1, n + 1))
        with pytest.raises(grundy.LimitError) as raised:
            grundy.analyze(expr, misere=True)
        error = raised.value
        assert error.name == "search_moves" and error.max == 2**24
        assert error.requested == n * (10**6 + 1)
        assert cli_error("analyze", expr, "--misere").endswith(str(error))


def test_wrong_types():
    with pytest.raises(grundy.GrundyError, match="invalid heap size '2.5': expected a non-neg"):
        grundy.wythoff(2.5, 3)
    with pytest.raises(grundy.GrundyError, match="invalid heap size 'True': expected a non-neg"):
        grundy.nim([True, 2])
    with pytest.raises(grundy.GrundyError, match="float whose value is not exactly 0.1"):
        grundy.takeaway(20, 0.1)
    # A float that is exactly what it shows is that number (tests/test_values.py).
    assert grundy.takeaway(20, 2.5).k == "5/2"
    with pytest.raises(TypeError):
        grundy.nim([3, None])
    with pytest.raises(TypeError):
        grundy.nim(5)


def test_inputs_of_every_kind():
    import numpy as np
    from decimal import Decimal
    from fractions import Fraction

    assert grundy.wythoff(np.uint64(3), np.int32(5)).outcome == "P"
    assert grundy.wythoff("3", "5").outcome == "P"
    assert grundy.takeaway(20, Decimal("1.5")).k == "3/2"
    assert grundy.takeaway(20, Fraction(6, 4)).k == "3/2"
    assert grundy.nim("3 4 5\n").to_dict() == grundy.nim((3, 4, 5)).to_dict()
    assert grundy.nim(b"3 4 5").to_dict() == grundy.nim(iter([3, 4, 5])).to_dict()
    assert grundy.subtraction_sequence("{1,3,4}", 10).set == [1, 3, 4]
    assert grundy.subtraction_sequence((4, 1, 3), 10).set == [1, 3, 4]


def english_in(message):
    """A run of three or more English words outside what the message quotes (“…”, '…', `…`):
    English left in a Chinese message, or None."""
    import re
    unquoted = re.sub(r"“[^”]*”|'[^']*'|`[^`]*`", "", message)
    for run in re.split(r"[^A-Za-z ]", unquoted):
        words = run.split()
        if len(words) >= 3:
            return " ".join(words)
    return None


def test_english_in_finds_english_outside_quotes():
    assert english_in("invalid number 'x': expected a number") == "expected a number"
    assert english_in("无法读取“a b c d”：应为非负整数") is None


def test_errors_speak_the_language_the_module_is_set_to():
    assert grundy.get_lang() == "en"
    with pytest.raises(grundy.GrundyError) as english:
        grundy.wythoff("12a", 5)
    assert english_in(str(english.value)), str(english.value)
    grundy.set_lang("zh")
    try:
        assert grundy.get_lang() == "zh"
        with pytest.raises(grundy.GrundyError) as chinese:
            grundy.wythoff("12a", 5)
        message = str(chinese.value)
        assert "“12a”" in message and "十进制" in message, message
        assert english_in(message) is None, message
        # The kind and the other attributes are the same in every language.
        assert chinese.value.kind == english.value.kind == "invalid_number"
        assert chinese.value.column == english.value.column
    finally:
        grundy.set_lang("en")
    assert grundy.get_lang() == "en"
    with pytest.raises(grundy.GrundyError):
        grundy.set_lang("fr")
    assert grundy.get_lang() == "en"
