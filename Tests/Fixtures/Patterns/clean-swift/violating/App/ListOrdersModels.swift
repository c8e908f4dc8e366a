enum ListOrders {
    enum Fetch {
        struct Request {}
        struct Response { var count: Int; var badge: Bool }
        struct ViewModel { var title: String }
    }
}
