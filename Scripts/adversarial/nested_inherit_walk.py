# nested types N deep, each inheriting `C`, a member name (Z.C exists): supertype resolution walks all
# enclosing scopes per type (no configuration needed)
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
with open(f"{out}/a.swift", "w") as f:
    f.write("struct Z { protocol C {} }\n")
    for i in range(n): f.write("struct A: C {\n")
    f.write("}" * n + "\n")
