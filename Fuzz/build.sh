#!/usr/bin/env bash
# Builds the libFuzzer harness against archlint's own sources, linked in (not copied) on each
# build so the repository holds no second copy of them. The links stay (git ignores them); a
# folder walk takes those sources by their real paths under Sources/, not through the links.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
for target in SwiftLexer SourceModel ProjectIndex RuleEngine; do
    ln -sfn "../../Sources/$target" "Sources/$target"
done
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld "$@"
echo "built: $(pwd)/.build/release/ArchlintFuzz"
