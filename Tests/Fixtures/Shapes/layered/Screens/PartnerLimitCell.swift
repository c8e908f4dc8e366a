import BankAPI
import UIKit

// The presentation side formats the server's struct once; the cell shows the result.
struct PartnerLimitViewModel {
    let title: String
    let limit: String

    init(partner: Partner) {
        title = partner.name
        limit = "up to \(partner.dailyLimit) a day"
    }
}

final class PartnerLimitCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let limitLabel = UILabel()

    func setup(with viewModel: PartnerLimitViewModel) {
        titleLabel.text = viewModel.title
        limitLabel.text = viewModel.limit
    }
}
