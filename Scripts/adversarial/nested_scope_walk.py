# nested types N deep, each referencing `C`, a member name (Z.C exists) that no enclosing scope declares:
# every owner's resolution walks all enclosing scopes building "A.A.…A.C" strings
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("struct Z { struct C {} }\n")
    for i in range(n): f.write("struct A { var x: C\n")
    f.write("}" * n + "\n")
open(f"{out}/.archlint.json", "w").write('{"extends":["layered"],"layers":[{"name":"all","paths":["**"]}]}')
