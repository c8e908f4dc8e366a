# .archlint.json with N roles, role i naming the type T{i} (`names: ["T{i}"]`), and N types T0…T{N-1}:
# RoleAssigner.assign tried every role's name globs on every type still without a role
# (steps 3 and 4, "linear in symbols times role specs"), and step 3 filtered every declared protocol per role.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "types"
os.makedirs(out, exist_ok=True)
json.dump({"roles": {f"r{i}": {"names": [f"T{i}"]} for i in range(n)}}, open(f"{out}/.archlint.json", "w"))
kw = "protocol" if mode == "protocols" else "struct"
with open(f"{out}/a.swift", "w") as f:
    for i in range(n): f.write(f"{kw} T{i} {{}}\n")
