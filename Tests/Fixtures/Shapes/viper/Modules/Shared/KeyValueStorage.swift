import Foundation

protocol KeyValueStorage {}
extension UserDefaults: KeyValueStorage {}
