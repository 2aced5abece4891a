import Layout
import Payroll

/// What the home screen's letters do: clock in and out, add and edit, open a workplace's
/// shifts, calendar or payslip, undo. Every change goes through `Records` (the store); a refusal
/// is an alert with the reason (`RecordsScreen`).
extension HomeViewController {
    func clockIn() {
        guard allowsChanges(), let place = selectedWorkplace else { return }
        let now = records.now
        // A shift recorded elsewhere since would be overlapped by one open from now: refused.
        if let reason = DataRules.checkClockInBefore(OpenShift(at: now), now: now, in: records.file.workplaces) {
            showRefusal(records.words.reason(reason))
            return
        }
        // A shift entered ahead whose hours it is now: the clock-in records against it, as
        // `payday clock in` does.
        if let plan = place.planBeingRecorded(at: now, now: now) {
            save(
                .clockInAgainstPlan(workplace: place.name, OpenShift(at: now), plan: plan),
                describing: strings.clockedInForPlan(place.name, at: now, plan: plan))
            return
        }
        save(.clockIn(workplace: place.name, OpenShift(at: now)), describing: strings.clockedIn(place.name, at: now))
    }

    func addShift() {
        guard allowsChanges(), let place = selectedWorkplace else {
            if selectedWorkplace == nil, !records.isReadOnly { newWorkplace() }
            return
        }
        let form = ShiftFormController(
            strings: strings, workplace: place, shift: nil, offering: records.today, workplaces: records.workplaces)
        form.onSave = { [weak self] shift, long in
            self?.save(
                .addShift(workplace: place.name, shift, confirmedLong: long),
                describing: self?.strings.shiftAdded(shift, at: place.name) ?? "")
        }
        present(form, animated: true)
    }

    func newWorkplace() {
        guard allowsChanges() else { return }
        let form = WorkplaceFormController(
            strings: strings, workplace: nil, today: records.today, otherNames: records.workplaces.map(\.name))
        form.onSave = { [weak self] workplace in
            guard let self, save(.addWorkplace(workplace), describing: strings.workplaceAdded(workplace.name)) else {
                return
            }
            select(records.workplaces.firstIndex { $0.name == workplace.name } ?? cardCount - 1)
        }
        present(form, animated: true)
    }

    func editWorkplace() {
        guard allowsChanges(), let place = selectedWorkplace else { return }
        let form = WorkplaceFormController(
            strings: strings, workplace: place, today: records.today,
            otherNames: records.workplaces.map(\.name).filter { $0 != place.name },
            holidays: records.session.holidays)
        form.onSave = { [weak self] edited in
            guard let self,
                save(
                    .editWorkplace(name: place.name, WorkplaceEdit(replacingTermsWith: edited)),
                    describing: strings.workplaceEdited(edited.name))
            else { return }
            // A new name is a new identity: keep the card selected under it.
            if let row = records.workplaces.firstIndex(where: { $0.name == edited.name }) { select(row) }
        }
        present(form, animated: true)
    }

    /// The worker's own details (dependants, children, withholding rate, birth date, name), which
    /// the withholding table and the minors' limits use; saved through the store.
    func editWorker() {
        guard allowsChanges() else { return }
        let form = WorkerFormController(strings: strings, worker: records.file.worker)
        form.onSave = { [weak self] worker in
            guard let self else { return }
            save(.setWorker(worker), describing: strings.workerSaved)
        }
        present(form, animated: true)
    }

    /// Pushes the selected workplace's shift list: its period on the page shown (as its card),
    /// or `day` alone (from the calendar). It slides in over this screen; Esc or ← slides back.
    func showShifts(of name: String? = nil, day: LocalDate? = nil) {
        guard let workplace = name.flatMap(records.workplace(named:)) ?? selectedWorkplace else { return }
        let month = selectedMonth ?? PayPeriod(containing: today)
        let scope = day.map(ShiftListRows.Scope.day) ?? .period(workplace.period(named: month))
        navigationController?.pushViewController(
            ShiftListController(records: records, workplace: workplace.name, scope: scope), animated: true)
    }

    /// The period (by name) of the selected card on the page shown.
    var selectedMonth: PayPeriod? { selectedRow.map(month(of:)) }

    /// Pushes the selected workplace's month calendar, on the calendar month of the page shown;
    /// its Enter pushes that day's shift list.
    func openCalendar() {
        guard let month = selectedMonth else { return }
        pushOnSelectedWorkplace { name in
            let calendar = MonthCalendarViewController(
                records: records, workplace: name, month: (month.year, month.month))
            calendar?.onOpenDay = { [weak self] name, day in self?.showShifts(of: name, day: day) }
            return calendar
        }
    }

    /// Pushes the selected workplace's payslip for its period on the page shown.
    func openPayslip() {
        guard let month = selectedMonth else { return }
        pushOnSelectedWorkplace { PayslipViewController(records: records, workplace: $0, month: month) }
    }

    /// Pushes the selected workplace's own screen: its severance and annual leave.
    func openWorkplace() {
        pushOnSelectedWorkplace { WorkplaceViewController(records: records, workplace: $0) }
    }

    /// Pushes the screen `screen` makes of the selected workplace (by its name), when a card is
    /// selected and the screen opens on it.
    func pushOnSelectedWorkplace(_ screen: (String) -> ViewController?) {
        guard let workplace = selectedWorkplace, let screen = screen(workplace.name) else { return }
        navigationController?.pushViewController(screen, animated: true)
    }

    /// Pushes the year at a glance, on the year of the selected card's period on the page shown.
    func openStatistics() {
        navigationController?.pushViewController(
            StatisticsViewController(records: records, year: (selectedMonth ?? PayPeriod(containing: today)).year),
            animated: true)
    }
}
