/// What archlint knows of Apple's UI frameworks without reading them.
public enum FrameworkTypes {
    /// Superclasses and protocols that make a type a view (or view controller).
    public static let viewBases: [String] = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UIHostingController",
        "UIAlertController", "UISearchController", "NSViewController", "NSWindowController", "NSHostingController",
        "UIView", "UIControl", "UIButton", "UILabel", "UIStackView", "UIScrollView", "UITableView",
        "UICollectionView", "UIImageView", "UITextField", "UITextView", "NSView", "NSControl", "WKInterfaceController",
        "View", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable",
    ]

    /// Superclasses that make a type a cell.
    public static let cellBases: [String] = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "NSTableCellView", "NSCollectionViewItem",
    ]

    /// Names that are UI types when the project does not declare them itself.
    public static let uiTypeNames: Set<String> = Set(viewBases + cellBases + [
        "UIImage", "UIColor", "UIFont", "UIApplication", "UIScreen", "UIWindow", "UIStoryboard", "UINib",
        "UIBarButtonItem", "UINavigationItem", "UIEdgeInsets", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIResponder", "UIAlertAction", "UIActivityIndicatorView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIRefreshControl", "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "NSImage", "NSColor", "NSFont", "NSApplication", "NSWindow",
        "Color", "Image", "Font", "Text", "Button", "VStack", "HStack", "ZStack", "List", "NavigationView",
        "NavigationStack", "ObservedObject", "StateObject", "EnvironmentObject", "Binding", "AnyView",
    ])

    /// Modules whose import makes a file UI code.
    public static let uiModules: [String] = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit", "TVUIKit"]

    /// Singletons reached through well-known framework types.
    public static let knownSingletons: [String] = [
        "URLSession.shared", "UserDefaults.standard", "NotificationCenter.default", "FileManager.default",
        "UIApplication.shared", "NSApplication.shared", "Bundle.main", "UIDevice.current", "UIScreen.main",
    ]
}
