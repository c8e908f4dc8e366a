# Package.swift of N unclosed `.target(` calls: ModuleResolver.targets(inManifest:) scans from each to the
# end of the file looking for its `)`
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]; os.makedirs(f"{out}/Sources/App", exist_ok=True)
open(f"{out}/Package.swift", "w").write("let package = Package(targets: [\n" + ".target(\n" * n)
open(f"{out}/Sources/App/a.swift", "w").write("struct A {}\n")
