#!/usr/bin/env bash
# Builds the benchmarks and runs all of them: mapping, keys/query building, end to end, the
# asynchronous path and sharded reads against the local engine, cold start, and build time (javac
# on a generated 40-entity table with and without the processor). Writes
# benchmarks/results/latest.json and latest.txt (Markdown), and JMH's raw JSON under
# benchmarks/results/jmh/. Exits with status 3 when an aim is missed. See benchmarks/README.md.
#
#   benchmarks/run.sh                 # full run, about 22 minutes on 2 cores
#   benchmarks/run.sh --quick         # about 6 minutes: fewer iterations, average time only
#   benchmarks/run.sh --only mapping,cold --skip-build
#   benchmarks/run.sh --only build    # build time alone, about 2 minutes
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
args=()
for arg in "$@"; do
  case "$arg" in
    --skip-build) build=0 ;;
    *) args+=("$arg") ;;
  esac
done

if [ "$build" = 1 ]; then
  mvn -q -pl benchmarks -am package -DskipTests
fi
exec java -jar benchmarks/target/benchmarks.jar --out benchmarks/results ${args[@]+"${args[@]}"}
