#!/usr/bin/env bash
# archlint's speed benchmark.
#
#   Scripts/benchmark.sh CORPUS_DIR            lint a corpus with each pack, one thread and all of them
#   Scripts/benchmark.sh --growth [N ...]      lint synthetic apps of N scenes (default 100 1000 10000)
#
# Builds the release binary, runs every case RUNS times (default 10) after one warm-up run (so
# the files are in the page cache), taking the cases in turn round by round, and prints, per
# case, the minimum, median and maximum wall time (measured outside the process, exit included),
# the median CPU time, the median time of each engine phase, the peak memory and the number of
# findings, and the median time per megabyte, whole ("ms/MB") and without the fixed cost of a run
# ("net"): starting the process, loading the configuration and linting nothing, timed the same
# way on an empty folder. --growth ends with how far apart the sizes' times per megabyte are. It
# fails when the findings differ between runs or thread counts. A missing corpus is not an error:
# the script says so and exits 0.
#
# On Linux the binary is built with -static-executable, as the README's install section
# recommends (a self-contained binary that starts without the dynamic loader or any shared library).
#
# BASELINE=path to another build of archlint runs it too, alternately with the one measured (it
# goes first in even rounds, second in odd ones), and ends with a table of the two medians per row
# and the change: this machine's wall clock drifts by more than a change moves it from one minute
# to the next, so two builds are compared run by run, not in runs of the script one after the other.
#
# Environment: RUNS (default 10), PACKS (default "svip layered"), JOBS (thread counts, default
# "1 <processors>"), SCRATCH (SwiftPM scratch path, default .build), SKIP_BUILD=1 to use the
# binary already built, ARCHLINT=path to measure that binary instead, BASELINE (above), SYNTH_DIR (where --growth writes its apps; default a temporary folder,
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

if [[ -n ${BASELINE:-} && ! -x $BASELINE ]]; then
    echo "benchmark: BASELINE '$BASELINE' is not an executable" >&2
    exit 2
fi

if [[ -n ${ARCHLINT:-} ]]; then
    BIN=$ARCHLINT
else
    BUILD_FLAGS=(-c release --scratch-path "$SCRATCH")
    if [[ $(uname -s) == Linux ]]; then BUILD_FLAGS+=(-Xswiftc -static-executable); fi
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

# timed_lint TIMES PATH CONFIG JOBS [BINARY] — one `lint --timing` run of BINARY (default $BIN),
# its output in $WORK/out and $WORK/err, its wall seconds (outside the process) appended to the
# file TIMES.
timed_lint() {
    local times=$1 path=$2 config=$3 jobs=$4 binary=${5:-$BIN} start end
    start=$(now)
    "$binary" lint "$path" --config "$config" -j "$jobs" --timing > "$WORK/out" 2> "$WORK/err" || true
    end=$(now)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.6f\n", b - a }' >> "$times"
}

# The cases: a label, a path and a configuration each, run with every thread count of JOBS.
labels=() paths=() configs=()
add_case() { labels+=("$1"); paths+=("$2"); configs+=("$3"); }

# run_cases — every case, with every thread count, once per round: a warm-up round (the files
# get into the page cache), then RUNS measured rounds. Rows measured side by side see this
# machine's drift over minutes alike, which a comparison between rows (time per megabyte from
# one size to the next) needs. Each measured run is paired with a run on an empty folder, the
# fixed cost of a run. Fails when findings differ between runs or thread counts.
run_cases() {
    mkdir -p "$WORK/empty"
    local i jobs dir
    for i in "${!labels[@]}"; do
        for jobs in $JOBS; do
            dir="$WORK/case-$i-$jobs"
            mkdir -p "$dir"
            if [[ -n ${BASELINE:-} ]]; then timed_lint /dev/null "${paths[$i]}" "${configs[$i]}" "$jobs" "$BASELINE"; fi
            timed_lint /dev/null "${paths[$i]}" "${configs[$i]}" "$jobs"
        done
        cp "$WORK/out" "$WORK/reference-$i"
    done
    local round
    for round in $(seq "$RUNS"); do
        for i in "${!labels[@]}"; do
            for jobs in $JOBS; do
                dir="$WORK/case-$i-$jobs"
                if [[ -n ${BASELINE:-} ]] && (( round % 2 == 0 )); then
                    timed_lint "$dir/baseline" "${paths[$i]}" "${configs[$i]}" "$jobs" "$BASELINE"
                fi
                timed_lint "$dir/fixed" "$WORK/empty" "${configs[$i]}" "$jobs"
                timed_lint "$dir/wall" "${paths[$i]}" "${configs[$i]}" "$jobs"
                awk '$1 == "total" { print $3 / 1000 }' "$WORK/err" >> "$dir/cpu"
                sed -n 's/.*peak memory: \([0-9.]*\) MB.*/\1/p' "$WORK/err" >> "$dir/mem"
                awk '$1 ~ /^(tokenize|model|configure|index|rules)$/ { print $1, $2 / 1000 }' "$WORK/err" >> "$dir/phases"
                awk '$1 == "read" { print $4 }' "$WORK/err" > "$dir/megabytes"
                if ! cmp -s "$WORK/out" "$WORK/reference-$i"; then
                    echo "benchmark: findings differ between runs (${labels[$i]}, -j $jobs)" >&2
                    exit 1
                fi
                if [[ -n ${BASELINE:-} ]] && (( round % 2 == 1 )); then
                    timed_lint "$dir/baseline" "${paths[$i]}" "${configs[$i]}" "$jobs" "$BASELINE"
                fi
            done
        done
    done
    for i in "${!labels[@]}"; do
        for jobs in $JOBS; do print_row "$i" "$jobs"; done
    done
    if [[ -n ${BASELINE:-} ]]; then print_comparison; fi
}

# print_comparison — per row, the median wall time of BASELINE and of the build measured, run
# alternately, and the change.
print_comparison() {
    local i jobs dir base new
    echo
    echo "against BASELINE $BASELINE, run alternately with it; median wall seconds"
    printf "%-14s %4s  %10s %10s  %7s\n" case jobs baseline measured change
    for i in "${!labels[@]}"; do
        for jobs in $JOBS; do
            dir="$WORK/case-$i-$jobs"
            base=$(DIGITS=6 median < "$dir/baseline")
            new=$(DIGITS=6 median < "$dir/wall")
            printf "%-14s %4s  %10.3f %10.3f  %+6.1f%%\n" "${labels[$i]}" "$jobs" "$base" "$new" \
                "$(awk -v b="$base" -v n="$new" 'BEGIN { print 100 * (n / b - 1) }')"
        done
    done
}

# print_row CASE JOBS — one table row; its thread count and time per megabyte (whole and net)
# also go to $WORK/rows for the growth summary.
print_row() {
    local i=$1 jobs=$2 dir="$WORK/case-$1-$2" phase_medians="" phase megabytes wall_median fixed_median
    for phase in tokenize model configure index rules; do
        phase_medians+=" $(awk -v p="$phase" '$1 == p { print $2 }' "$dir/phases" | median)"
    done
    megabytes=$(cat "$dir/megabytes")
    wall_median=$(DIGITS=6 median < "$dir/wall")
    fixed_median=$(DIGITS=6 median < "$dir/fixed")
    printf "%-14s %6s %4s  %6s %6s %6s  %6s %s  %7s  %8s  %6s %6s %6s\n" "${labels[$i]}" "$megabytes" "$jobs" \
        $(stats < "$dir/wall") "$(median < "$dir/cpu")" "$(printf "%9s" $phase_medians)" \
        "$(median < "$dir/mem" | awk '{ printf "%.0f", $1 }')" "$(grep -c . "$WORK/reference-$i" || true)" \
        $(awk -v w="$wall_median" -v f="$fixed_median" -v mb="$megabytes" 'BEGIN { printf "%.2f %.2f %.1f", 1000 * w / mb, 1000 * (w - f) / mb, 1000 * f }')
    awk -v j="$jobs" -v w="$wall_median" -v f="$fixed_median" -v mb="$megabytes" \
        'BEGIN { printf "%s %.6f %.6f\n", j, 1000 * w / mb, 1000 * (w - f) / mb }' >> "$WORK/rows"
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
        add_case "$pack" "$CORPUS" "$WORK/$pack.json"
    done
    run_cases
else
    SYNTH=${SYNTH_DIR:-$WORK-synth}
    pattern=${PATTERN:-svip}
    for scenes in $SIZES; do
        app="$SYNTH/$pattern-$scenes"
        if [[ ! -f $app/EXPECTED.txt ]] || ! grep -q "^pattern $pattern, $scenes scenes, ${VIOLATIONS:-2} violations" "$app/EXPECTED.txt"; then
            rm -rf "$app"
            python3 Scripts/generate-app.py "$app" --scenes "$scenes" --pattern "$pattern" --violations "${VIOLATIONS:-2}" > /dev/null
        fi
        add_case "$scenes scenes" "$app" "$app/.archlint.json"
    done
    header "synthetic $pattern apps (Scripts/generate-app.py, ${VIOLATIONS:-2} violations per scene); phase columns: median wall seconds"
    run_cases
    for i in "${!labels[@]}"; do
        expected=$(awk '$1 == "findings" { print $2 }' "${paths[$i]}/EXPECTED.txt")
        found=$(grep -c . "$WORK/reference-$i" || true)
        if [[ $found != "$expected" ]]; then
            echo "benchmark: ${labels[$i]}: $found findings, EXPECTED.txt says $expected" >&2
            exit 1
        fi
    done
    # Growth: how far apart the sizes' medians per megabyte are, per thread count.
    for jobs in $JOBS; do
        awk -v j="$jobs" '$1 == j { w[++n] = $2; f[n] = $3 }
            END {
                wmin = wmax = w[1]; fmin = fmax = f[1]
                for (i = 2; i <= n; i++) {
                    if (w[i] < wmin) wmin = w[i]; if (w[i] > wmax) wmax = w[i]
                    if (f[i] < fmin) fmin = f[i]; if (f[i] > fmax) fmax = f[i]
                }
                printf "growth, -j %s: ms/MB %.2f to %.2f, the largest %.0f%% above the smallest (net %.2f to %.2f, %.0f%%)\n",
                    j, wmin, wmax, 100 * (wmax / wmin - 1), fmin, fmax, 100 * (fmax / fmin - 1)
            }' "$WORK/rows"
    done
fi
