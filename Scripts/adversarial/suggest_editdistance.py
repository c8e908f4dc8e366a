# a declared role whose name is L bytes, and a layer naming an unknown role equal to it but for its last
# 2 bytes: "did you mean" computes a full L x L edit-distance table
import sys, os, json
l = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
name = "r" * l
open(f"{out}/.archlint.json", "w").write(json.dumps({"roles": {name: {"names": ["*X"]}},
    "layers": [{"name": "l", "roles": [name[:-2] + "zz"]}]}))
open(f"{out}/a.swift", "w").write("struct A {}\n")
