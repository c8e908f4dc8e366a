import ArchlintCLI
ArchlintCLI.main()
