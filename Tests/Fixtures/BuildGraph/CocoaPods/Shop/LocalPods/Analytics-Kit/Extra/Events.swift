// module: Analytics_Kit
enum Events {}
