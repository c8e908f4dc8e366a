import Models
import SwiftUI

// The design system's view helpers on a model: this module's UI code, not the entity's.
extension Account {
    public var title: Text { Text(displayName) }
}
