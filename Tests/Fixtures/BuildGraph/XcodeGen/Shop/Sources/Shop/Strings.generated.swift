// module: Sources (excluded by **/*.generated.swift: folder guess)
enum Strings {}
