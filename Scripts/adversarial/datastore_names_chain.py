# protocol chain `protocol S{i}DataStore: S{i-1}DataStore { var p{i}: Int { get set } }` N long below which an interactor
# exposes p0…p{N-1} (all required) and `draft`, under clean-swift with interactor-exposed-state on: the names each data
# store carries down grew by one per level, N²/2 names kept (10,000: 1.5 GB). Mode `fan`: N interactors instead, the
# i-th below S{i}DataStore exposing p{i}: past the names carried, each walks the stores above it (quadratic in time).
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "chain"
os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol SceneBusinessLogic {}\nprotocol S0DataStore { var p0: Int { get set } }\n")
    for i in range(1, n): f.write(f"protocol S{i}DataStore: S{i-1}DataStore {{ var p{i}: Int {{ get set }} }}\n")
    if mode == "fan":
        for i in range(n): f.write(f"final class I{i}Interactor: SceneBusinessLogic, S{i}DataStore {{ var p{i} = 0 }}\n")
    else:
        f.write(f"final class SceneInteractor: SceneBusinessLogic, S{n-1}DataStore {{\n" + "".join(f"  var p{i} = 0\n" for i in range(n)) + "  var draft = 0\n}\n")
open(f"{out}/.archlint.json", "w").write('{"extends": ["clean-swift"], "rules": {"interactor-exposed-state": "warning"}}')
