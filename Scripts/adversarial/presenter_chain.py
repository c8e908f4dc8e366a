# class chain `class P{i}Presenter: P{i+1}Presenter {}` N long under the svip pack: presenter-not-main-actor
# (and interactor rules) compute the transitive supertypes of every presenter, O(N) each; with the pack
# viper-swiftui as fourth argument, observable-presenter asks each presenter whether it conforms; with
# ViewController and viper, view-module-output asks each view whether it is a screen
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; kind = sys.argv[3] if len(sys.argv) > 3 else "Presenter"
pack = sys.argv[4] if len(sys.argv) > 4 else "svip"
os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    for i in range(n): f.write(f"class P{i}{kind}: P{i+1}{kind} {{}}\n")
    f.write(f"class P{n}{kind} {{}}\n")
open(f"{out}/.archlint.json", "w").write('{"extends":["%s"]}' % pack)
