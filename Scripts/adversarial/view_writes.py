# mvi pack: N views in one file, each holding a model and writing through it once; view-owns-state scans
# all of the file's member writes for each view
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["mvi"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol AModelStateProtocol {}\n")
    for i in range(n): f.write(f"struct V{i}View {{ var m: AModelStateProtocol\n func f() {{ m.x = 1 }} }}\n")
