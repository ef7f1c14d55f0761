"""Times the census of all 0.?? and 0.??? games to N heaps two ways, each into a fresh database:
the CLI on this machine's cores (`grundy census ... --threads T`), and grundy.census on a Dask
cluster of a scheduler and W single-threaded `dask worker` processes on loopback. Then checks
that the two tables are equal row by row (less the seconds column) and prints the times and
the games that took longest.

Usage (from the repository, in a virtual environment with "grundy[distributed]" installed and
GRUNDY_BIN naming a release build of the command):
    python crates/grundy-py/bench/census.py [N] [W]      (defaults: 65536, 2)
"""

import csv
import io
import os
import pathlib
import signal
import socket
import subprocess
import sys
import tempfile
import time

from distributed import Client

import grundy

DASK = pathlib.Path(sys.executable).with_name("dask")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def table(binary, db):
    text = subprocess.run(
        [binary, "census", "--db", db, "--format", "csv"], check=True, capture_output=True, text=True
    ).stdout
    rows = list(csv.DictReader(io.StringIO(text)))
    return rows


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 65536
    workers = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    binary = os.environ["GRUNDY_BIN"]
    patterns = ["0.??", "0.???"]
    with tempfile.TemporaryDirectory() as tmp:
        cli_db, dask_db = f"{tmp}/cli.sqlite", f"{tmp}/dask.sqlite"
        start = time.monotonic()
        subprocess.run(
            [binary, "census", *patterns, "--to", str(n), "--threads", str(workers), "--db", cli_db],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        cli = time.monotonic() - start

        port = free_port()
        address = f"tcp://127.0.0.1:{port}"
        common = dict(stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        processes = [
            subprocess.Popen(
                [str(DASK), "scheduler", "--host", "127.0.0.1", "--port", str(port), "--no-dashboard"],
                **common,
            )
        ]
        for i in range(workers):
            processes.append(
                subprocess.Popen(
                    [str(DASK), "worker", address, "--host", "127.0.0.1", "--nthreads", "1",
                     "--no-dashboard", "--name", f"w{i}"],
                    **common,
                )
            )
        try:
            with Client(address, timeout=60) as client:
                client.wait_for_workers(workers, timeout=60)
                start = time.monotonic()
                grundy.census(patterns, to=n, db=dask_db, client=client)
                distributed = time.monotonic() - start
        finally:
            for process in processes:
                os.killpg(process.pid, signal.SIGTERM)
                process.wait()

        ours, theirs = table(binary, cli_db), table(binary, dask_db)
        strip = lambda rows: [{k: v for k, v in r.items() if k != "seconds"} for r in rows]
        assert strip(ours) == strip(theirs), "the two censuses differ"
        slow = sorted(ours, key=lambda r: -float(r["seconds"]))[:8]
        total = sum(float(r["seconds"]) for r in ours)
        total_dask = sum(float(r["seconds"]) for r in theirs)
        print(f"census of {len(ours)} games to {n} heaps")
        print(f"  CLI, {workers} threads:            {cli:.1f} s wall")
        print(f"  Dask, {workers} worker processes:  {distributed:.1f} s wall")
        print(f"  the games' own seconds add up to {total:.1f} s (CLI) and {total_dask:.1f} s (Dask);")
        print("  the longest (CLI):")
        for r in slow:
            print(f"    {r['code']:<7} {r['status']:<7} {float(r['seconds']):7.2f} s  "
                  f"largest {r['largest']}, mask {r['rare_mask_hex'] or '-'}, rare {r['rare_count'] or '-'}")


if __name__ == "__main__":
    main()
