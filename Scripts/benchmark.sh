#!/usr/bin/env bash
# archlint's speed benchmark.
#
#   Scripts/benchmark.sh CORPUS_DIR            lint a corpus with each pack, one thread and all of them
#   Scripts/benchmark.sh --growth [N ...]      lint synthetic apps of N scenes (default 100 1000 10000)
#
# Builds the release binary, runs every case RUNS times (default 10) after one warm-up run (so
# the files are in the page cache) and prints, per case, the minimum, median and maximum wall
# time (measured outside the process, exit included), the median CPU time, the median time of
# each engine phase, the peak memory and the number of findings, and the median time per
# megabyte, whole ("ms/MB") and without the fixed cost of a run ("net"): starting the process,
# loading the configuration and linting nothing, timed the same way on an empty folder. It fails
# when the findings differ between runs or thread counts. A missing corpus is not an error: the
# script says so and exits 0.
#
# On Linux the binary is built with --static-swift-stdlib, as the README's install section
# recommends (a self-contained binary that starts without loading the Swift runtime's libraries).
#
# Environment: RUNS (default 10), PACKS (default "svip layered"), JOBS (thread counts, default
# "1 <processors>"), SCRATCH (SwiftPM scratch path, default .build), SKIP_BUILD=1 to use the
# binary already built, ARCHLINT=path to measure that binary instead (to compare two builds), SYNTH_DIR (where --growth writes its apps; default a temporary folder,
# removed afterwards), PATTERN (--growth: svip or layered, default svip), VIOLATIONS (--growth:
# per scene, default 2).
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS=${RUNS:-10}
PACKS=${PACKS:-"svip layered"}
SCRATCH=${SCRATCH:-.build}
PROCESSORS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu 2>/dev/null || echo 1)
JOBS=${JOBS:-"1 $PROCESSORS"}

growth=0
if [[ ${1:-} == "--growth" ]]; then
    growth=1
    shift
    SIZES=${*:-"100 1000 10000"}
else
    CORPUS=${1:-}
    if [[ -z $CORPUS ]]; then
        echo "usage: Scripts/benchmark.sh CORPUS_DIR | --growth [N ...]" >&2
        exit 2
    fi
    if [[ ! -d $CORPUS ]]; then
        echo "benchmark: no corpus at '$CORPUS'; skipped (see README, Speed, for how to extract it)"
        exit 0
    fi
fi

if [[ -n ${ARCHLINT:-} ]]; then
    BIN=$ARCHLINT
else
    BUILD_FLAGS=(-c release --scratch-path "$SCRATCH")
    if [[ $(uname -s) == Linux ]]; then BUILD_FLAGS+=(--static-swift-stdlib); fi
    if [[ ${SKIP_BUILD:-0} != 1 ]]; then
        swift build "${BUILD_FLAGS[@]}" >&2
    fi
    BIN=$(swift build "${BUILD_FLAGS[@]}" --show-bin-path)/archlint
fi
WORK=$(mktemp -d)
cleanup() { rm -rf "$WORK"; if [[ $growth == 1 && -z ${SYNTH_DIR:-} ]]; then rm -rf "$WORK-synth"; fi; }
trap cleanup EXIT

# Seconds since the epoch, with microseconds.
now() {
    if [[ -n ${EPOCHREALTIME:-} ]]; then echo "${EPOCHREALTIME/,/.}"; else python3 -c 'import time; print(time.time())'; fi
}

# min/median/max of numbers on stdin: "min median max", with DIGITS decimals (default 3)
stats() {
    sort -g | awk -v d="${DIGITS:-3}" '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        f = "%." d "f"; printf f " " f " " f, v[1], m, v[NR] }'
}
median() { stats | awk '{ print $2 }'; }

machine() {
    local cpu
    cpu=$(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || sysctl -n machdep.cpu.brand_string 2>/dev/null || echo unknown)
    echo "$PROCESSORS processors ($cpu), $(uname -sr)"
}

# timed_lint TIMES PATH CONFIG JOBS — one `lint --timing` run, its output in $WORK/out and
# $WORK/err, its wall seconds (outside the process) appended to the file TIMES.
timed_lint() {
    local times=$1 path=$2 config=$3 jobs=$4 start end
    start=$(now)
    "$BIN" lint "$path" --config "$config" -j "$jobs" --timing > "$WORK/out" 2> "$WORK/err" || true
    end=$(now)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }' >> "$times"
}

# run_case LABEL PATH CONFIG — RUNS timed runs per thread count, one table row each.
run_case() {
    local label=$1 path=$2 config=$3 reference=""
    for jobs in $JOBS; do
        local out="$WORK/out" err="$WORK/err"
        # The fixed cost: the same command on an empty folder.
        mkdir -p "$WORK/empty"
        : > "$WORK/fixed"
        for _ in $(seq "$RUNS"); do timed_lint "$WORK/fixed" "$WORK/empty" "$config" "$jobs"; done
        : > "$WORK/wall"; : > "$WORK/cpu"; : > "$WORK/mem"; : > "$WORK/phases"
        timed_lint /dev/null "$path" "$config" "$jobs"   # warm-up
        for _ in $(seq "$RUNS"); do
            timed_lint "$WORK/wall" "$path" "$config" "$jobs"
            awk '$1 == "total" { print $3 }' "$err" >> "$WORK/cpu"
            sed -n 's/.*peak memory: \([0-9.]*\) MB.*/\1/p' "$err" >> "$WORK/mem"
            awk '$1 ~ /^(tokenize|model|configure|index|rules)$/ { print $1, $2 }' "$err" >> "$WORK/phases"
            if [[ -z $reference ]]; then
                reference="$WORK/reference"
                cp "$out" "$reference"
            elif ! cmp -s "$out" "$reference"; then
                echo "benchmark: findings differ between runs ($label, -j $jobs)" >&2
                exit 1
            fi
        done
        local phase_medians=""
        for phase in tokenize model configure index rules; do
            phase_medians+=" $(awk -v p="$phase" '$1 == p { print $2 }' "$WORK/phases" | median)"
        done
        local megabytes
        megabytes=$(awk '$1 == "read" { print $4 }' "$err")
        local wall_median fixed_median
        wall_median=$(DIGITS=6 median < "$WORK/wall")
        fixed_median=$(DIGITS=6 median < "$WORK/fixed")
        printf "%-14s %6s %4s  %6s %6s %6s  %6s %s  %7s  %8s  %6s %6s %6s\n" "$label" "$megabytes" "$jobs" \
            $(stats < "$WORK/wall") "$(median < "$WORK/cpu")" "$(printf "%9s" $phase_medians)" \
            "$(median < "$WORK/mem" | awk '{ printf "%.0f", $1 }')" "$(grep -c . "$reference" || true)" \
            $(awk -v w="$wall_median" -v f="$fixed_median" -v mb="$megabytes" 'BEGIN { printf "%.2f %.2f %.1f", 1000 * w / mb, 1000 * (w - f) / mb, 1000 * f }')
    done
}

header() {
    echo "archlint benchmark, $(machine), $RUNS runs per row after a warm-up"
    echo "$1"
    printf "%-14s %6s %4s  %6s %6s %6s  %6s %9s%9s%9s%9s%9s  %7s  %8s  %6s %6s %6s\n" case MB jobs "min s" "median" "max s" "cpu s" \
        tokenize model config index rules "peak MB" findings "ms/MB" "net" "fixed ms"
}

if [[ $growth == 0 ]]; then
    header "corpus: $CORPUS; wall outside the process, phase columns: median wall seconds from --timing"
    for pack in $PACKS; do
        echo "{\"extends\": [\"$pack\"]}" > "$WORK/$pack.json"
        run_case "$pack" "$CORPUS" "$WORK/$pack.json"
    done
else
    SYNTH=${SYNTH_DIR:-$WORK-synth}
    pattern=${PATTERN:-svip}
    header "synthetic $pattern apps (Scripts/generate-app.py, ${VIOLATIONS:-2} violations per scene); phase columns: median wall seconds"
    for scenes in $SIZES; do
        app="$SYNTH/$pattern-$scenes"
        if [[ ! -f $app/EXPECTED.txt ]] || ! grep -q "^pattern $pattern, $scenes scenes, ${VIOLATIONS:-2} violations" "$app/EXPECTED.txt"; then
            rm -rf "$app"
            python3 Scripts/generate-app.py "$app" --scenes "$scenes" --pattern "$pattern" --violations "${VIOLATIONS:-2}" > /dev/null
        fi
        expected=$(awk '$1 == "findings" { print $2 }' "$app/EXPECTED.txt")
        run_case "$scenes scenes" "$app" "$app/.archlint.json"
        found=$(grep -c . "$WORK/reference" || true)
        if [[ $found != "$expected" ]]; then
            echo "benchmark: $scenes scenes: $found findings, EXPECTED.txt says $expected" >&2
            exit 1
        fi
    done
fi
