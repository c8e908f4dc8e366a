# N `#"""\#(` on one line, closed by `"#` at the line's end: each `#"""` scanned the rest of the line (closesOnSameLine)
import sys, os
n=int(sys.argv[1]); out=sys.argv[2]
os.makedirs(out,exist_ok=True)
with open(os.path.join(out,"A.swift"),"w") as f:
    f.write("let x = " + '#"""\\#(' * n + '"#' + ")"*n + "\n")
