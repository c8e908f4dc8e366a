import UIKit

// A screen listing the bank's services keeps its styles in a feature folder named Services:
// below Presentation/ the name is a feature, not the services layer.
struct ServiceTileStyle {
    let tint: UIColor
    let cornerRadius: CGFloat
}
