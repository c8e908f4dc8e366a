// module: Sources (excluded folder "Preview Content": folder guess)
enum PreviewData {}
