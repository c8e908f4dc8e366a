import UIKit

// The cell is handed the server's payload and formats its date and owner itself.
final class SharedNoteCell: UITableViewCell {
    func configure(with payload: SharedNotePayload) { // expected-warning[view-uses-transport-model]
        let date = Date(timeIntervalSince1970: payload.sharedAt)
        textLabel?.text = "Shared by \(payload.ownerName) on \(date)"
    }
}
