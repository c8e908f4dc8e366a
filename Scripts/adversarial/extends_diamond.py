# D config files, each extending the next one twice (c{i}.json: {"extends": ["c{i+1}.json","c{i+1}.json"]}):
# extends are re-resolved per path, 2^D resolutions (depth is capped at 32, not the work)
import sys, os, json
d = int(sys.argv[1]); out = sys.argv[2]; w = int(sys.argv[3]) if len(sys.argv) > 3 else 2
os.makedirs(out, exist_ok=True)
for i in range(d):
    open(f"{out}/c{i}.json", "w").write(json.dumps({"extends": [f"c{i+1}.json"] * w}))
open(f"{out}/c{d}.json", "w").write(json.dumps({"extends": ["viper"]}))
open(f"{out}/.archlint.json", "w").write(json.dumps({"extends": ["c0.json"]}))
open(f"{out}/a.swift", "w").write("struct A {}\n")
