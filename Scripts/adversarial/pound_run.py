# one line of N `#` (then a space): Lexer.lexPound counted the whole run of `#` to see whether a raw string
# (`##"`) or regex (`##/`) follows, found neither, emitted one `#` as an unknown token and started again at the
# next `#`: N + (N-1) + … bytes.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
open(f"{out}/a.swift", "w").write("#" * n + " \n")
open(f"{out}/.archlint.json", "w").write('{"extends":["svip"]}')
