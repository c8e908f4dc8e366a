struct CityDTO: Decodable {
    let id: Int
    let name: String
    let country: String
    let lat: Double
    let lon: Double
}

struct ForecastDTO: Decodable {
    let dt: Double
    let min: Double
    let max: Double
    let main: String
}
