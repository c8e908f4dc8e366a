// module: Notes (synchronized folder Notes)
@main struct NotesApp {}
