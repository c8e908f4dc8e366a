enum ShowProfile {
    enum Load {
        struct Request {}
        struct Response { var profile: ProfileEntity }
        struct ViewModel { var title: String; var subtitle: String }
    }
}
