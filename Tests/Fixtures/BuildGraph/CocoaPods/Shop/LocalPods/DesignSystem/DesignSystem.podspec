Pod::Spec.new do |s|
  s.name             = 'DesignSystem'
  s.version          = '1.0.0'
  s.summary          = 'Buttons and colors.'
  s.source           = { :git => 'https://example.com/design.git', :tag => s.version.to_s }
  s.ios.deployment_target = '15.0'
  s.swift_version    = '5.9'
  s.source_files     = 'Sources/**/*.swift'
  s.exclude_files    = 'Sources/Deprecated/**/*'
  # s.source_files   = 'Example/**/*'   (a comment, not read)
  s.dependency 'SnapKit', '~> 5.0'
end
