"""Notebook-friendly: readable reprs, pictures for sequences (SVG) and tables (PNG), and the
type stubs list what the module has."""

import ast
import pathlib
import struct
import xml.etree.ElementTree as ElementTree

import grundy


def test_reprs_say_the_answer():
    assert repr(grundy.nim([3, 4, 5])) == (
        "NimResult(outcome='N', nim_sum=2, winning_moves=[{'heap': 0, 'to': 1}], heap_count=3, "
        "max_take=None, grundy=2, convention='normal')")
    assert str(grundy.wythoff(3, 5)).startswith("WythoffResult(heaps=[3, 5], outcome='P'")
    text = repr(grundy.nim([1] * 999 + [2**10000, 2**10000]))
    assert "winning_moves=[{'heap': 0, 'to': 0}," in text and "(+991 more)]" in text
    assert len(text) < 600
    text = repr(grundy.nim([2**10000 + 3, 2**10000 + 5, 7]))
    assert "{'heap': 0, 'to': <int of about 3011 digits>}" in text
    seq = repr(grundy.octal_sequence("kayles", 200))
    assert seq.startswith("OctalSequence(code='0.77', name='kayles', to=200, preperiod=71, "
                          "period=12, proven, values=[0, 1, 2, 3, 1, 4")
    assert "(+185 more)" in seq
    assert repr(grundy.wythoff_row(3, 100)).startswith("WythoffRow(row=3, to=100")
    assert repr(grundy.wythoff_table(4)) == (
        "WythoffTable(size=4, values=<4×4 uint32 array>, row 0=[0, 1, 2, 3])")
    for value in [grundy.analyze("nim(1,2) + kayles(5)"), grundy.bash(10, 3), grundy.fib(20),
                  grundy.wythoff_pair(10), grundy.losing_heaps(2, 5),
                  grundy.subtraction_period("1,3,4")]:
        assert type(value).__name__ in repr(value)


def test_sequences_draw_svg():
    for seq in [grundy.octal_sequence("kayles", 200), grundy.subtraction_sequence("2,5,7", 10**5),
                grundy.wythoff_row(5, 500), grundy.subtraction_sequence("1,2", 50, outcomes=True)]:
        svg = seq._repr_svg_()
        root = ElementTree.fromstring(svg)
        assert root.tag.endswith("svg")
        assert len(svg) < 1_000_000  # dots merge per pixel: bounded whatever the length
    kayles = grundy.octal_sequence("kayles", 200)._repr_svg_()
    assert "preperiod n₀ = 71" in kayles and "p = 12" in kayles


def test_tables_draw_png():
    # grundy's heatmap (the CLI's --plot): a fixed size, whatever the table's.
    for size in [10, 64, 2000]:
        png = grundy.wythoff_table(size)._repr_png_()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])
        assert (width, height) == (1240, 1000)


def test_the_stub_lists_the_module():
    stub = pathlib.Path(grundy.__file__).with_name("__init__.pyi")
    assert stub.exists() and stub.with_name("py.typed").exists()
    tree = ast.parse(stub.read_text())
    names = {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
    public = set(grundy.__all__) - {"__version__"}
    assert public <= names, public - names
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name in public:
            runtime = getattr(grundy, node.name)
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    assert hasattr(runtime, item.name), (node.name, item.name)
        if isinstance(node, ast.FunctionDef):
            runtime = getattr(grundy, node.name)
            stub_args = [a.arg for a in node.args.args + node.args.kwonlyargs]
            assert stub_args == runtime_arguments(runtime), node.name


def runtime_arguments(function):
    import inspect

    return list(inspect.signature(function).parameters)
