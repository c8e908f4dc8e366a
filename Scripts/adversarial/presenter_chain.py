# class chain `class P{i}Presenter: P{i+1}Presenter {}` N long under the svip pack: presenter-not-main-actor
# (and interactor rules) compute the transitive supertypes of every presenter, O(N) each
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; kind = sys.argv[3] if len(sys.argv) > 3 else "Presenter"
os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    for i in range(n): f.write(f"class P{i}{kind}: P{i+1}{kind} {{}}\n")
    f.write(f"class P{n}{kind} {{}}\n")
open(f"{out}/.archlint.json", "w").write('{"extends":["svip"]}')
