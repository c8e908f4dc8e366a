import MapKit

final class BranchPin: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?

    init(coordinate: CLLocationCoordinate2D, title: String?) {
        self.coordinate = coordinate
        self.title = title
    }
}

// The map's pin for a branch, written beside the pin: presentation code.
extension Branch {
    func makePin() -> MKAnnotation {
        BranchPin(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), title: name)
    }
}
