#!/usr/bin/env bash
# Regenerates every generated file in the repository, from the repository root:
#   1. Sources/RuleEngine/BuiltinPacks.swift from Rules/*.json   (Scripts/embed-packs.py)
#      and RuleCatalog+Rules.swift from Sources/RuleEngine/Rules/ (Scripts/generate-rule-catalog.py)
#   2. schemas/archlint.schema.json's rules and pack names        (Scripts/update-schema.py)
#   3. docs/rules/<id>.md, each rule's page, from its description   (Scripts/generate-rule-docs.sh)
#   4. docs/diagrams/*.svg and *.mmd from Examples/               (Scripts/render-diagrams.sh)
# Run it after adding a rule, changing a pack, a rule's id, summary or options, or an example; then commit what
# `git status` shows. Needs python3, and Graphviz's `dot` for the diagrams (skipped with a note
# without it: apt-get install graphviz). Nothing here uses the network.
#   Scripts/regenerate.sh            (SCRATCH=DIR builds in DIR instead of .build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

echo "==> Sources/RuleEngine/BuiltinPacks.swift"
python3 Scripts/embed-packs.py
echo "==> Sources/RuleEngine/RuleCatalog+Rules.swift"
python3 Scripts/generate-rule-catalog.py

# One release build serves the schema and the diagrams (render-diagrams.sh builds release too).
echo "==> swift build -c release"
swift build -c release ${SCRATCH:+--scratch-path "$SCRATCH"} >/dev/null
archlint=${SCRATCH:-.build}/release/archlint

echo "==> schemas/archlint.schema.json"
python3 Scripts/update-schema.py "$archlint"

echo "==> docs/rules/"
Scripts/generate-rule-docs.sh "$archlint" >/dev/null

if command -v dot >/dev/null 2>&1; then
    echo "==> docs/diagrams/"
    Scripts/render-diagrams.sh >/dev/null
else
    echo "note: Graphviz's dot is not installed; docs/diagrams/ left as they are"
fi

git status --short -- Sources/RuleEngine/BuiltinPacks.swift Sources/RuleEngine/RuleCatalog+Rules.swift schemas docs/rules docs/diagrams
