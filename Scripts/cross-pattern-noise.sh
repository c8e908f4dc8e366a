#!/usr/bin/env bash
# Prints, as Markdown tables, how many findings each built-in pack reports on every pattern's
# clean fixture and example (the diagonal: a pack on its own pattern).
#   Scripts/cross-pattern-noise.sh [ARCHLINT]     (default: .build/release/archlint)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
archlint=${1:-.build/release/archlint}
patterns=(svip clean-swift viper viper-swiftui mvi layered)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each tree is copied under a folder whose .archlint.json extends the pack: a configuration
# governs only the files below its own folder, so `--config` naming a file elsewhere would check
# nothing. Findings are counted from the JSON report (text adds a `note:` line per evidence hop),
# suppressed ones left out.
count() { # pack tree
    local copy="$work/$1/$(basename "$(dirname "$2")")-$(basename "$2")"
    if [[ ! -d $copy ]]; then
        mkdir -p "$copy"
        (cd "$2" && tar --exclude=.archlint.json -cf - .) | (cd "$copy" && tar -xf -)
        echo "{\"extends\": [\"$1\"]}" > "$copy/.archlint.json"
    fi
    { "$archlint" lint --format json "$copy" 2>/dev/null || true; } \
        | python3 -c 'import json, sys; print(sum(not f.get("suppressed") for f in json.load(sys.stdin)["findings"]))'
}
table() { # folder pattern: Tests/Fixtures/Patterns/%s/clean or Examples/%s
    local header="| pack ↓ / tree → |" rule="|---|"
    for tree in "${patterns[@]}"; do header="$header $tree |"; rule="$rule---:|"; done
    echo "$header"; echo "$rule"
    for pack in "${patterns[@]}"; do
        row="| $pack |"
        for tree in "${patterns[@]}"; do
            row="$row $(count "$pack" "$(printf "$1" "$tree")") |"
        done
        echo "$row"
    done
}
echo "Clean fixtures:"; echo; table "Tests/Fixtures/Patterns/%s/clean"; echo
echo "Examples (the diagonal counts each example's deliberate violations):"; echo; table "Examples/%s"
