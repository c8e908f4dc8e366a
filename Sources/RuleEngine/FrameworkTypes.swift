import Platform

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

    /// The view bases that make a type a view controller: a screen, not a view it fills.
    public static let viewControllerBases = Set(viewBases.filter { $0.hasSuffix("Controller") })

    /// Superclasses that make a type a cell.
    public static let cellBases: [String] = [
        "UITableViewCell", "UICollectionViewCell", "UITableViewHeaderFooterView", "UICollectionReusableView",
        "NSTableCellView", "NSCollectionViewItem",
    ]

    /// Names that are UI types when the project does not declare them itself.
    public static let uiTypeNames = NameSet(viewBases + cellBases + [
        "UIImage", "UIColor", "UIFont", "UIApplication", "UIScreen", "UIWindow", "UIStoryboard", "UINib",
        "UIBarButtonItem", "UINavigationItem", "UIEdgeInsets", "UIGestureRecognizer", "UITapGestureRecognizer",
        "UIResponder", "UIAlertAction", "UIActivityIndicatorView", "UISwitch", "UISlider", "UISegmentedControl",
        "UIRefreshControl", "UITableViewDataSource", "UITableViewDelegate", "UICollectionViewDataSource",
        "UICollectionViewDelegate", "NSImage", "NSColor", "NSFont", "NSApplication", "NSWindow",
        "Color", "Image", "Font", "Text", "Button", "VStack", "HStack", "ZStack", "List", "NavigationView",
        "NavigationStack", "ObservedObject", "StateObject", "EnvironmentObject", "Binding", "AnyView",
        // MapKit's map view and what it draws (its search and directions are system services).
        "MKMapView", "MKAnnotationView", "MKMarkerAnnotationView", "MKPinAnnotationView", "MKAnnotation",
        "MKPointAnnotation", "MKClusterAnnotation", "MKOverlayRenderer", "MKPolylineRenderer", "MKUserTrackingButton",
    ])

    /// Modules whose import makes a file UI code: the UI frameworks, and the image libraries that
    /// exist to put images into views (their API is `UIImageView` extensions and `UIImage` downloads:
    /// an interactor importing one deals in UI images).
    public static let uiModules: [String] = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit", "TVUIKit",
                                             "AlamofireImage", "Kingfisher", "SDWebImage", "SDWebImageSwiftUI", "NukeUI"]

    /// The system's persistent stores and the calls that reach them: user defaults, iCloud's key-value
    /// store, the keychain, archives and the file system. What is kept there outlives the screen.
    public static let persistentStoreTypes: [String] = [
        "FileManager", "FileHandle", "NSTemporaryDirectory", "NSHomeDirectory", "NSSearchPathForDirectoriesInDomains",
        "UserDefaults", "NSUbiquitousKeyValueStore", "NSKeyedArchiver", "NSKeyedUnarchiver", "SecItemAdd",
        "SecItemCopyMatching", "SecItemUpdate", "SecItemDelete",
    ]

    /// The databases' own types: a Realm, a Core Data context, fetch request or record, a GRDB queue,
    /// a SwiftData context, an FMDB database.
    public static let databaseTypes: [String] = [
        "Realm", "RLMRealm", "RLMObject", "NSManagedObjectContext", "NSManagedObject", "NSFetchRequest",
        "NSPersistentContainer", "NSPersistentStoreCoordinator", "NSEntityDescription", "ModelContext",
        "ModelContainer", "FetchDescriptor", "DatabaseQueue", "DatabasePool", "FMDatabase", "FMDatabaseQueue",
    ]

    /// Names a network request is made with when the project does not declare them: Foundation's
    /// session and its tasks, Alamofire's namespace (`Alamofire.request` in its 4.x, `AF.request`
    /// since 5.0) and Moya's provider.
    public static let networkClientTypes: [String] = [
        "URLSession", "URLSessionConfiguration", "URLSessionDataTask", "URLSessionTask", "Alamofire", "AF", "MoyaProvider",
    ]

    /// Protocols and classes whose implementations are pieces of a UI or system framework other
    /// than a view: a SwiftUI modifier or style, an app or scene, an App Intent, a widget, an
    /// app delegate, an extension's entry point, a test case. Such a type is that piece, whatever
    /// its name says (`NavigationRouter: ViewModifier`, `OpenPostIntent: AppIntent`).
    public static let nonSceneBases: [String] = [
        "ViewModifier", "App", "Scene", "PreviewProvider", "Shape", "InsettableShape", "ButtonStyle", "PrimitiveButtonStyle",
        "ToggleStyle", "LabelStyle", "TextFieldStyle", "ListStyle", "MenuStyle", "ProgressViewStyle", "GaugeStyle",
        "DynamicProperty", "EnvironmentKey", "PreferenceKey", "FocusedValueKey", "TransitionModifier",
        "AppIntent", "AppEntity", "AppEnum", "EntityQuery", "EntityStringQuery", "AppShortcutsProvider",
        "WidgetConfigurationIntent", "Widget", "WidgetBundle", "TimelineProvider", "AppIntentTimelineProvider",
        "IntentTimelineProvider", "TimelineEntry", "INExtension", "UNNotificationServiceExtension",
        "UNNotificationContentExtension", "NSExtensionRequestHandling", "UIApplicationDelegate", "UIWindowSceneDelegate",
        "UISceneDelegate", "NSApplicationDelegate", "XCTestCase",
    ]

    /// Names of the Swift standard library (and its concurrency library), in every file's scope
    /// without an import: never an imported module's, however few files use them.
    public static let standardLibraryNames: Set<String> = [
        "String", "Substring", "Character", "StaticString", "Unicode", "UnicodeScalar", "Bool", "Int", "Int8", "Int16", "Int32",
        "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "UInt128", "Double", "Float", "Float16", "Float80",
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Error", "Void", "Never", "Range",
        "ClosedRange", "Slice", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "StringProtocol", "Equatable", "Hashable", "Comparable", "Identifiable",
        "Codable", "Encodable", "Decodable", "Encoder", "Decoder", "CodingKey", "CaseIterable", "RawRepresentable", "OptionSet",
        "SetAlgebra", "CustomStringConvertible", "CustomDebugStringConvertible", "Numeric", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Sendable", "Copyable", "Escapable",
        "AnyObject", "AnyHashable", "AnyIterator", "AnySequence", "AnyCollection", "KeyPath", "WritableKeyPath",
        "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "ObjectIdentifier", "Mirror", "MemoryLayout", "Unmanaged",
        "UnsafePointer", "UnsafeMutablePointer", "UnsafeRawPointer", "UnsafeMutableRawPointer", "UnsafeBufferPointer",
        "UnsafeMutableBufferPointer", "UnsafeRawBufferPointer", "UnsafeMutableRawBufferPointer", "OpaquePointer", "Duration",
        "Clock", "ContinuousClock", "SuspendingClock", "Task", "TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup",
        "TaskPriority", "TaskLocal", "MainActor", "Actor", "GlobalActor", "AsyncSequence", "AsyncIteratorProtocol", "AsyncStream",
        "AsyncThrowingStream", "CheckedContinuation", "UnsafeContinuation", "CancellationError", "Executor", "SerialExecutor",
        "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByFloatLiteral",
        // Free functions.
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "swap", "sequence", "repeatElement", "precondition",
        "preconditionFailure", "assert", "assertionFailure", "fatalError", "numericCast", "unsafeBitCast", "readLine",
        "withExtendedLifetime", "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBytes", "withUnsafeMutableBytes",
        "isKnownUniquelyReferenced", "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup",
        "withThrowingDiscardingTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "withUnsafeContinuation", "withUnsafeThrowingContinuation", "withTaskCancellationHandler", "withTaskPriorityEscalationHandler",
    ]

    /// Handles that keep subscriptions, observations and tasks alive until their owner goes
    /// (Combine, RxSwift, ReactiveSwift, Foundation, Swift concurrency): lifecycle plumbing, not
    /// data a screen shows or a decision reads.
    public static let subscriptionTypes: Set<String> = [
        "AnyCancellable", "Cancellable", "DisposeBag", "Disposable", "CompositeDisposable", "SerialDisposable",
        "ScopedDisposable", "Lifetime", "NSKeyValueObservation", "NSObjectProtocol", "Task",
    ]

    /// Containers a handle may be kept in (`Set<AnyCancellable>`, `[Task<Void, Never>]`), and the
    /// types a task's generic arguments name.
    static let subscriptionContainers: Set<String> = ["Set", "Array", "Dictionary", "String", "Void", "Never", "Error", "Int"]

    /// Singletons and queries of the platform that say what the device and the running app are
    /// (the idiom, the screen, the orientation, the OS, the bundle, the locale), DeviceKit's
    /// `Device.current` among them: no state the app keeps, so a view may lay itself out by them.
    public static let platformQueries: [String] = [
        "UIDevice.current", "UIScreen.main", "UIApplication.shared", "UITraitCollection.current", "ProcessInfo.processInfo",
        "Bundle.main", "Locale.current", "TimeZone.current", "Calendar.current", "NSScreen.main", "WKInterfaceDevice.current",
        "Device.current",
    ]

    /// Singletons reached through well-known framework types: shared services a scene should be
    /// handed. (`Bundle.main` and `ProcessInfo.processInfo` are not among them: reading the
    /// process's own fixed environment is no collaboration to inject.)
    public static let knownSingletons: [String] = [
        "URLSession.shared", "UserDefaults.standard", "NotificationCenter.default", "FileManager.default",
        "UIApplication.shared", "NSApplication.shared", "UIDevice.current", "UIPasteboard.general", "PHImageManager.default",
        "PHPhotoLibrary.shared", "UNUserNotificationCenter.current", "NSWorkspace.shared", "URLCache.shared",
        "HTTPCookieStorage.shared", "NSUbiquitousKeyValueStore.default", "UIScreen.main",
    ]
}
