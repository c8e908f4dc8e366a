# Roles by what a type's body calls (`roles.<role>.calls`) and the protocols of those types: a chain of
# N protocols, each refining the one before, each with a class calling the keychain and a view
# controller holding it, and N more protocols each with one such implementation. A protocol's
# implementations are judged in one pass over the conformances, not by walking each protocol's
# descendants (the chain's would be quadratic).
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
for folder in ("Keychain", "Screens"): os.makedirs(f"{out}/{folder}", exist_ok=True)
open(f"{out}/.archlint.json", "w").write('{ "extends": ["layered"] }\n')
with open(f"{out}/Keychain/Stores.swift", "w") as f:
    f.write("import Security\nprotocol P0 {}\n")
    for i in range(1, n): f.write(f"protocol P{i}: P{i - 1} {{}}\n")
    for i in range(n):
        f.write(f"final class Chain{i}: P{i} {{ func save() {{ _ = SecItemAdd([:] as CFDictionary, nil) }} }}\n")
        f.write(f"protocol Store{i} {{}}\nfinal class Store{i}Impl: Store{i} {{ func load() {{ _ = SecItemCopyMatching([:] as CFDictionary, nil) }} }}\n")
with open(f"{out}/Screens/Screens.swift", "w") as f:
    f.write("import UIKit\n")
    for i in range(n): f.write(f"final class S{i}ViewController: UIViewController {{ let store: Store{i}; let chain: P{i}; init(store: Store{i}, chain: P{i}) {{ self.store = store; self.chain = chain; super.init(nibName: nil, bundle: nil) }} }}\n")
