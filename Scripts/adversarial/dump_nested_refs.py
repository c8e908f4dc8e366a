# nested types `struct A { var x: B{i} ...` N deep, each naming its own type B{i} (the adversarial nested_types
# input with distinct names): each type's reference range held the references of every type nested in it,
# and `dump` (text and json) listed each type's sorted, unique referenced names: N²/2 names in all.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    for i in range(n): f.write(f"struct A {{ var x: B{i}\n")
    f.write("}" * n + "\n")
