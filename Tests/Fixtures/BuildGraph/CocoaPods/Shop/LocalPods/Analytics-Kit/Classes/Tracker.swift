// module: Analytics_Kit (a subspec's source_files list; "-" becomes "_" in the module name)
final class Tracker {}
