import UIKit

enum OnboardingStep: String { case welcome, options }

protocol OnboardingViewProtocol: AnyObject { func show(steps: [OnboardingStep]) }
protocol OnboardingPresenterProtocol: AnyObject { func viewDidLoad() }

// The page controller decides the first page from the stored step, and each page stores the
// step it shows: onboarding progress kept by views, where the interactor should keep it.
final class OnboardingViewController: UIPageViewController, OnboardingViewProtocol {
    var presenter: OnboardingPresenterProtocol?
    private var pages: [OnboardingPageViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
        let stored = UserDefaults.standard.string(forKey: "onboardingStep") // expected-warning[view-uses-storage]
        if let first = pages.first(where: { $0.step?.rawValue == stored }) {
            setViewControllers([first], direction: .forward, animated: false)
        }
    }

    func show(steps: [OnboardingStep]) {
        pages = steps.map { step in
            let page = OnboardingPageViewController()
            page.step = step
            return page
        }
    }
}

final class OnboardingPageViewController: UIViewController {
    var step: OnboardingStep?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UserDefaults.standard.setValue(step?.rawValue, forKey: "onboardingStep") // expected-warning[view-uses-storage]
    }
}
