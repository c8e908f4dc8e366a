# mvi pack: an intent with N stored properties and one method that declares N locals of the same
# names, each in its own nested block, passes each to the model and writes through it; another
# method with N parameters of those names holds N local types, each with a method: the shadows are
# kept per name with their depth, and the method's signature is read back a bounded distance
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["mvi"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol AModelActionsProtocol: AnyObject { func show(_ x: Int) }\n")
    f.write("final class AIntent {\n private weak var model: AModelActionsProtocol?\n")
    for i in range(n): f.write(f" private var p{i} = 0\n")
    f.write(" func f() {\n")
    for i in range(n): f.write(f"  if true {{ let p{i} = Box(); p{i}.x = 1; model?.show(p{i}) }}\n  p{i} += 1; model?.show(p{i})\n")
    f.write(" }\n func g(" + ", ".join(f"p{i}: Int" for i in range(n)) + ") {\n")
    for i in range(n): f.write(f"  struct L{i} {{ var q = 0; func h() {{ }} }}\n  model?.show(p{i})\n")
    f.write(" }\n}\n")
