# class chain `class W{i}Worker: W{i+1}Worker {}` N long above a `SceneWorker` protocol, and N interactors each
# storing one of them, under clean-swift: concrete-dependency's message walked each stored class's supertypes
# for the protocol to advise, O(N) each
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol SceneWorker {}\n")
    for i in range(n): f.write(f"class W{i}Worker: W{i+1}Worker {{}}\n")
    f.write(f"class W{n}Worker: SceneWorker {{}}\n")
    for i in range(n): f.write(f"final class I{i}Interactor {{ var worker: W{i}Worker }}\n")
open(f"{out}/.archlint.json", "w").write('{"extends": ["clean-swift"]}')
