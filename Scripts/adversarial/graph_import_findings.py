# one file importing N modules, every import banned by forbidden-import (N findings in one file):
# `graph --level module` mapped each import finding back to its import with `imports.first(where:)`,
# a scan of the file's N imports per finding (ArchitectureGraph.Builder.addModules).
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
json.dump({"extends": ["layered"], "rules": {"forbidden-import": {"severity": "error", "bans": [{"from": ["*"], "forbid": ["X*"]}]}}},
          open(f"{out}/.archlint.json", "w"))
os.makedirs(f"{out}/App", exist_ok=True)
open(f"{out}/App/a.swift", "w").write("".join(f"import X{i}\n" for i in range(n)) + "struct A {}\n")
