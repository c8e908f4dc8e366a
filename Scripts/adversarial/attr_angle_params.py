# `func f(@A<x, @A<x, …)`: N parameters, each with an attribute whose `<` never closes.
# ModelExtractor.parseParameters called attributeEnd per parameter, and matchingAngle scanned
# to the next `{`, `}` or `;` (past every later parameter): N × N tokens.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("func f(" + "".join("@A<x, " for _ in range(n)) + ") {}\n")
open(f"{out}/.archlint.json", "w").write('{"extends":["svip"]}')
