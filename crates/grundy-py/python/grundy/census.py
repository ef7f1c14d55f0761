"""The octal census on Dask distributed: ``grundy.census(patterns, to=N, db=path)``.

Every game of some code patterns (``"0.??"``, ``"0.???"``, ``"4.???"``; ``?`` is any octal digit)
is computed until its period is proven or ``to`` heaps are done, one Dask task per game, and the
caller writes each answer into the SQLite database ``db`` as it arrives, one transaction per
game, in the schema ``grundy census`` writes (docs/CENSUS.md). So a census stopped at any moment
keeps every finished game, a rerun computes only the games left, and the command and this
function can take turns on one database.

With no ``client``, a ``dask.distributed.LocalCluster`` of one single-threaded worker process
per core is started (and closed at the end). With a ``dask.distributed.Client`` connected to a
scheduler of many machines, the same call scales out with no other change; every worker needs
the ``grundy`` package installed (``pip install "grundy[distributed]"``).

A script that starts the LocalCluster must guard its work with ``if __name__ == "__main__":``
(the worker processes import the main module, as ``multiprocessing`` does).

A worker that dies mid-census loses nothing: Dask runs its tasks again on the others, and the
caller stores each game once, when its result arrives.
"""

from __future__ import annotations

import hashlib
import json
import os
import warnings
from typing import Any, Dict, List, Optional, Sequence

from grundy import _grundy

__all__ = ["census"]


def _compute(request: str) -> str:
    """One game (a Dask task): the JSON answer to one JSON request."""
    return _grundy.census_game(request)


def census(
    patterns: Sequence[str],
    to: int,
    db: "str | os.PathLike[str]",
    client: Any = None,
    *,
    sparse_to: Optional[int] = None,
    misere_to: Optional[int] = 12,
) -> List[Dict[str, Any]]:
    """Computes every game of ``patterns`` on Dask and stores it in the database ``db``.

    ``to`` is N, the heaps 0..=N of each game (less when its period is proven first);
    ``sparse_to`` takes the games in sparse space further (see ``grundy census --help``);
    ``misere_to`` is the heaps of the misère quotient of two-digit codes (0 or None: none).
    ``client`` is a ``dask.distributed.Client``; None starts a ``LocalCluster``.

    Returns the census table of the patterns' games, one dict per game in census order (the
    ``games`` of the ``census`` answer in docs/JSON.md: ``code``, ``status``, ``preperiod``,
    ``period``, ``equivalent_to``, ...), after the equivalence pass over the whole database.
    A game a worker proved is listed as proven once its certificate has been checked here; a
    row of the database that is not listed as stored (a claim of proof that does not hold, a
    value of the wrong type) is named in a ``UserWarning`` and computed again by the next call.

    While it runs, read ``db`` from another process (``grundy census --db FILE --format csv``,
    or the server's census view), not with Python's ``sqlite3`` in this one: that module is a
    second copy of SQLite in the process, and two copies do not see each other's locks (see
    "How To Corrupt An SQLite Database File", multiple copies of SQLite in one program), so a
    ``sqlite3`` connection open on ``db`` meanwhile can crash the process (SIGBUS) or read a
    half-written state. Before the call and after it returns, ``sqlite3`` is fine.

    >>> rows = grundy.census(["0.??"], to=2000, db="census.sqlite")  # doctest: +SKIP
    >>> next(r for r in rows if r["code"] == "0.77")["period"]  # doctest: +SKIP
    12
    """
    path = os.fspath(db)
    patterns = [str(p) for p in patterns]
    requests = _grundy.census_requests(path, patterns, int(to), sparse_to, misere_to or None)
    if requests:
        own = None
        if client is None:
            from dask.distributed import Client, LocalCluster

            own = LocalCluster(
                n_workers=os.cpu_count() or 1, threads_per_worker=1, processes=True
            )
            client = Client(own)
        try:
            _run(client, requests, path)
        finally:
            if own is not None:
                client.close()
                own.close()
    table = json.loads(_grundy.census_finish(path, patterns))
    # Rows of the database not listed as stored (a claim of proof that does not hold, a value
    # of the wrong type): said, not hidden; the next census over them computes them again.
    for problem in table["problems"]:
        warnings.warn(
            f"census database {path}: {problem['code']}: {problem['problem']}", stacklevel=2
        )
    return table["games"]


def _run(client: Any, requests: List[str], path: str) -> None:
    from dask.distributed import as_completed

    codes = [json.loads(r)["code"] for r in requests]
    # One task per game, named by its game and what is asked, so a rerun of the same census
    # on the same cluster does not mistake an earlier result for a new one.
    keys = [
        f"grundy-census-{code}-{hashlib.sha256(r.encode()).hexdigest()[:16]}"
        for code, r in zip(codes, requests)
    ]
    futures = client.map(_compute, requests, key=keys, pure=False)
    by_key = {f.key: r for f, r in zip(futures, requests)}
    for future, answer in as_completed(futures, with_results=True):
        _grundy.census_store(path, by_key[future.key], answer)
        future.release()
