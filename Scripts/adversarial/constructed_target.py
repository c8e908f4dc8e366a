# an interactor with N untyped stored properties `var pI = XI()` (XI undeclared): concrete-dependency's
# constructedTarget scans all the symbol's references per property
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("final class LoginInteractor {\n")
    for i in range(n): f.write(f"  var p{i} = X{i}()\n")
    f.write("}\n")
open(f"{out}/.archlint.json", "w").write('{"extends":["clean-swift"]}')
