#!/usr/bin/env bash
# The Python package's tests, on a machine with only Rust and python3 (3.9 or newer):
#  1. a fresh virtual environment under target/ (python3 -m venv --clear);
#  2. the package installed into it with the one command the README gives a newcomer,
#     `pip install ./crates/grundy-py` (pip builds the extension with maturin, in release mode,
#     into the workspace's target/, so a rerun only relinks), with pytest and tqdm;
#  3. the CLI (the debug build `cargo test` made; its answers are the same), whose --json
#     answers the package must equal;
#  4. the import a newcomer tries first, from outside the repository, then pytest.
# Usage: crates/grundy-py/test.sh [pytest arguments]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
target="${CARGO_TARGET_DIR:-$root/target}"
venv="$target/python-test-venv"

python3 -m venv --clear "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
# --locked: the build uses Cargo.lock as it is, as every other test does.
MATURIN_PEP517_ARGS="--locked" \
    "$venv/bin/python" -m pip install --disable-pip-version-check "./crates/grundy-py[test]"

cargo build --locked -p grundy-cli
export GRUNDY_BIN="$target/debug/grundy"

(cd "$target" && "$venv/bin/python" -c "import grundy; print(grundy.nim([3,4,5]))")
"$venv/bin/python" -m pytest crates/grundy-py/tests -p no:cacheprovider "$@"
