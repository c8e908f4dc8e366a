/// A library's facade singleton, built as a module of its own (the folder guess: `SDK`).
public final class WalletKit {
    public static let instance = WalletKit()
    public func pair() {}
}
