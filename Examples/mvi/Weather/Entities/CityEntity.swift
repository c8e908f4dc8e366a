struct CityEntity: Identifiable, Hashable {
    let id: Int
    let name: String
    let country: String
    let latitude: Double
    let longitude: Double
}
