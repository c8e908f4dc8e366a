# one file: N findings (concrete-dependency, clean-swift), each under its own `// archlint:disable:next`:
# Suppressor.apply tests every finding against every directive of its file
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["clean-swift"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("final class LoginPresenter {}\nfinal class LoginInteractor {\n")
    for i in range(n): f.write(f"  // archlint:disable:next concrete-dependency\n  let p{i}: LoginPresenter\n")
    f.write("}\n")
