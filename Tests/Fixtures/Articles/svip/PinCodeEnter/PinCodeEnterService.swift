// Article 000, "Воркер": the worker is an actor behind its protocol.
struct SettingsProfile {
    var pinCode = "1234"
}

actor PinCodeEnterService: PinCodeEnterWorker {
    private let settingsProfile: SettingsProfile

    init(settingsProfile: SettingsProfile) {
        self.settingsProfile = settingsProfile
    }

    var biometricType: PinCodeEnterData.BiometricType { .face }
    var pinCode: String { settingsProfile.pinCode }

    func authenticateWithBiometric() async throws {}
}
