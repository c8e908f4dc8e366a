// A presentation model that reaches past the service into the SDK it wraps: it builds the
// share link with the SDK's function and the record with the SDK's type itself.
import Foundation
import NotesCloudKit

final class NoteShareViewModel {
    var onShare: ((String) -> Void)?

    func share(noteID: String) {
        onShare?(shareLink(noteId: noteID)) // expected-warning[layer-skip]
    }

    func draft(_ text: String) -> CloudRecord { // expected-warning[layer-skip]
        CloudRecord(body: text)
    }
}
