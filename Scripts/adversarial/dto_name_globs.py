# interactor-dto-reference (viper): `names` option of N globs (`*Dto{i}`), one interactor with N references to
# names none of them match: every reference was tried on every glob (patterns.contains(where:)), N x N.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
globs = [f"*Dto{i}" for i in range(n)]
json.dump({"extends": ["viper"], "rules": {"interactor-dto-reference": {"names": globs}}}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("final class OrdersInteractor {\n")
    for i in range(n): f.write(f"  func f{i}(_ x: Model{i}) {{}}\n")
    f.write("}\n")
