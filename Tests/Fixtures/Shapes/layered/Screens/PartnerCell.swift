import BankAPI
import UIKit

// The cell is handed the server's struct and turns its HTML and limit into text itself: the
// formatting article 004 gives the view model.
final class PartnerCell: UICollectionViewCell {
    private let nameLabel = UILabel()
    private let termsView = UITextView()

    func setup(with partner: Partner, index: Int) { // expected-warning[view-uses-transport-model]
        nameLabel.text = partner.name
        let html = "\(partner.termsHTML)<br>up to \(partner.dailyLimit) a day"
        termsView.attributedText = try? NSAttributedString(data: Data(html.utf8), options: [:], documentAttributes: nil)
        tag = index
    }
}
