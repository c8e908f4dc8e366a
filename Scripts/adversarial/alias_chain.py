# a chain of N typealiases `A{i} = A{i+1}` ending at a view controller, and N presenters each holding
# the head: resolving recursed once per link (stack overflow) and walked the chain per reference
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["viper"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/Aliases.swift", "w") as f:
    f.write("import UIKit\n")
    for i in range(n): f.write(f"typealias A{i} = A{i+1}\n")
    f.write(f"final class A{n}: UIViewController {{}}\n")
with open(f"{out}/Presenters.swift", "w") as f:
    for i in range(n): f.write(f"final class Login{i}Presenter {{ weak var view: A0? }}\n")
