import Layout
import Payroll

/// A screen of the app: it shows the records (and observes them), changes them through
/// `Records`, and says in its own hint line what a key did.
protocol RecordsScreen: ViewController, RecordsObserver {
    var records: Records { get }
    /// Shows `text` where the screen's key hints are, until the next key.
    func say(_ text: String)
}

extension RecordsScreen {
    var strings: AppStrings { records.strings }

    /// In the demo (or a file only shown), a key that would change data says so instead; false then.
    func allowsChanges() -> Bool {
        guard records.isReadOnly else { return true }
        say(strings.demoRefusal)
        return false
    }

    /// Saves `change` and says `description`; on a refusal shows the store's reason in an alert.
    /// The screens that show the records (this one too) have followed the change when it returns.
    @discardableResult
    func save(_ change: DataChange, describing description: String) -> Bool {
        do throws(Records.Refusal) {
            try records.apply(change, description: description)
        } catch {
            showRefusal(error.message)
            return false
        }
        say(description)
        return true
    }

    /// Undoes the last change and says what was undone; a refusal shows in an alert.
    func undo() {
        guard allowsChanges() else { return }
        do throws(Records.Refusal) {
            say(strings.undid(try records.undo()))
        } catch {
            showRefusal(error.message)
        }
    }

    /// An alert with the store's reason, over whatever is on top; OK dismisses it.
    func showRefusal(_ reason: String) {
        let alert = AlertController(title: strings.notSavedTitle, message: reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: strings.okTitle, style: .cancel))
        var top: ViewController = self
        while let presented = top.presentedViewController { top = presented }
        top.present(alert, animated: true)
    }

    /// What a screen that showed one workplace does when that workplace is gone from the file
    /// (another process removed or renamed it): every sheet over it goes, the navigation goes
    /// back to the home screen, which says why.
    func closeForGoneWorkplace(_ name: String) {
        if presentedViewController != nil { dismiss(animated: false) }
        guard let navigation = navigationController else { return }
        navigation.popToRootViewController(animated: true)
        (navigation.viewControllers.first as? RecordsScreen)?.say(strings.workplaceGone(name))
    }
}
