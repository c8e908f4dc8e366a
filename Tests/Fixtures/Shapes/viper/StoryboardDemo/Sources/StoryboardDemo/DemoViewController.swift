import UIKit

// A demo target of plain view controllers beside the VIPER modules (its own module, no presenter
// or router in it): showing the gallery itself is how MVC works, not a view bypassing its router.
final class DemoViewController: UIViewController {
    @IBAction func showGallery() {
        let gallery = DemoGalleryViewController()
        present(gallery, animated: true)
    }
}

final class DemoGalleryViewController: UIViewController {}
