import ArchlintCLI
import Foundation

exit(ArchlintCLI.main(CommandLine.arguments))
