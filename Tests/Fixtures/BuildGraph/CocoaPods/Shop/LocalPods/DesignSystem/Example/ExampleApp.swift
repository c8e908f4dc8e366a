// module: LocalPods (not in source_files: folder guess)
struct ExampleApp {}
