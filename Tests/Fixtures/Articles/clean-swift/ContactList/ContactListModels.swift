// Article 001, "Ejemplo de implementación": the scene's models, one Request/Response/ViewModel per feature.
struct Contact {
    var firstName: String
    var lastName: String
}

extension String {
    var uppercaseFirst: String { prefix(1).uppercased() + dropFirst() }
}

enum ContactList {
    enum ShowContacts {
        struct Request {}
        struct Response {
            var contacts: [Contact]
        }
        struct ViewModel {
            struct DisplayedContact {
                let firstName: String
                let lastName: String
                var fullName: String { return firstName + " " + lastName }
            }
            var displayedContacts: [DisplayedContact]
        }
    }
}
