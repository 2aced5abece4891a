import Layout
import Payroll

/// What the home screen's letters do: clock in and out, add and edit, list shifts, undo,
/// help. Every change goes through `AppData` (the store); a refusal is an alert with the reason.
extension HomeViewController {
    /// The selected workplace as the data file has it (a demo's dates moved).
    var selectedWorkplace: Workplace? {
        guard let row = selectedRow, data.workplaces.indices.contains(row) else { return nil }
        return data.workplaces[row]
    }

    /// In the demo, a key that would change data says so instead; false then.
    func allowsChanges() -> Bool {
        guard data.isReadOnly else { return true }
        say(strings.demoRefusal)
        return false
    }

    /// Saves `change`; on success reloads the cards and says `done`, else shows the reason.
    @discardableResult
    func save(_ change: DataChange, describing description: String, selecting row: Int? = nil) -> Bool {
        do throws(AppData.Refusal) {
            try data.apply(change, description: description)
        } catch {
            reloadCards()
            showRefusal(error.message)
            return false
        }
        reloadCards(selecting: row)
        say(description)
        return true
    }

    /// An alert with the store's reason; OK dismisses it.
    func showRefusal(_ reason: String) {
        let alert = AlertController(title: strings.notSavedTitle, message: reason, preferredStyle: .alert)
        alert.addAction(AlertAction(title: strings.okTitle, style: .cancel))
        topController.present(alert, animated: true)
    }

    /// The controller new sheets go on: the top presented one over the screen on top (this one,
    /// or a shift list pushed over it).
    var topController: ViewController {
        var top: ViewController = navigationController?.topViewController ?? self
        while let presented = top.presentedViewController { top = presented }
        return top
    }

    func clockIn() {
        guard allowsChanges(), let place = selectedWorkplace else { return }
        let now = data.now
        save(.clockIn(workplace: place.name, OpenShift(at: now)), describing: strings.clockedIn(place.name, at: now))
    }

    /// Asks for the break in a small sheet (Enter takes the default), then closes the shift.
    func clockOut() {
        guard allowsChanges() else { return }
        guard let row = data.workplaces.firstIndex(where: { $0.openShift != nil }),
            let open = data.workplaces[row].openShift
        else {
            say(strings.notClockedIn)
            return
        }
        let place = data.workplaces[row]
        let minutes = open.minutesOpen(at: data.now)
        let sheet = BreakSheetController(
            strings: strings, workplace: place.name, since: open,
            minutesOpen: minutes, defaultBreak: BreakSheetController.defaultBreak(forMinutes: minutes))
        sheet.onDone = { [unowned self] breakMinutes in
            let end = data.now
            save(
                .clockOut(workplace: place.name, end: end, breakMinutes: breakMinutes),
                describing: strings.clockedOut(place.name, at: end, breakMinutes: breakMinutes), selecting: row)
        }
        present(sheet, animated: true)
    }

    func addShift() {
        guard allowsChanges(), let place = selectedWorkplace else {
            if selectedWorkplace == nil, !data.isReadOnly { newWorkplace() }
            return
        }
        let form = ShiftFormController(
            strings: strings, workplace: place, shift: nil, offering: data.today, workplaces: data.workplaces)
        form.onSave = { [unowned self] shift in
            save(.addShift(workplace: place.name, shift), describing: strings.shiftAdded(shift, at: place.name))
        }
        present(form, animated: true)
    }

    func newWorkplace() {
        guard allowsChanges() else { return }
        let form = WorkplaceFormController(
            strings: strings, workplace: nil, today: data.today,
            otherNames: data.workplaces.map(\.name))
        form.onSave = { [unowned self] workplace in
            save(
                .addWorkplace(workplace), describing: strings.workplaceAdded(workplace.name),
                selecting: data.workplaces.count)
        }
        present(form, animated: true)
    }

    func editWorkplace() {
        guard allowsChanges(), let place = selectedWorkplace else { return }
        let form = WorkplaceFormController(
            strings: strings, workplace: place, today: data.today,
            otherNames: data.workplaces.map(\.name).filter { $0 != place.name }, holidays: data.session.holidays)
        form.onSave = { [unowned self] edited in
            save(
                .editWorkplace(name: place.name, WorkplaceEdit(replacingTermsWith: edited)),
                describing: strings.workplaceEdited(edited.name))
        }
        present(form, animated: true)
    }

    /// Pushes the selected workplace's shift list on the navigation controller: its period on
    /// the page shown (as its card), or `day` alone (from the calendar). It slides in over this
    /// screen; Esc or ← slides back.
    func showShifts(day: LocalDate? = nil) {
        guard let row = selectedRow, let workplace = selectedWorkplace else { return }
        let scope = day.map(ShiftListRows.Scope.day) ?? .period(month.with(startDay: workplace.periodStartDay))
        navigationController?.pushViewController(
            ShiftListController(home: self, workplaceRow: row, scope: scope), animated: true)
    }

    func undo() {
        guard allowsChanges() else { return }
        do throws(AppData.Refusal) {
            let undone = try data.undo()
            reloadCards()
            say(strings.undid(undone))
        } catch {
            showRefusal(error.message)
        }
    }

    func showHelp() {
        present(HelpController(strings: strings, commands: HomeKeys(home: self).commands), animated: true)
    }

    /// Another process changed the file: show what it holds now.
    func dataFileDidChange() {
        do throws(AppData.Refusal) {
            guard try data.reloadIfChanged() else { return }
            reloadCards()
        } catch {
            say(error.message)
        }
    }
}
