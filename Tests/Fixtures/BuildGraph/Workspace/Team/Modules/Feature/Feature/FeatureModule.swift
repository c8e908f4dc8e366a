// module: Feature (the second project of the workspace)
enum FeatureModule {}
