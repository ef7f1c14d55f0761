"""grundy.census on a real Dask cluster: a `dask scheduler` and two `dask worker` processes on
loopback, started and stopped here. The distributed census must equal the CLI's
(`grundy census`) row by row, and a worker killed mid-census must not lose or duplicate a game.
"""

import csv
import io
import os
import pathlib
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time

import pytest

from distributed import Client

import grundy

DASK = pathlib.Path(sys.executable).with_name("dask")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(args):
    return subprocess.Popen(
        [str(DASK), *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop(process):
    if process.poll() is None:
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.fixture
def cluster():
    """A scheduler and two single-threaded workers (no nanny: a killed worker stays dead)."""
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    scheduler = start(
        ["scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"]
    )
    workers = [
        start(
            [
                "worker",
                address,
                "--host",
                "127.0.0.1",
                "--nthreads",
                "1",
                "--no-nanny",
                "--no-dashboard",
                "--name",
                f"w{i}",
            ]
        )
        for i in range(2)
    ]
    client = None
    try:
        client = Client(address, timeout=60)
        client.wait_for_workers(2, timeout=60)
        yield client, workers
    finally:
        if client is not None:
            client.close()
        for process in [*workers, scheduler]:
            stop(process)


def cli_table(db, patterns, to):
    """The CLI's census of the same games, as CSV rows without the seconds column."""
    binary = os.environ["GRUNDY_BIN"]
    subprocess.run(
        [binary, "census", *patterns, "--to", str(to), "--db", str(db)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return db_table(db)


def without_seconds(text):
    rows = list(csv.DictReader(io.StringIO(text)))
    for row in rows:
        del row["seconds"]
    return rows


def db_table(db):
    text = subprocess.run(
        [os.environ["GRUNDY_BIN"], "census", "--db", str(db), "--format", "csv"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return without_seconds(text)


def stored(db):
    if not pathlib.Path(db).exists():
        return 0
    # Read while the caller writes, from another process: Python's sqlite3 is a second copy of
    # SQLite in this one, which does not see the extension's locks and, opening the file, may
    # truncate the WAL index the writer has mapped (SIGBUS). The file may be half created, or
    # its schema not there yet.
    try:
        return len(db_table(db))
    except subprocess.CalledProcessError:
        return 0


def test_the_distributed_census_equals_the_cli_row_by_row(cluster, tmp_path):
    client, _ = cluster
    rows = grundy.census(["0.??"], to=3000, db=tmp_path / "dask.sqlite", client=client)
    assert len(rows) == 63
    kayles = next(r for r in rows if r["code"] == "0.77")
    assert (kayles["status"], kayles["preperiod"], kayles["period"]) == ("trivial", 71, 12)
    assert db_table(tmp_path / "dask.sqlite") == cli_table(tmp_path / "cli.sqlite", ["0.??"], 3000)
    # Everything is stored: a rerun has nothing to compute and returns the same table.
    again = grundy.census(["0.??"], to=3000, db=tmp_path / "dask.sqlite", client=client)
    assert [dict(r, seconds=0) for r in again] == [dict(r, seconds=0) for r in rows]


def test_a_worker_killed_mid_census_loses_and_repeats_no_game(cluster, tmp_path):
    client, workers = cluster
    db = tmp_path / "killed.sqlite"
    patterns, to = ["0.??"], 20000
    result = {}

    def run():
        try:
            result["rows"] = grundy.census(patterns, to=to, db=db, client=client)
        except BaseException as error:  # reported by the assertion below
            result["error"] = error

    thread = threading.Thread(target=run)
    thread.start()
    deadline = time.monotonic() + 600
    while stored(db) < 10 and thread.is_alive() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert thread.is_alive() and stored(db) < 63, "the census should still be running"
    os.killpg(workers[0].pid, signal.SIGKILL)
    workers[0].wait()
    thread.join(timeout=900)
    assert not thread.is_alive()
    assert "error" not in result, result.get("error")
    codes = [r["code"] for r in result["rows"]]
    assert len(codes) == len(set(codes)) == 63
    with sqlite3.connect(db) as connection:
        (count,) = connection.execute("SELECT count(*) FROM games").fetchone()
        (sequences,) = connection.execute("SELECT count(*) FROM sequences").fetchone()
    assert count == sequences == 63
    assert db_table(db) == cli_table(tmp_path / "cli.sqlite", patterns, to)
