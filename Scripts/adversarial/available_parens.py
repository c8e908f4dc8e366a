# N unclosed `@available(` (mode a) or `#available(` (mode p) in a row: the references pass calls
# matchingClose for each, scanning to the end of the file every time
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "a"
os.makedirs(out, exist_ok=True)
tok = {"a": "@available(", "p": "#available(", "o": "@objc("}[mode]
with open(f"{out}/a.swift", "w") as f:
    f.write("func f() {\n" + (tok + "\n") * n + "}\n")
