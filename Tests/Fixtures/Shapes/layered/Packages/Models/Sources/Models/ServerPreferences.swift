import Foundation
import SwiftUI // expected-error[interactor-ui-import]

// A server model in the package named for the models: an entity, whose UI type (a localized
// key for a picker) belongs to the view model that shows it.
public struct ServerPreferences: Decodable {
    public let autoExpandMedia: AutoExpandMedia?

    public enum AutoExpandMedia: String, Decodable {
        case showAll, hideAll

        public var description: LocalizedStringKey {
            switch self {
            case .showAll: "show"
            case .hideAll: "hide"
            }
        }
    }
}
