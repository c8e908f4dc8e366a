# role name glob `*a*a*a…` of K pieces (config K*2 bytes) matched against N type names containing `a`:
# each match is a K x len(name) dynamic program, per type
import sys, os, json
k = int(sys.argv[1]); n = int(sys.argv[2]); out = sys.argv[3]
os.makedirs(out, exist_ok=True)
open(f"{out}/.archlint.json", "w").write(json.dumps({"roles": {"x": {"names": ["*a" * k + "*"]}}}))
with open(f"{out}/a.swift", "w") as f:
    for i in range(n): f.write(f"struct Ba{i} {{}}\n")
