// Article 000 names every part of a module for its role; this one plays the interactor's part under a
// team's own name, so no role and no rule reads it.
final class LoginSessionManager { // expected-note[unassigned-scene-type]
    private(set) var attempts = 0

    func recordAttempt() {
        attempts += 1
    }
}
