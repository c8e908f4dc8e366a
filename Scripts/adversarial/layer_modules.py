# N top-level folders M{i}/a.swift (one module each, Xcode-style), each importing M{i+1}, and a
# .archlint.json with N layers, layer i listing module M{i}: each file's layer (LintContext) and
# each import's layer (LayerViolationRule.checkModuleImports) was found by trying every layer in turn.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
json.dump({"extends": ["layered"], "layers": [{"name": f"L{i}", "modules": [f"M{i}"]} for i in range(n)]},
          open(f"{out}/.archlint.json", "w"))
for i in range(n):
    os.makedirs(f"{out}/M{i}", exist_ok=True)
    open(f"{out}/M{i}/a.swift", "w").write(f"import M{(i+1)%n}\nstruct A{i} {{}}\n")
