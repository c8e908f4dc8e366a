// module: Shop (a file given as a source)
enum Logging {}
