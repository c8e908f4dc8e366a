// module: Core (SOURCE_ROOT reference; compiled by Core and App, Core is listed first)
enum Formatting {}
