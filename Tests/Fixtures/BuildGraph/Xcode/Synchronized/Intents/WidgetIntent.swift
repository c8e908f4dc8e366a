// module: NotesWidget (folder Intents is in no target; its exception set adds this file to NotesWidget, as IceCubesApp has it)
struct WidgetIntent {}
