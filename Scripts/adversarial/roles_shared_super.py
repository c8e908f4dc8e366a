# N roles, each with `conformsTo: ["Base"]` (the same glob), N classes conforming to Base: RoleAssigner walked the
# descendants of Base once per role and sorted them, N x N log N (the first role wins every type).
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
roles = {f"r{i}": {"conformsTo": ["Base"]} for i in range(n)}
json.dump({"roles": roles}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol Base {}\n")
    for i in range(n): f.write(f"final class C{i}: Base {{}}\n")
