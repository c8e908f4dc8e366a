import UIKit

protocol CatalogBusinessLogic { func loadCourses() }
protocol CatalogDisplayLogic: AnyObject { func displayCourses() }

// Article 001: the view controller does all of its view's configuration, layout included; the
// data it shows, formatted, comes from the presenter.
final class CatalogViewController: UIViewController, CatalogDisplayLogic {
    var interactor: CatalogBusinessLogic?
    private let layout = UICollectionViewFlowLayout()

    override func viewDidLoad() {
        super.viewDidLoad()
        let columns = ScreenInfo.current.isPad ? 3 : (ScreenInfo.current.isSmallScreen ? 1 : 2)
        layout.itemSize = CGSize(width: view.bounds.width / CGFloat(columns), height: 120)
        if CatalogLayoutStore.shared.isPad { layout.minimumLineSpacing = 16 } // expected-warning[singleton-access]
        title = DayTitleFormatter.shared.title(for: Date()) // expected-warning[singleton-access]
        interactor?.loadCourses()
    }

    func displayCourses() {}
}
