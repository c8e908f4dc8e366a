# A configuration that extends a file that is not JSON (mode `word`: one word of N characters,
# like a key; mode `lines`: N lines of a password file; mode `binary`: N bytes of noise). Parse
# errors used to quote what they found (up to 24 characters of a word); now they say what was
# expected, at a line and column, and quote nothing of the file: "expected '{' (a configuration
# is a JSON object)".
import sys, os, json, random
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3] if len(sys.argv) > 3 else "word"
os.makedirs(f"{out}/App", exist_ok=True)
open(f"{out}/App/A.swift", "w").write("struct A {}\n")
if mode == "word":
    data = b"SECRET" * (n // 6 + 1)
elif mode == "lines":
    data = b"".join(b"user%d:x:%d:%d::/home/user%d:/bin/sh\n" % (i, i, i, i) for i in range(n))
else:
    rng = random.Random(n)
    data = bytes(rng.randrange(256) for _ in range(n))
open(f"{out}/secret.json", "wb").write(data)
json.dump({"extends": ["viper", "./secret.json"]}, open(f"{out}/.archlint.json", "w"))
