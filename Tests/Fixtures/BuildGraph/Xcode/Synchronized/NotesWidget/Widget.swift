// module: NotesWidget (synchronized folder NotesWidget)
struct NotesWidget {}
