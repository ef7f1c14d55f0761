"""One table of questions, asked of the three front ends: the CLI (`grundy ... --json`), the
HTTP API (`grundy serve`, a real server on loopback) and this package. Each question is one
request type of the library, so the three answers must be the same object, field for field;
the errors too (their kind, limit and message).
"""

import http.client
import json
import socket
import subprocess
import time

import pytest

import grundy
from conftest import ROOT, cli_path, run_cli

# The pattern lab's rules scripts, as the CLI reads them from the file.
SQUARE = ROOT / "examples" / "patterns" / "take-a-square.rhai"
WYTHOFF = ROOT / "examples" / "patterns" / "wythoff.rhai"

# (CLI arguments, API route and body, the package's call)
QUESTIONS = [
    (["wythoff", "9", "4"], "wythoff", {"a": 9, "b": 4}, lambda: grundy.wythoff(9, 4)),
    (["wythoff", "165580140", "267914295", "--misere"], "wythoff",
     {"a": "165580140", "b": "267914295", "misere": True},
     lambda: grundy.wythoff(165580140, 267914295, misere=True)),
    (["wythoff", "--pair", "1000"], "wythoff/pair", {"k": 1000}, lambda: grundy.wythoff_pair(1000)),
    (["nim", "3", "4", "5"], "nim", {"heaps": [3, 4, 5]}, lambda: grundy.nim([3, 4, 5])),
    (["nim", "5", "7", "9", "--max-take", "3", "--misere"], "nim",
     {"heaps": [5, 7, 9], "max_take": 3, "misere": True},
     lambda: grundy.nim([5, 7, 9], max_take=3, misere=True)),
    (["bash", "10", "--max", "3"], "bash", {"n": 10, "max": 3}, lambda: grundy.bash(10, 3)),
    (["takeaway", "20", "--k", "3/2"], "takeaway", {"n": 20, "k": "3/2"},
     lambda: grundy.takeaway(20, "3/2")),
    (["takeaway", "--k", "2", "--losing-heaps", "12"], "takeaway",
     {"k": 2, "losing_heaps": 12}, lambda: grundy.losing_heaps(2, 12)),
    (["fib", "20"], "fib", {"n": 20}, lambda: grundy.fib(20)),
    (["fib", "100", "--cap", "4"], "fib", {"n": 100, "cap": 4}, lambda: grundy.fib(100, cap=4)),
    (["analyze", "nim(3,4,5) + bash(10,max=3) + kayles(8)"], "analyze",
     {"expr": "nim(3,4,5) + bash(10,max=3) + kayles(8)"},
     lambda: grundy.analyze("nim(3,4,5) + bash(10,max=3) + kayles(8)")),
    (["analyze", "nim(1,1) + bash(5,max=2)", "--misere"], "analyze",
     {"expr": "nim(1,1) + bash(5,max=2)", "misere": True},
     lambda: grundy.analyze("nim(1,1) + bash(5,max=2)", misere=True)),
    (["analyze", "kayles(1000000000000000000000000000000) + nim(3)"], "analyze",
     {"expr": "kayles(1000000000000000000000000000000) + nim(3)"},
     lambda: grundy.analyze("kayles(1000000000000000000000000000000) + nim(3)")),
    (["seq", "sub", "1,3,4", "--to", "40"], "seq/sub", {"set": [1, 3, 4], "to": 40},
     lambda: grundy.subtraction_sequence([1, 3, 4], 40)),
    (["seq", "sub", "1,3,4", "--to", "40", "--outcomes"], "seq/sub",
     {"set": [1, 3, 4], "to": 40, "outcomes": True},
     lambda: grundy.subtraction_sequence([1, 3, 4], 40, outcomes=True)),
    (["seq", "sub", "1234,5432,6666", "--period-only"], "seq/sub",
     {"set": [1234, 5432, 6666], "period_only": True},
     lambda: grundy.subtraction_period([1234, 5432, 6666])),
    (["seq", "octal", "kayles", "--to", "200"], "seq/octal", {"code": "kayles", "to": 200},
     lambda: grundy.octal_sequence("kayles", 200)),
    (["seq", "octal", "0.6", "--to", "3000"], "seq/octal", {"code": "0.6", "to": 3000},
     lambda: grundy.octal_sequence("0.6", 3000)),
    (["table", "wythoff", "--size", "12"], "table/wythoff", {"size": 12},
     lambda: grundy.wythoff_table(12)),
    (["table", "wythoff", "--row", "5", "--to", "600"], "table/wythoff", {"row": 5, "to": 600},
     lambda: grundy.wythoff_row(5, 600)),
    (["misere", "0.144", "--to", "100"], "misere", {"code": "0.144", "to": 100},
     lambda: grundy.misere_quotient("0.144", to=100)),
    (["misere", "kayles"], "misere", {"code": "kayles"}, lambda: grundy.misere_quotient("kayles")),
    (["pattern", "kayles(n)", "--to", "200"], "pattern", {"expr": "kayles(n)", "to": 200},
     lambda: grundy.pattern("kayles(n)", to=200)),
    (["pattern", "--rules", str(SQUARE), "--to", "300"], "pattern",
     {"rules": SQUARE.read_text(), "to": 300},
     lambda: grundy.pattern(rules=SQUARE.read_text(), to=300)),
    (["pattern", "--rules", str(WYTHOFF), "--to", "30", "--lang", "zh"], "pattern",
     {"rules": WYTHOFF.read_text(), "to": 30, "lang": "zh"},
     lambda: grundy.pattern(rules=WYTHOFF.read_text(), to=30, lang="zh")),
]

# Refusals: the same error everywhere (kind, limit, message).
REFUSALS = [
    (["nim", "3", "x"], "nim", {"heaps": [3, "x"]}, lambda: grundy.nim([3, "x"])),
    (["bash", "10", "--max", "0"], "bash", {"n": 10, "max": 0}, lambda: grundy.bash(10, 0)),
    (["analyze", "nim(3,4,x)"], "analyze", {"expr": "nim(3,4,x)"},
     lambda: grundy.analyze("nim(3,4,x)")),
    (["seq", "octal", "0.8q", "--to", "10"], "seq/octal", {"code": "0.8q", "to": 10},
     lambda: grundy.octal_sequence("0.8q", 10)),
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server():
    """A real `grundy serve` on loopback, stopped after the module."""
    port = free_port()
    process = subprocess.Popen(
        [cli_path(), "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 30
    while True:
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            connection.request("GET", "/api/health")
            if connection.getresponse().status == 200:
                break
        except OSError:
            pass
        if time.monotonic() > deadline or process.poll() is not None:
            process.kill()
            pytest.fail("grundy serve did not start")
        time.sleep(0.1)
    yield port
    process.terminate()
    process.wait(timeout=10)


def post(port: int, route: str, body: dict):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    connection.request("POST", f"/api/{route}", json.dumps(body),
                       {"Content-Type": "application/json"})
    response = connection.getresponse()
    return response.status, json.loads(response.read())


@pytest.mark.parametrize("args,route,body,call", QUESTIONS, ids=[" ".join(q[0]) for q in QUESTIONS])
def test_the_three_front_ends_give_one_answer(server, args, route, body, call):
    line = run_cli(*args, "--json").stdout.strip()
    from_cli = json.loads(line)
    status, from_api = post(server, route, body)
    assert status == 200, from_api
    from_python = call().to_dict()
    assert from_api == from_cli, args
    assert from_python == from_cli, args


@pytest.mark.parametrize("args,route,body,call", REFUSALS, ids=[" ".join(q[0]) for q in REFUSALS])
def test_the_three_front_ends_refuse_alike(server, args, route, body, call):
    result = run_cli(*args, check=False)
    assert result.returncode == 2
    status, from_api = post(server, route, body)
    assert 400 <= status < 500, from_api
    with pytest.raises(grundy.GrundyError) as raised:
        call()
    # The library's one message; the CLI may put the place in the expression before it.
    assert from_api["error"] in result.stderr, (from_api, result.stderr)
    assert from_api["error"] in str(raised.value), (from_api, str(raised.value))


def test_a_sequence_writes_the_certificate_the_cli_writes(tmp_path):
    """The library makes the certificate for every front end: Python's is the CLI's file."""
    for args, sequence in [
        (["seq", "octal", "kayles", "--to", "300"], grundy.octal_sequence("kayles", 300)),
        (["seq", "sub", "1,3,4", "--to", "50"], grundy.subtraction_sequence([1, 3, 4], 50)),
    ]:
        path = tmp_path / "c.cert"
        run_cli(*args, "--certificate", str(path))
        assert sequence.certificate() == path.read_text()
    assert grundy.subtraction_sequence([1, 3, 4], 50, outcomes=True).certificate() is None
    assert grundy.octal_sequence("0.6", 100).certificate() is None
