# one line holding N concrete-dependency findings (clean-swift) and N block comments
# `/* archlint:disable:this concrete-dependency */`: Suppressor.apply marked, for every finding, every directive on its
# line as used (for directive in onItsLine), N x N.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["clean-swift"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("final class LoginPresenter {}\nfinal class LoginInteractor { "
            + "; ".join(f"let p{i}: LoginPresenter /* archlint:disable:this concrete-dependency */" for i in range(n)) + " }\n")
