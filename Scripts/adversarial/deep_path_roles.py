# one file D folders deep (b/a/a/…/a/f.swift) declaring N types, and a role path glob "**/b*a" that every
# ancestor prefix passes the literal pre-check of but fails: each type ran D dynamic programs over its path,
# for the role and again for the layer with the same glob
import sys, os, json
d = int(sys.argv[1]); n = int(sys.argv[2]); out = sys.argv[3]
os.makedirs(out, exist_ok=True)
json.dump({"roles": {"x": {"paths": ["**/b*a"]}}, "layers": [{"name": "y", "paths": ["**/b*a"]}]}, open(f"{out}/.archlint.json", "w"))
os.chdir(out)
for name in ["b"] + ["a"] * d:
    os.makedirs(name, exist_ok=True); os.chdir(name)
with open("f.swift", "w") as f:
    for i in range(n): f.write(f"struct T{i} {{}}\n")
