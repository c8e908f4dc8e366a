// The services wrap the cloud SDK: its records and link helper stay behind them.
import Foundation
import NotesCloudKit

final class NoteCloudService {
    private let client = CloudClient()

    func upload(_ text: String) {
        client.save(CloudRecord(body: text))
    }

    func link(for id: String) -> URL? {
        URL(string: shareLink(noteId: id))
    }
}
