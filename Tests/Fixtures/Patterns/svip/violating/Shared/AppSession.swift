// The session the whole app shares: no role in the pack.
final class AppSession {
    var token: String?
}
