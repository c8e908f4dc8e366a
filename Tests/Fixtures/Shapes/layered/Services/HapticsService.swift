import UIKit

final class HapticsService {
    func tap() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }
}
