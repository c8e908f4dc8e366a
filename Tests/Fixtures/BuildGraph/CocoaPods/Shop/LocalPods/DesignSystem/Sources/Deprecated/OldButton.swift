// module: LocalPods (exclude_files Sources/Deprecated/**/*: folder guess)
struct OldButton {}
