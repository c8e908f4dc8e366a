# one function with N generic parameters and N distinct uppercase references in its body:
# every reference scans the active generic scopes' name lists
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("func f<" + ", ".join(f"T{i}" for i in range(n)) + ">() {\n")
    for i in range(n): f.write(f"  _ = U{i}.self\n")
    f.write("}\n")
