Pod::Spec.new do |spec|
  spec.name         = "Analytics-Kit"
  spec.version      = "0.3.1"
  spec.summary      = "Event tracking."

  spec.subspec 'Core' do |core|
    core.source_files = [
      'Classes/**/*.{swift,h,m}',
      'Extra/*.swift',
    ]
    core.dependency 'DesignSystem'
  end
end
