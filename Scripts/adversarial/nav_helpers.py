# view-navigation through the app's helpers: an extension of UIViewController with N helpers, each
# handing its screen to the next and the last pushing it, and N view controllers each calling the
# first; the helpers are found by one walk back along the calls, each view's call looked up once
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(out, exist_ok=True)
json.dump({"extends": ["viper"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/Helpers.swift", "w") as f:
    f.write("extension UIViewController {\n")
    for i in range(n - 1):
        f.write(f"    func go{i}(module: UIViewController) {{ go{i + 1}(module: module) }}\n")
    f.write(f"    func go{n - 1}(module: UIViewController) {{ navigationController?.pushViewController(module, animated: true) }}\n}}\n")
with open(f"{out}/Views.swift", "w") as f:
    f.write("protocol ScreenViewInput: AnyObject {}\nprotocol ScreenViewOutput: AnyObject {}\n"
            "final class ScreenPresenter: ScreenViewOutput {}\n")
    for i in range(n):
        f.write(f"final class V{i}ViewController: UIViewController, ScreenViewInput {{ "
                f"func f() {{ go0(module: UIViewController()) }} }}\n")
