import MapKit // expected-error[interactor-ui-import]

// A service handing map annotations (MapKit's presentation objects) to the screen.
protocol PlacesService {
    func annotations(completion: @escaping ([MKAnnotation]) -> Void)
}

final class OfficesService: PlacesService {
    func annotations(completion: @escaping ([MKAnnotation]) -> Void) { completion([MKPointAnnotation()]) }
}
