# N modules M{i}/a.swift (Xcode-style folders) in one import cycle M0 → M1 → … → M{N-1} → Z → M0, where the module Z
# (last by name) also imports every M{i}: ModuleCycleRule filtered Z's N import edges with `component.contains`,
# an array search of the N+1-module component for each edge.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
json.dump({"extends": ["layered"]}, open(f"{out}/.archlint.json", "w"))
for i in range(n):
    os.makedirs(f"{out}/M{i}", exist_ok=True)
    nxt = f"M{i+1}" if i + 1 < n else "Z"
    open(f"{out}/M{i}/a.swift", "w").write(f"import {nxt}\nstruct A{i} {{}}\n")
os.makedirs(f"{out}/Z", exist_ok=True)
open(f"{out}/Z/a.swift", "w").write("".join(f"import M{i}\n" for i in range(n)) + "struct Z {}\n")
