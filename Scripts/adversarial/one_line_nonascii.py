# N concrete-dependency findings on one line (clean-swift), the line holding one non-ASCII character (`/* é */`):
# SourceColumns.utf16Column skipped only all-ASCII lines, so machine formats (sarif, github, json…) converted each
# finding's column by scanning its line from the start again.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["clean-swift"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    f.write("final class LoginPresenter {}\nfinal class LoginInteractor { /* é */ " + "; ".join(f"let p{i}: LoginPresenter" for i in range(n)) + " }\n")
