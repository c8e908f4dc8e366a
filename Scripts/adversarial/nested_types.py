# nested types `struct A { var x: B ... struct A { ... } }`, N deep; config puts every type in a layer
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("struct B {}\n")
    for i in range(n): f.write("struct A { var x: B\n")
    f.write("}" * n + "\n")
open(f"{out}/.archlint.json", "w").write('{"extends":["layered"],"layers":[{"name":"all","paths":["**"]}]}')
