#!/usr/bin/env bash
# The Python package's tests, on a machine with only Rust and python3 (3.9 or newer):
#  1. a fresh virtual environment under target/ (python3 -m venv --clear);
#  2. the package installed into it as the README tells a newcomer, `pip install
#     ./crates/grundy-py` (pip builds the extension with maturin into the workspace's target/),
#     with pytest and tqdm; in the dev profile (see Cargo.toml), whose dependencies `cargo test`
#     has mostly compiled, instead of a release build of everything again with LTO: on a fresh
#     clone that is the longest compile of ./test, and the answers are the same
#     (GRUNDY_WHEEL_PROFILE=release tests the wheel exactly as shipped);
#  3. the CLI (the debug build `cargo test` made, or built here; its answers are the same), whose --json
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
MATURIN_PEP517_ARGS="--locked --profile ${GRUNDY_WHEEL_PROFILE:-dev}" \
    "$venv/bin/python" -m pip install --disable-pip-version-check "./crates/grundy-py[test]"

# ./test passes the CLI its `cargo test` built; alone, build it (`cargo build -p grundy-cli`
# alone unifies other features than the workspace's tests, so ./test must not ask for it again).
if [ -z "${GRUNDY_BIN:-}" ]; then
    cargo build --locked -p grundy-cli
    export GRUNDY_BIN="$target/debug/grundy"
fi

(cd "$target" && "$venv/bin/python" -c "import grundy; print(grundy.nim([3,4,5]))")
"$venv/bin/python" -m pytest crates/grundy-py/tests -p no:cacheprovider "$@"
