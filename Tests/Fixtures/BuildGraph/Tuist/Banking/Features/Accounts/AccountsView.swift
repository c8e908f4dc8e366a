// module: Accounts (.glob in .sourceFilesList)
struct AccountsView {}
