// module: App (group Helpers has no path; the reference path is Virtual/Helper.swift)
enum Helper {}
