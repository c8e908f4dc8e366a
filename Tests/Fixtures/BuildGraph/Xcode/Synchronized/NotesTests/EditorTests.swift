// module: NotesTests
final class EditorTests {}
