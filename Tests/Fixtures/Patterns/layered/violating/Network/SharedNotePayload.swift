// What the sharing endpoint sends back for a note shared with the user, decoded as it comes.
struct SharedNotePayload: Decodable {
    let ownerName: String
    let sharedAt: Double
}
