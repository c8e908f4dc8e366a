// A settings screen's presenter builds its list of rows into a menu object and hands it to the view:
// the menu keeps the rows it is given and tells a weak delegate of changes, the screen's data and no
// collaborator to inject. (Keeping it at all is presenter-state's finding.)
class SettingsRow {
    let id: String
    var subtitle: String?
    init(id: String) { self.id = id }
}

protocol SettingsMenuDelegate: AnyObject { func update(at index: Int) }

final class SettingsMenu {
    var rows: [SettingsRow]
    weak var delegate: SettingsMenuDelegate?
    init(rows: [SettingsRow]) { self.rows = rows }
    func update(id: String) {
        if let index = rows.firstIndex(where: { $0.id == id }) { delegate?.update(at: index) }
    }
}

protocol EditorSettingsDisplayLogic: AnyObject { func display(menu: SettingsMenu) }
protocol EditorSettingsPresentationLogic { func presentSettings(theme: String) }

final class EditorSettingsPresenter: EditorSettingsPresentationLogic {
    weak var viewController: EditorSettingsDisplayLogic?
    var menu = SettingsMenu(rows: []) // expected-error[presenter-state]

    func presentSettings(theme: String) {
        let row = SettingsRow(id: "theme")
        row.subtitle = theme
        menu = SettingsMenu(rows: [row])
        viewController?.display(menu: menu)
    }
}
