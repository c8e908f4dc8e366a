// module: Intents (in no target: folder guess)
struct Unused {}
