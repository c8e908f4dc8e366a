// module: Unlisted (not in the project: folder guess)
enum Orphan {}
