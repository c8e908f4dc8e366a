#!/usr/bin/env bash
# Prints, as Markdown tables, how many findings each built-in pack reports on every pattern's
# clean fixture and example (the diagonal: a pack on its own pattern).
#   Scripts/cross-pattern-noise.sh [ARCHLINT]     (default: .build/release/archlint)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
archlint=${1:-.build/release/archlint}
patterns=(svip clean-swift viper viper-swiftui mvi layered)
configs=$(mktemp -d)
trap 'rm -rf "$configs"' EXIT
for pack in "${patterns[@]}"; do echo "{\"extends\": [\"$pack\"]}" > "$configs/$pack.json"; done
table() { # folder pattern: Tests/Fixtures/Patterns/%s/clean or Examples/%s
    local header="| pack ↓ / tree → |" rule="|---|"
    for tree in "${patterns[@]}"; do header="$header $tree |"; rule="$rule---:|"; done
    echo "$header"; echo "$rule"
    for pack in "${patterns[@]}"; do
        row="| $pack |"
        for tree in "${patterns[@]}"; do
            count=$({ "$archlint" lint --config "$configs/$pack.json" "$(printf "$1" "$tree")" 2>/dev/null || true; } | wc -l | tr -d ' ')
            row="$row $count |"
        done
        echo "$row"
    done
}
echo "Clean fixtures:"; echo; table "Tests/Fixtures/Patterns/%s/clean"; echo
echo "Examples (the diagonal counts each example's deliberate violations):"; echo; table "Examples/%s"
