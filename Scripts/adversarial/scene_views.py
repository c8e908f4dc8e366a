# strong-back-reference through a UIKit-typed property (`var view: UIViewController?` in a router):
# mode `folder` puts N view controllers and N such routers in one folder (the views inheriting the
# class must be found once per class, not once per router); mode `cycle` gives one view controller
# a presenter that holds N routers, each keeping the view: N findings over one component, whose
# chain back must be searched once per view, not once per finding
import sys, os, json
n = int(sys.argv[1]); out = sys.argv[2]; mode = sys.argv[3]; os.makedirs(f"{out}/Scene", exist_ok=True)
json.dump({"extends": ["viper"]}, open(f"{out}/.archlint.json", "w"))
with open(f"{out}/Scene/Scene.swift", "w") as f:
    if mode == "folder":
        f.write("protocol SceneViewInput: AnyObject {}\n")
        for i in range(n):
            f.write(f"protocol S{i}RouterInput: AnyObject {{}}\n"
                    f"final class S{i}Router: S{i}RouterInput {{ var view: UIViewController? }}\n"
                    f"final class S{i}Presenter {{ weak var view: SceneViewInput?; var router: S{i}RouterInput? }}\n"
                    f"final class S{i}ViewController: UIViewController, SceneViewInput {{ var presenter: S{i}Presenter? }}\n")
    else:
        f.write("protocol SceneViewInput: AnyObject {}\n"
                "final class SceneViewController: UIViewController, SceneViewInput { var presenter: ScenePresenter? }\n"
                "final class ScenePresenter {\n    weak var view: SceneViewInput?\n")
        for i in range(n):
            f.write(f"    var router{i}: S{i}Router?\n")
        f.write("}\n")
        for i in range(n):
            f.write(f"final class S{i}Router {{ var view: UIViewController? }}\n")
