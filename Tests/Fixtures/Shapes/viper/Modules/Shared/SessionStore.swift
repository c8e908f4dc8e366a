/// An app singleton, in the scenes' own module.
final class SessionStore {
    static let shared = SessionStore()
}
