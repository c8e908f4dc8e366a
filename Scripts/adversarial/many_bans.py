# Many configured pairs, each checked in turn. Mode `imports`: N `forbidden-import` bans (from module M{i}, forbid
# X{i}) and N modules M{i} each importing X{i}: every file tried every ban's `from` globs and every import every
# ban's `forbid` globs. Mode `roles`: N roles r{i} (type T{i}) and a `role-dependency` option forbidding the role
# src each of them, with one src type referencing all N: every reference scanned the N forbidden pairs.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "imports"
os.makedirs(out, exist_ok=True)
if mode == "roles":
    roles = {f"r{i}": {"names": [f"T{i}"]} for i in range(n)}
    roles["src"] = {"names": ["Source"]}
    config = {"roles": roles, "rules": {"role-dependency": {"severity": "error", "forbidden": [["src", f"r{i}"] for i in range(n)]}}}
    with open(f"{out}/a.swift", "w") as f:
        for i in range(n): f.write(f"final class T{i} {{}}\n")
        f.write("final class Source {\n" + "".join(f"  let t{i}: T{i}\n" for i in range(n)) + "}\n")
else:
    config = {"extends": ["layered"], "rules": {"forbidden-import": {"severity": "error",
              "bans": [{"from": [f"M{i}"], "forbid": [f"X{i}"]} for i in range(n)]}}}
    for i in range(n):
        os.makedirs(f"{out}/M{i}", exist_ok=True)
        open(f"{out}/M{i}/a.swift", "w").write(f"import X{i}\nstruct A{i} {{}}\n")
json.dump(config, open(f"{out}/.archlint.json", "w"))
