# one type with N methods; each body calls 10 of the type's methods. The mvi pack, whose
# private-calls-public rule reads the calls, makes the model gather them.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("final class LoginPresenter {\n")
    for i in range(n): f.write(f"  func m{i}() {{ " + " ".join(f"m{(i+k)%n}()" for k in range(1,11)) + " }\n")
    f.write("}\n")
with open(f"{out}/.archlint.json", "w") as f: f.write('{"extends": ["mvi"]}\n')
