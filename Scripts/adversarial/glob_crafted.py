# N Swift files in folders 6 deep, and a .archlint.json with G crafted layer path globs (default 8)
# that name no folder (so GlobSet tries each on every path) and pass every literal pre-check: brace
# groups of wildcards expanding to many alternatives, long runs of `*?`. The old matcher ran a
# dynamic program of pattern length x path length per alternative, once per folder above each file:
# 20 such globs took a 7,000-file tree from 0.03 s to 5.7 s, and `{*,?}` x 9 (512 alternatives)
# minutes. Mode `over` writes 20 globs of 512 alternatives: now configuration errors (a glob's work
# and the work of the globs tried on every path are bounded).
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "bounded"
g, groups = (20, 9) if mode == "over" else (8, 5)
os.makedirs(out, exist_ok=True)
globs = [f"**/{'{*,?}' * groups}{'*?' * 40}*/**/*{i}?x*" for i in range(g)]
layers = [{"name": f"L{i}", "roles": [], "paths": [globs[i]]} for i in range(g)]
json.dump({"extends": ["layered"], "layers": layers}, open(f"{out}/.archlint.json", "w"))
for i in range(n):
    folder = f"{out}/Sources/Feature{i % 50}/Group{i % 7}/Sub{i % 3}/Deep/Deeper"
    os.makedirs(folder, exist_ok=True)
    open(f"{folder}/File{i}.swift", "w").write(f"struct File{i} {{}}\n")
