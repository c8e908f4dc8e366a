// module: Core (framework target)
struct User {}
