# a glob in .archlint.json made of N brace groups: mode s = `{a}{a}{a}...` (sequence), n = `{{{...a...}}}` (nested)
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3]
os.makedirs(out, exist_ok=True)
g = "{a}" * n if mode == "s" else "{" * n + "a" + "}" * n
open(f"{out}/.archlint.json", "w").write(json.dumps({"roles": {"x": {"names": [g]}}}))
open(f"{out}/a.swift", "w").write("struct A {}\n")
