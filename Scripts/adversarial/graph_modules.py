# N top-level folders M{i}/a.swift (each its own module, Xcode-style), each importing the next: `graph --level module`
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
json.dump({"extends": ["layered"]}, open(f"{out}/.archlint.json", "w"))
for i in range(n):
    os.makedirs(f"{out}/M{i}", exist_ok=True)
    open(f"{out}/M{i}/a.swift", "w").write(f"import M{(i+1)%n}\nstruct A{i} {{}}\n")
