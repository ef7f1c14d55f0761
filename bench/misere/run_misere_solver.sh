#!/usr/bin/env bash
# Builds Aaron Siegel's MisereSolver (CGSuite, GPL) from a local checkout into a temporary
# folder and runs it on octal codes with grundy's own driver (misere_solver/Bench.java) and
# stubs for the three CGSuite types it touches (heap rules, integers, a Scala list view).
# Nothing of CGSuite is copied into this repository: the sources are read from the checkout at
# build time only. A JDK comes from Debian (openjdk-17-jdk-headless) if javac is missing.
# Usage: bench/misere/run_misere_solver.sh CODE [MAX_HEAP [TIMEOUT_S [quiet]]]
# env: CGSUITE (a cgsuite checkout or bare git dir; default /work/.mirror/aaron-siegel+cgsuite/repo),
#      MS_BUILD (build folder; default /tmp/misere-solver-build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
CGSUITE=${CGSUITE:-/work/.mirror/aaron-siegel+cgsuite/repo}
MS_BUILD=${MS_BUILD:-/tmp/misere-solver-build}
if ! command -v javac >/dev/null; then
  apt-get update -qq && apt-get install -y -qq openjdk-17-jdk-headless >/dev/null
fi
# Rebuilt when the driver or a stub is newer than the last build, so an edited driver never
# runs stale (the build folder in /tmp outlives edits to the checkout).
stamp="$MS_BUILD/classes/org/cgsuite/core/misere/solver/Bench.class"
if [ ! -f "$stamp" ] || [ -n "$(find "$here/misere_solver" -name '*.java' -newer "$stamp")" ]; then
  rm -rf "$MS_BUILD" && mkdir -p "$MS_BUILD/src" "$MS_BUILD/classes"
  dir=lib/core/src/main/scala/org/cgsuite/core/misere/solver
  for f in BipartiteMonoid CommutativeMonoid DirectSumMonoid ExplicitFiniteMonoid MisereSolver \
           Pretension Relation Word; do
    if [ -d "$CGSUITE/.git" ] || [ -f "$CGSUITE/HEAD" ]; then
      git -C "$CGSUITE" show "HEAD:$dir/$f.java" > "$MS_BUILD/src/$f.java"
    else
      cp "$CGSUITE/$dir/$f.java" "$MS_BUILD/src/$f.java"
    fi
  done
  javac -nowarn -encoding UTF-8 -d "$MS_BUILD/classes" \
    $(find "$here/misere_solver" -name '*.java') "$MS_BUILD"/src/*.java 2>"$MS_BUILD/javac.log" \
    || { cat "$MS_BUILD/javac.log" >&2; exit 1; }
fi
exec java -Xss64m -Xmx8g -cp "$MS_BUILD/classes" org.cgsuite.core.misere.solver.Bench \
  "$1" "${2:-1000}" "${3:-60}" "${4:-}"
