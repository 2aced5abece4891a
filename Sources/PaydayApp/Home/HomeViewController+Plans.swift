import Layout
import Payroll

/// The home screen's plan keys: the selected workplace's schedule (`S`), the paydays to come
/// across workplaces (`m`), and the month calendar of every workplace (`C`). Each is pushed on
/// the navigation controller like the other screens.
extension HomeViewController {
    /// Pushes the selected workplace's weekly schedule.
    func openSchedule() {
        pushOnSelectedWorkplace { ScheduleViewController(records: records, workplace: $0) }
    }

    /// Pushes every payday to come across workplaces, each with what it is expected to pay.
    func openMoneyAhead() {
        guard cardCount > 0 else { return }
        navigationController?.pushViewController(MoneyAheadViewController(records: records), animated: true)
    }

    /// Pushes the calendar of every workplace, on the calendar month of the page shown; its
    /// Enter pushes the day's shifts of the workplace the filter shows (the selected card's when
    /// it shows all).
    func openAllCalendar() {
        guard cardCount > 0 else { return }
        // The calendar month of the selected card's period on the page shown.
        let shown = selectedMonth ?? PayPeriod(containing: today)
        let calendar = AllWorkplacesCalendarViewController(records: records, month: (shown.year, shown.month))
        calendar.onOpenDay = { [weak self] name, day in
            guard let self else { return }
            showShifts(of: name ?? selectedWorkplace?.name, day: day)
        }
        navigationController?.pushViewController(calendar, animated: true)
    }

    /// The key commands of the plan keys, for `HomeKeys`.
    var planKeyCommands: [KeyCommand] {
        let words = strings.planKeyTitles
        return [
            KeyCommand(input: "S", discoverabilityTitle: words.schedule) { [unowned self] in openSchedule() },
            KeyCommand(input: "m", discoverabilityTitle: words.moneyAhead) { [unowned self] in openMoneyAhead() },
            KeyCommand(input: "C", discoverabilityTitle: words.allCalendar) { [unowned self] in openAllCalendar() },
        ]
    }
}
