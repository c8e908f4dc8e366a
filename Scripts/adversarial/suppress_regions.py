# one file: N findings (concrete-dependency, clean-swift), each under its own `// archlint:disable concrete-dependency`
# (mode `region`, never enabled: N regions to the end of the file) or, mode `file`, N `// archlint:disable:file` of
# another rule, or, mode `rules`, one `// archlint:disable:file` listing N rule ids: Suppressor.apply tested every
# finding against every region (or every file-wide directive, or every rule id) of its file.
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "region"
os.makedirs(out, exist_ok=True)
json.dump({"extends": ["clean-swift"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/a.swift", "w") as f:
    if mode == "rules":
        f.write("// archlint:disable:file " + " ".join(f"x{i}" for i in range(n)) + "\n")
    f.write("final class LoginPresenter {}\nfinal class LoginInteractor {\n")
    for i in range(n):
        if mode == "region": f.write("  // archlint:disable concrete-dependency\n")
        if mode == "file": f.write("  // archlint:disable:file presenter-state\n")
        f.write(f"  let p{i}: LoginPresenter\n")
    f.write("}\n")
