#!/usr/bin/env bash
# grundy from Python against ogdoad, pycgt and ludology (docs/BENCHMARKS.md, "From Python"):
# a virtual environment under target/ with them and the package (built by pip as the README
# says), then compare.py. Takes about 10 minutes; --quick is a smoke test of a minute.
set -euo pipefail
root="$(cd "$(dirname "$0")/../../.." && pwd)"
cd "$root"
venv="${CARGO_TARGET_DIR:-$root/target}/python-bench-venv"
python3 -m venv --clear "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check numpy ogdoad pycgt ludology
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check ./crates/grundy-py
"$venv/bin/pip" list --disable-pip-version-check 2>/dev/null | grep -iE '^(grundy|ogdoad|pycgt|ludology|numpy) '
"$venv/bin/python" crates/grundy-py/bench/compare.py "$@"
