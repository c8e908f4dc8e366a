// The server's reply, which the parser turns into entities.
struct NotesResponseDTO: Decodable {
    let titles: [String]
}
