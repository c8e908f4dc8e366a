# typealias X = P0 & P1 & … & P{M-1} (M protocols), and N classes each inheriting X and storing an X:
# every use expands to M symbols, N x M supertype edges and reference targets
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["viper"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    for i in range(n): f.write(f"protocol P{i} {{}}\n")
    f.write("typealias X = " + " & ".join(f"P{i}" for i in range(n)) + "\n")
    for i in range(n): f.write(f"final class C{i}Presenter: X {{ var x: X }}\n")
