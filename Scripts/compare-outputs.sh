#!/usr/bin/env bash
# Compares what two archlint binaries print for one tree, byte for byte, and names every output
# that differs. For a refactoring that must not change behaviour: build the old and the new
# binary, then
#   Scripts/compare-outputs.sh OLD_ARCHLINT NEW_ARCHLINT TREE [TREE ...]
# Compared, for each tree: `lint` in every --format, with the tree's own configurations and with
# each built-in pack (--config of {"extends":["PACK"]}); `dump --format json` and the text dump;
# `graph` in every format at every level; `tokens --format json` and the token table.
# Each run's standard output and exit status are compared; standard error too, with the lint
# summary's elapsed seconds masked. Exit status: 0 when all agree, 1 when some differ, 2 on a
# usage error. KEEP=DIR keeps the outputs in DIR (old/ and new/) to diff by hand.
set -uo pipefail

if [ $# -lt 3 ]; then
    echo "usage: $0 OLD_ARCHLINT NEW_ARCHLINT TREE [TREE ...]" >&2
    exit 2
fi
old=$1 new=$2
shift 2
for binary in "$old" "$new"; do
    [ -x "$binary" ] || { echo "error: not an executable: $binary" >&2; exit 2; }
done
for tree in "$@"; do
    [ -e "$tree" ] || { echo "error: no such file or directory: $tree" >&2; exit 2; }
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work=${KEEP:-$(mktemp -d)}
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$work/old" "$work/new" "$work/configs"

# The choices of the old binary, read from its answer to an invalid value ("expected one of a,
# b, c"), so that a new format, level or pack is compared without editing this script.
choices() { # subcommand option
    "$old" "$1" "--$2=zz-invalid" 2>&1 >/dev/null | sed -n 's/.*expected one of \(.*\)$/\1/p' | head -n 1 | tr -d ',' 
}
formats=$(choices lint format)
graph_formats=$(choices graph format)
graph_levels=$(choices graph level)
packs=$(choices init preset)
if [ -z "$formats" ] || [ -z "$graph_formats" ] || [ -z "$graph_levels" ] || [ -z "$packs" ]; then
    echo "error: could not read the formats, levels and packs from $old" >&2
    exit 2
fi
for pack in $packs; do printf '{"extends": ["%s"]}\n' "$pack" > "$work/configs/$pack.json"; done

compared=0
differ=0
# run NAME ARGS...: runs both binaries with ARGS and compares what they print.
run() {
    local name=$1; shift
    local side binary
    for side in old new; do
        if [ "$side" = old ]; then binary=$old; else binary=$new; fi
        "$binary" "$@" > "$work/$side/$name.out" 2> "$work/$side/$name.err"
        echo "exit $?" >> "$work/$side/$name.out"
        # The lint summary ends with the elapsed time: "(… lines read, 0.002 s)".
        sed -E -i 's/[0-9]+\.[0-9]+ s\)/#.### s)/g' "$work/$side/$name.err"
    done
    compared=$((compared + 1))
    local what=""
    cmp -s "$work/old/$name.out" "$work/new/$name.out" || what="stdout/exit"
    cmp -s "$work/old/$name.err" "$work/new/$name.err" || what="${what:+$what, }stderr"
    if [ -n "$what" ]; then
        differ=$((differ + 1))
        echo "DIFFERS ($what): archlint $*"
    fi
}

index=0
for tree in "$@"; do
    index=$((index + 1))
    tag="t$index"
    for format in $formats; do
        run "$tag-lint-own-$format" lint --format "$format" -- "$tree"
        for pack in $packs; do
            run "$tag-lint-$pack-$format" lint --format "$format" --config "$work/configs/$pack.json" -- "$tree"
        done
    done
    run "$tag-dump-json" dump --format json -- "$tree"
    run "$tag-dump-text" dump -- "$tree"
    for format in $graph_formats; do
        for level in $graph_levels; do
            run "$tag-graph-$level-$format" graph --format "$format" --level "$level" -- "$tree"
        done
    done
    run "$tag-tokens-json" tokens --format json -- "$tree"
    run "$tag-tokens-table" tokens -- "$tree"
done

echo "compared $compared outputs of $old and $new on $*: $differ differ"
[ "$differ" -eq 0 ]
