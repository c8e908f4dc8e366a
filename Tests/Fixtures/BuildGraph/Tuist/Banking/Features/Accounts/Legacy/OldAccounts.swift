// module: Features (excluding: Features/Accounts/Legacy/**: folder guess)
struct OldAccounts {}
