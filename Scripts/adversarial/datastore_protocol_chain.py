# protocol chain `protocol S{i}DataStore: S{i-1}DataStore { var p{i}: Int { get set } }` N long, one interactor
# conforming to the last, clean-swift + interactor-exposed-state: namesAbove (InheritedValue<Set<String>>) kept,
# for every data store of the chain, the union of all names above it: 1+2+...+N names, O(N^2) time and memory.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "chain"
os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol SceneBusinessLogic {}\nprotocol S0DataStore { var p0: Int { get set } }\n")
    for i in range(1, n): f.write(f"protocol S{i}DataStore: S{i-1}DataStore {{ var p{i}: Int {{ get set }} }}\n")
    f.write(f"final class SceneInteractor: SceneBusinessLogic, S{n-1}DataStore {{ var p0 = 0; var draft = 0 }}\n")
open(f"{out}/.archlint.json", "w").write('{"extends": ["clean-swift"], "rules": {"interactor-exposed-state": "warning"}}')
