# .archlint.json with N module overrides whose globs have a wildcard in every segment ("M{i}": ["**/M{i}_*/**"]),
# or, mode `exclude`, N such exclude globs, and N files in N folders none matches: GlobSet kept globs without a
# fully literal segment in `everywhere`, tried on every path and each of its ancestors (config_modules, bypassed).
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "modules"
os.makedirs(out, exist_ok=True)
if mode == "exclude":
    config = {"extends": ["viper"], "exclude": [f"**/X{i}_*/**" for i in range(n)]}
else:
    config = {"modules": {f"M{i}": [f"**/M{i}_*/**"] for i in range(n)}}
json.dump(config, open(f"{out}/.archlint.json", "w"))
for i in range(n):
    os.makedirs(f"{out}/d/D{i}", exist_ok=True)
    open(f"{out}/d/D{i}/a.swift", "w").write("struct A {}\n")
