import Layout
import Payroll
import PayrollWords

/// A screen of the app: it shows the records (and observes them), changes them through
/// `Records`, and says in its own hint line what a key did.
protocol RecordsScreen: ViewController, RecordsObserver {
    var records: Records { get }
    /// Shows `text` where the screen's key hints are, until the next key.
    func say(_ text: String)
}

/// A screen of one workplace's rows (its shifts, its schedule), the workplace kept by name: it
/// follows the records, closing when the workplace is gone and selecting a row just added or
/// edited.
protocol WorkplaceRowsScreen: RecordsScreen {
    associatedtype Row
    /// The workplace shown, by name.
    var workplaceName: String { get }
    /// The row to select at the next reload (one just added or edited).
    var pendingSelection: Row? { get set }
    /// Reads the rows again; selects `row` if given, else the row nearest the one selected before.
    func reload(selecting row: Row?)
}

extension WorkplaceRowsScreen {
    /// The workplace as the records hold it now; nil once another process removed it.
    var workplace: Workplace? { records.workplace(named: workplaceName) }

    /// The records changed: the screen closes when its workplace is gone, else its rows follow,
    /// with the row waiting to be selected selected.
    func followRecords() {
        guard workplace != nil else { return closeForGoneWorkplace(workplaceName) }
        let row = pendingSelection
        pendingSelection = nil
        reload(selecting: row)
    }
}

extension RecordsScreen {
    var strings: AppStrings { records.strings }

    /// In the demo (or a file only shown), a key that would change data says so instead; false then.
    func allowsChanges() -> Bool {
        guard records.isReadOnly else { return true }
        say(records.readOnlyRefusal)
        return false
    }

    /// Saves `change` and says `description`; on a refusal shows the store's reason in an alert.
    /// The screens that show the records (this one too) have followed the change when it returns.
    /// A change that would leave the records as they are (a form saved as it was opened) is not
    /// saved, so it makes no history entry and no step for `u`: the hint line says so, and false.
    @discardableResult
    func save(_ change: DataChange, describing description: String) -> Bool {
        var after = records.file
        if (try? change.apply(to: &after)) != nil, after == records.file {
            say(strings.nothingChanged)
            return false
        }
        let saved = showingRefusal { () throws(Records.Refusal) in try records.apply(change, description: description) }
        if saved { say(description) }
        return saved
    }

    /// Asks `title` and `message` in an alert: `keep` leaves the records as they are, `confirm`
    /// saves `change` and says `description`.
    func saveAfterAsking(
        title: String, message: String, keep: String, confirm: String, _ change: DataChange,
        describing description: String
    ) {
        let alert = AlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(AlertAction(title: keep, style: .cancel))
        alert.addAction(
            AlertAction(title: confirm, style: .destructive) { [weak self] _ in
                self?.save(change, describing: description)
            })
        present(alert, animated: true)
    }

    /// Runs `body`; on a refusal shows the store's reason in an alert, and false.
    @discardableResult
    func showingRefusal(_ body: () throws(Records.Refusal) -> Void) -> Bool {
        do throws(Records.Refusal) {
            try body()
            return true
        } catch {
            showRefusal(error.message)
            return false
        }
    }

    /// Undoes the latest change and says what was undone. The app's own change goes at once; a
    /// change made elsewhere (another process, an edit found on disk) is named in a question
    /// first, and undone only if it is still the latest when the worker says yes. A refusal
    /// shows in an alert.
    func undo() {
        guard allowsChanges() else { return }
        showingRefusal { () throws(Records.Refusal) in
            guard let next = try records.nextUndo() else {
                say(strings.nothingToUndo)
                return
            }
            if next.isOwn {
                say(strings.undid(try records.undo(expecting: next.entry.number)))
                return
            }
            let words = records.words
            let question = strings.undoElsewhereQuestion(
                what: words.event(next.entry.event), source: words.source(next.entry.source),
                at: LocalMoment.now(next.entry.date, timeZone: nil))
            let alert = AlertController(title: question.title, message: question.message, preferredStyle: .alert)
            let declined = strings.undoDeclined
            alert.addAction(AlertAction(title: question.keep, style: .cancel) { [weak self] _ in self?.say(declined) })
            alert.addAction(
                AlertAction(title: question.undo, style: .destructive) { [weak self] _ in
                    guard let self else { return }
                    showingRefusal { () throws(Records.Refusal) in
                        say(strings.undid(try records.undo(expecting: next.entry.number)))
                    }
                })
            present(alert, animated: true)
        }
    }

    /// Re-applies what the latest undo undid and says what it was; a refusal shows in an alert.
    func redo() {
        guard allowsChanges() else { return }
        showingRefusal { () throws(Records.Refusal) in
            say(try records.redo().map(strings.redid) ?? strings.nothingToRedo)
        }
    }

    /// `o`: asks for the end (now, unless changed: a forgotten clock-out is fixed here) and the
    /// break in a small sheet (Enter takes them), then closes the open shift.
    func clockOut() {
        guard allowsChanges() else { return }
        guard let place = records.file.workplaces.first(where: { $0.openShift != nil }), let open = place.openShift
        else {
            say(strings.notClockedIn)
            return
        }
        let now = records.now
        let forgotten = place.forgottenClockOut(at: now, holidays: records.session.holidays)
        let sheet = BreakSheetController(
            strings: strings, workplace: place.name, since: open, now: now, file: records.file, forgotten: forgotten)
        sheet.onDone = { [weak self] end, breakMinutes in
            guard let self else { return }
            save(
                .clockOut(workplace: place.name, end: end, breakMinutes: breakMinutes),
                describing: strings.clockedOut(place.name, at: end, breakMinutes: breakMinutes))
        }
        present(sheet, animated: true)
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
