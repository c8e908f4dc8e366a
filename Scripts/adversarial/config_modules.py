# .archlint.json with N module overrides ("M{i}": ["**/M{i}/**"]) and N files in N folders none matches:
# every file tests every override's glob against the path and each of its ancestors
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
json.dump({"modules": {f"M{i}": [f"**/M{i}/**"] for i in range(n)}}, open(f"{out}/.archlint.json", "w"))
for i in range(n):
    os.makedirs(f"{out}/d/D{i}", exist_ok=True)
    open(f"{out}/d/D{i}/a.swift", "w").write("struct A {}\n")
