// module: Notes (below the synchronized folder)
struct EditorView {}
