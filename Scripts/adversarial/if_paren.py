# N lines `#if (` whose parentheses never close: in the references pass each `#if` token called
# endOfDirectiveCondition, which scans to the first line start at parenthesis depth 0 — the
# end of the file: N × N tokens.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("#if (\n" * n)
open(f"{out}/.archlint.json", "w").write('{"extends":["svip"]}')
