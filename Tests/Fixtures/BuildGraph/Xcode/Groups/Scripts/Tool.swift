// module: Scripts (referenced, in no build phase: folder guess)
enum Tool {}
