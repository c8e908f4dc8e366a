// The DAO's translator between the SDK's records and the app's entities.
import NotesCloudKit

struct NoteCloudTranslator {
    func record(from text: String) -> CloudRecord { CloudRecord(body: text) }
}
