# N routers (mode `reads`, `locator`) or N views (mode `output`) on one line, each with a finding of
# router-reads-view-state, router-service-locator or view-module-output: the rules lex a type's file
# and scan its tokens, which must cost each declaration its own tokens, not the line's
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3]; os.makedirs(out, exist_ok=True)
pack = "clean-swift" if mode == "reads" else "viper"
json.dump({"extends": [pack]}, open(f"{out}/.archlint.json", "w"))
if mode == "reads":
    head = "protocol ListDisplayLogic: AnyObject {}; final class ListViewController: UITableViewController, ListDisplayLogic {}; "
    body = " ".join(f"final class R{i}Router {{ weak var viewController: ListViewController?; "
                    f"func f() {{ _ = viewController?.tableView.indexPathForSelectedRow }} }}" for i in range(n))
elif mode == "locator":
    head = "protocol Locator { func get<T>() -> T? }; "
    body = " ".join(f"protocol R{i}ViewProtocol: AnyObject {{}}; final class R{i}Router {{ let c: Locator; "
                    f"init(c: Locator) {{ self.c = c }}; func f() {{ let v: R{i}ViewProtocol? = c.get(); _ = v }} }}"
                    for i in range(n))
else:
    head = "protocol Host: UIViewController { func done() }; "
    body = " ".join(f"final class V{i}ViewController: UIViewController {{ weak var host: Host?; func f() {{ host?.done() }} }}"
                    for i in range(n))
with open(f"{out}/a.swift", "w") as f:
    f.write(head + body + "\n")
