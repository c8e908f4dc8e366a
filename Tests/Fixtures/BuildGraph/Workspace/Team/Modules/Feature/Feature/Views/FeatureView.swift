// module: Feature
struct FeatureView {}
