"""Shared helpers: the grundy command (the CLI whose --json the package must equal)."""

import json
import os
import pathlib
import signal
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]

# The Ctrl-C tests (test_interrupt.py) send this process SIGINT. A process started in the
# background by a shell without job control (`./test &` in a script) inherits SIGINT ignored,
# and Python then installs no KeyboardInterrupt handler: the signal would be lost and each of
# those tests would run its computation to the end (hours). Python's own handler, as a
# terminal would have it.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


def cli_path() -> str:
    """The CLI: $GRUNDY_BIN (set by test.sh), else target/debug/grundy."""
    path = os.environ.get("GRUNDY_BIN") or str(
        pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target")) / "debug" / "grundy"
    )
    if not os.path.exists(path):
        pytest.fail(
            f"the grundy CLI is not built at {path}: run crates/grundy-py/test.sh, "
            "or cargo build -p grundy-cli"
        )
    return path


def run_cli(*args: str, stdin: str = None, check: bool = True) -> subprocess.CompletedProcess:
    # No locale: the CLI's prose is English unless a test asks for --lang.
    env = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    result = subprocess.run(
        [cli_path(), *args], input=stdin, capture_output=True, text=True, timeout=120, env=env
    )
    if check and result.returncode != 0:
        raise AssertionError(f"grundy {' '.join(args)} failed: {result.stderr}")
    return result


def cli_json(*args: str):
    """The object `grundy ARGS --json` prints, read as Python reads JSON."""
    result = run_cli(*args, "--json")
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    return json.loads(lines[0]), lines[0]


def cli_error(*args: str) -> str:
    """The message of `grundy ARGS` failing (exit 2), without its `grundy: error: ` prefix."""
    result = run_cli(*args, check=False)
    assert result.returncode == 2, (result.returncode, result.stdout, result.stderr)
    line = result.stderr.strip().splitlines()[0]
    prefix = "grundy: error: "
    assert line.startswith(prefix), line
    return line[len(prefix):]
