# N concrete-dependency findings on one line (clean-swift): machine formats convert each finding's column
# by scanning its line from the start
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["clean-swift"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("final class LoginPresenter {}\nfinal class LoginInteractor { " + "; ".join(f"let p{i}: LoginPresenter" for i in range(n)) + " }\n")
