# N files in one folder, to be passed to archlint one by one on the command line (lint $(ls))
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]
os.makedirs(out, exist_ok=True)
json.dump({"extends": ["viper"]}, open(f"{out}/.archlint.json", "w"))
for i in range(n): open(f"{out}/{i}.swift", "w").write(f"struct T{i} {{}}\n")
