# .archlint.json with N module overrides ("M{i}": ["**/M{i}/**"]), or with mode `exclude` N exclude globs
# ("**/X{i}/**"), or with mode `prefixed` N overrides ("M{i}": ["Sources/M{i}/**"]) that all name the folder
# every file is in (a longer name than their own), and N files in N folders none matches: every file tested every glob against the path and each
# of its ancestors
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "modules"
os.makedirs(out, exist_ok=True)
if mode == "exclude":
    config = {"extends": ["viper"], "exclude": [f"**/X{i}/**" for i in range(n)]}
elif mode == "prefixed":
    config = {"modules": {f"M{i}": [f"Sources/M{i}/**"] for i in range(n)}}
else:
    config = {"modules": {f"M{i}": [f"**/M{i}/**"] for i in range(n)}}
json.dump(config, open(f"{out}/.archlint.json", "w"))
top = "Sources" if mode == "prefixed" else "d"
for i in range(n):
    os.makedirs(f"{out}/{top}/D{i}", exist_ok=True)
    open(f"{out}/{top}/D{i}/a.swift", "w").write("struct A {}\n")
