// module: Sources (in no project: folder guess)
enum Unused {}
