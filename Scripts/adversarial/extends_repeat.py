# .archlint.json extending "big.json" N times; big.json is M bytes (a long $schema string): every entry
# re-reads and re-parses it (N x M)
import sys, os, json
n = int(sys.argv[1]); m = int(sys.argv[2]); out = sys.argv[3]
os.makedirs(out, exist_ok=True)
json.dump({"$schema": "x" * m}, open(f"{out}/big.json", "w"))
json.dump({"extends": ["big.json"] * n}, open(f"{out}/.archlint.json", "w"))
open(f"{out}/a.swift", "w").write("struct A {}\n")
