# An Xcode project of N Swift file references in N/100 native targets (each its own group nested
# 10 deep, its own sources build phase, a dependency on the target before it) and a synchronized
# folder with N/10 membership exceptions, plus a damaged copy beside it: the project file is read
# once, in time linear in its size, and the damaged one is a note. Only 200 of the files exist.
import sys, os
n = int(sys.argv[1]); out = sys.argv[2]
targets = max(1, n // 100)
os.makedirs(f"{out}/App.xcodeproj", exist_ok=True)
os.makedirs(f"{out}/Broken/Broken.xcodeproj", exist_ok=True)
ids = iter(range(1, 10**9))
def new(): return "%024X" % next(ids)
objects = []
main_children = []
target_ids = []
for t in range(targets):
    group_ids = [new() for _ in range(10)]
    phase = new(); target = new(); files = []
    per = n // targets
    for f in range(per):
        ref = new(); build = new()
        objects.append(f'{ref} /* F{t}_{f}.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = F{t}_{f}.swift; sourceTree = "<group>"; }};')
        objects.append(f'{build} /* F{t}_{f}.swift in Sources */ = {{isa = PBXBuildFile; fileRef = {ref}; }};')
        files.append(build)
    refs_of_group = [o.split(' ')[0] for o in objects[-2 * per::2]]
    for depth, gid in enumerate(group_ids):
        children = refs_of_group if depth == 9 else [group_ids[depth + 1]]
        objects.append(f'{gid} = {{isa = PBXGroup; children = ({", ".join(children)}, ); path = "G{t}_{depth}"; sourceTree = "<group>"; }};')
    main_children.append(group_ids[0])
    objects.append(f'{phase} /* Sources */ = {{isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = ({", ".join(files)}, ); runOnlyForDeploymentPostprocessing = 0; }};')
    deps = ""
    if target_ids:
        dep = new(); deps = dep
        objects.append(f'{dep} = {{isa = PBXTargetDependency; target = {target_ids[-1]}; }};')
    objects.append(f'{target} /* T{t} */ = {{isa = PBXNativeTarget; buildPhases = ({phase}, ); dependencies = ({deps}); name = T{t}; productType = "com.apple.product-type.framework"; }};')
    target_ids.append(target)
sync = new(); exception = new()
members = ", ".join(f'"Sub{i}/E{i}.swift"' for i in range(n // 10))
objects.append(f'{exception} = {{isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ({members}, ); target = {target_ids[0]}; }};')
objects.append(f'{sync} = {{isa = PBXFileSystemSynchronizedRootGroup; exceptions = ({exception}, ); path = Synced; sourceTree = "<group>"; }};')
main_children.append(sync)
main = new(); project = new()
objects.append(f'{main} = {{isa = PBXGroup; children = ({", ".join(main_children)}, ); sourceTree = "<group>"; }};')
objects.append(f'{project} /* Project object */ = {{isa = PBXProject; mainGroup = {main}; projectDirPath = ""; targets = ({", ".join(target_ids)}, ); }};')
text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\t\t" + "\n\t\t".join(objects) + f"\n\t}};\n\trootObject = {project};\n}}\n"
open(f"{out}/App.xcodeproj/project.pbxproj", "w").write(text)
# The same project cut in the middle, and opened N times.
open(f"{out}/Broken/Broken.xcodeproj/project.pbxproj", "w").write(text[: len(text) // 2] + "(" * n)
for i in range(200):
    t = i % targets
    directory = f"{out}/" + "/".join(f"G{t}_{d}" for d in range(10))
    os.makedirs(directory, exist_ok=True)
    open(f"{directory}/F{t}_{i // targets}.swift", "w").write(f"struct S{i} {{}}\n")
os.makedirs(f"{out}/Synced/Sub1", exist_ok=True)
open(f"{out}/Synced/Sub1/E1.swift", "w").write("struct E1 {}\n")
os.makedirs(f"{out}/Broken/Code", exist_ok=True)
open(f"{out}/Broken/Code/B.swift", "w").write("struct B {}\n")
