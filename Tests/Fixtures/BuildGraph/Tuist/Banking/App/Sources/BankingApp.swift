// module: Banking (sources App/Sources/**)
@main struct BankingApp {}
