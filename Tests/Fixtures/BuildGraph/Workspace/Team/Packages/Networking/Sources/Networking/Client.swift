// module: Networking (local package of the workspace)
struct Client {}
