#!/usr/bin/env bash
# How long `why`, `lint --since` and `diff` take on a corpus, next to a plain `lint`.
#
#   Scripts/benchmark-compare.sh CORPUS_DIR [WHY_FROM WHY_TO]
#
# Copies the corpus's files into a new git repository (CORPUS_DIR itself is not touched) and
# commits them twice: as they are, then with one file moved to another folder and a type that
# breaks the configuration's layers appended to another (the second commit is the working tree
# too). Then, after one warm-up run of each, runs every case RUNS times (default 5), in turn,
# and prints the median and range of each one's wall time and CPU time (measured outside the
# process, exit and git included) and what it printed last (its summary line). WHY_FROM and WHY_TO (default
# NIOHTTP1 and NIOCore: swift-nio's modules) are what `why` is asked about.
#
# Environment: ARCHLINT (default .build/release/archlint; build it with `swift build -c release`),
# RUNS, CONFIG (the `.archlint.json` written at the repository's root; default the layered pack
# with swift-nio's and vapor's modules in three layers). A missing corpus is not an error: the
# script says so and exits 0.
set -euo pipefail

cd "$(dirname "$0")/.."
ARCHLINT=$(realpath "${ARCHLINT:-.build/release/archlint}")
RUNS=${RUNS:-5}
CORPUS=${1:-}
WHY_FROM=${2:-NIOHTTP1}
WHY_TO=${3:-NIOCore}
if [[ -z $CORPUS ]]; then
    echo "usage: Scripts/benchmark-compare.sh CORPUS_DIR [WHY_FROM WHY_TO]" >&2
    exit 2
fi
if [[ ! -d $CORPUS ]]; then
    echo "benchmark-compare: no corpus at '$CORPUS'; skipped (docs/performance.md says how to extract one)"
    exit 0
fi
if [[ ! -x $ARCHLINT ]]; then
    echo "benchmark-compare: no archlint at $ARCHLINT (swift build -c release, or set ARCHLINT)" >&2
    exit 2
fi
CONFIG=${CONFIG:-'{"extends": ["layered"], "layers": [
  {"name": "web", "modules": ["Vapor", "XCTVapor", "VaporTesting", "Development"]},
  {"name": "protocols", "modules": ["NIOHTTP1", "NIOWebSocket", "NIOTLS", "NIOFoundationCompat", "NIOTestUtils", "NIOPosix", "NIOEmbedded"]},
  {"name": "core", "modules": ["NIOCore", "NIOConcurrencyHelpers", "_NIODataStructures", "_NIOBase64", "CNIO*"]}
]}'}

repo=$(mktemp -d)
trap 'rm -rf "$repo"' EXIT
(cd "$CORPUS" && tar --exclude=.git -cf - .) | (cd "$repo" && tar -xf -)
printf '%s\n' "$CONFIG" > "$repo/.archlint.json"
git=(git -C "$repo" -c user.name=benchmark -c user.email=benchmark@example.com -c commit.gpgsign=false)
"${git[@]}" init -q
"${git[@]}" add -A
"${git[@]}" commit -qm "corpus"
# The second commit: a file moved (no finding is new for it) and one layer violation added.
moved=$(cd "$repo" && find . -name '*.swift' -path '*Sources*' | LC_ALL=C sort | sed -n 1p)
mkdir -p "$repo/Moved"
"${git[@]}" mv "$moved" "Moved/$(basename "$moved")"
core=$(cd "$repo" && find . -name '*.swift' -path '*Sources/NIOCore/*' | LC_ALL=C sort | sed -n 1p)
if [[ -n $core ]]; then
    printf '\nimport NIOHTTP1\nstruct BenchmarkLayerBreach { let head: HTTPRequestHead }\n' >> "$repo/$core"
fi
"${git[@]}" add -A
"${git[@]}" commit -qm "move a file, break a layer"

cases=("lint" "lint --since HEAD~1" "diff HEAD~1 HEAD" "why $WHY_FROM $WHY_TO")
# Wall and CPU seconds (user + system, git's included) of one run: on a shared machine the CPU
# time is the steadier figure.
run() {
    local TIMEFORMAT='%R %U %S'
    { time (cd "$repo" && "$ARCHLINT" $1 > "$repo.out" 2> "$repo.err" || true); } 2>&1 | awk '{ printf "%s,%.3f", $1, $2 + $3 }'
}
declare -A walls cpus
for name in "${cases[@]}"; do run "$name" > /dev/null; done
for _ in $(seq "$RUNS"); do
    for name in "${cases[@]}"; do
        IFS=, read -r wall cpu <<< "$(run "$name")"
        walls[$name]+="$wall "
        cpus[$name]+="$cpu "
    done
done
median() { echo "$1" | tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }'; }
spread() { echo "$1" | tr ' ' '\n' | grep . | sort -n | awk '{ v[NR] = $1 } END { printf "%.3f-%.3f", v[1], v[NR] }'; }
echo "corpus: $CORPUS, $(cd "$repo" && git ls-files '*.swift' | wc -l) Swift files, $RUNS runs each after a warm-up; $ARCHLINT"
printf '%-32s %8s %12s %8s %12s  %s\n' "case" "wall s" "(min-max)" "cpu s" "(min-max)" "last line printed"
for name in "${cases[@]}"; do
    (cd "$repo" && "$ARCHLINT" $name > "$repo.out" 2> "$repo.err") || true
    last=$(cat "$repo.out" "$repo.err" | grep . | tail -1 | cut -c1-90)
    printf '%-32s %8s %12s %8s %12s  %s\n' "$name" "$(median "${walls[$name]}")" "$(spread "${walls[$name]}")" \
        "$(median "${cpus[$name]}")" "$(spread "${cpus[$name]}")" "$last"
done
rm -f "$repo.out" "$repo.err"
