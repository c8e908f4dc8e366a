#!/usr/bin/env bash
# Regenerates the pictures under docs/ from the examples: the role diagram of one SVIP scene and
# the layer diagram of every example, as Graphviz SVG (and the Mermaid text beside each).
#   Scripts/render-diagrams.sh        (needs Graphviz's `dot`: apt-get install graphviz)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift build -c release ${SCRATCH:+--scratch-path "$SCRATCH"} >/dev/null
archlint=${SCRATCH:-.build}/release/archlint
mkdir -p docs/diagrams
render() { # name, then archlint graph arguments
    local name=$1; shift
    "$archlint" graph "$@" --format dot | dot -Tsvg -o "docs/diagrams/$name.svg"
    "$archlint" graph "$@" --format mermaid > "docs/diagrams/$name.mmd"
}
render svip-pincodeenter-roles Examples/svip --level role --scene PinCodeEnter
for example in Examples/*/; do
    name=$(basename "$example")
    render "$name-layers" "$example" --level layer
    render "$name-roles" "$example" --level role
done
echo "wrote docs/diagrams/"
