// module: NotesWidget (a membership exception takes it out of Notes; another adds it to NotesWidget)
struct WidgetOnly {}
