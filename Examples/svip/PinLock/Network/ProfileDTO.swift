struct ProfileDTO: Decodable {
    let id: String
    let first_name: String
    let last_name: String
    let email: String
    let registered_at: Double
}
