import MapKit

// MapKit's search is a system service, not a map on screen: no finding.
final class AddressSearchService {
    func search(_ text: String) async throws -> [MKMapItem] {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = text
        return try await MKLocalSearch(request: request).start().mapItems
    }
}
