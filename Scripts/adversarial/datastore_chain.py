# class chain `class P{i}Interactor: P{i+1}Interactor { var v{i} = 0 }` N long whose last class conforms to the
# scene's business logic and `*DataStore` protocols, under clean-swift with interactor-exposed-state on: each
# interactor walked its supertypes for the data store's properties, O(N) each
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("protocol SceneBusinessLogic {}\nprotocol SceneDataStore { var order: String? { get set } }\n")
    for i in range(n): f.write(f"class P{i}Interactor: P{i+1}Interactor {{ var v{i} = 0; var order: String? }}\n")
    f.write(f"class P{n}Interactor: SceneBusinessLogic, SceneDataStore {{ var order: String? }}\n")
open(f"{out}/.archlint.json", "w").write('{"extends": ["clean-swift"], "rules": {"interactor-exposed-state": "warning"}}')
