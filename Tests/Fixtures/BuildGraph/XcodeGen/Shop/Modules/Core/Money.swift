// module: Core (sources given as one string)
struct Money {}
