#!/usr/bin/env bash
# Writes docs/rules/<id>.md for every rule: the page SARIF's helpUri points at, made from the
# rule's description (summary, rationale, severity in each pack, options, every example) by
# `archlint explain ID --format markdown`, the renderer of SARIF's help.markdown. Pages of rules
# that no longer exist are removed. RuleDocumentationPagesTests fails when a page is stale.
#   Scripts/generate-rule-docs.sh [ARCHLINT]     (default: .build/release/archlint, then .build/debug/archlint)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
archlint=${1:-}
if [ -z "$archlint" ]; then
    for candidate in .build/release/archlint .build/debug/archlint; do
        if [ -x "$candidate" ]; then archlint=$candidate; break; fi
    done
fi
if [ -z "$archlint" ] || [ ! -x "$archlint" ]; then
    echo "error: no archlint binary; run 'swift build' first or pass its path" >&2
    exit 2
fi
mkdir -p docs/rules
rm -f docs/rules/*.md
# `archlint rules`: a header line, then one rule a line, its id first.
"$archlint" rules | tail -n +2 | while read -r id _; do
    "$archlint" explain "$id" --format markdown > "docs/rules/$id.md"
done
echo "wrote $(ls docs/rules/*.md | wc -l | tr -d ' ') pages to docs/rules/"
