// A storage shared between scenes: the project's own class with behaviour, no role, no protocol.
final class SelectedImageStorage {
    private(set) var images: [String] = []
    func add(_ image: String) { images.append(image) }
}

// A record compared by content: data, whatever methods it has.
final class PhotoAlbum: Equatable {
    let title: String
    init(title: String) { self.title = title }
    func renamed(_ title: String) -> PhotoAlbum { PhotoAlbum(title: title) }
    static func == (lhs: PhotoAlbum, rhs: PhotoAlbum) -> Bool { lhs.title == rhs.title }
}

protocol StringValidator { func isValid(_ text: String) -> Bool }
final class EmailValidator: StringValidator { func isValid(_ text: String) -> Bool { text.contains("@") } }

protocol ScanHandler: AnyObject { func handle(_ frame: Int) }
final class RecognitionHandler: ScanHandler { func handle(_ frame: Int) {} }
