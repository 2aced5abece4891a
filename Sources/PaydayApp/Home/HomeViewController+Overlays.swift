import Layout
import Payroll
import Terminal

/// The screens the home screen opens over itself: `c` the selected workplace's month calendar,
/// `p` its payslip for the month on screen. Each is a child controller whose view covers the home screen and which
/// takes the keys as first responder until Esc or `q` closes it.
extension HomeViewController {
    /// The workplaces as they are now, with the holidays, rates, clock and worker the payslips
    /// need: built when `c` or `p` is pressed, so a screen shows the data as the app last
    /// changed or reloaded it.
    var records: WorkplaceRecords {
        WorkplaceRecords(
            workplaces: data.workplaces, holidays: data.session.holidays, rates: data.session.rates,
            now: data.session.payNow(at: data.now), worker: data.file.worker)
    }

    func openCalendar() {
        let records = records
        guard let workplace = workplace(in: records) else { return }
        // The calendar month of the page on screen.
        let calendar = MonthCalendarViewController(
            workplace: workplace, records: records, today: today,
            month: (month.year, month.month), strings: strings)
        calendar.onOpenDay = { [unowned self] day in showShifts(day: day) }
        show(calendar)
    }

    func openPayslip() {
        let records = records
        guard let workplace = workplace(in: records) else { return }
        // The payslip of the month on screen, in the workplace's own period of that name.
        let slip = Payslip(
            workplace: workplace, period: month.with(startDay: workplace.periodStartDay), today: today,
            now: records.now, holidays: records.holidays, rates: records.rates, worker: records.worker ?? Worker())
        show(
            PayslipViewController(
                document: PayslipDocument(worker: records.worker?.name, slip: slip, language: strings.language),
                strings: strings))
    }

    /// The selected card's workplace (the cards are the workplaces in order).
    private func workplace(in records: WorkplaceRecords) -> Workplace? {
        guard let selectedRow, records.workplaces.indices.contains(selectedRow) else { return nil }
        return records.workplaces[selectedRow]
    }

    private func show(_ screen: OverlayScreen) {
        addChild(screen)
        screen.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(screen.view)
        screen.view.snp.makeConstraints { $0.edges.equalToSuperview() }
        screen.takeKeys()
    }

    /// Hands a resize or click to the open screen; false with none open.
    func forwardToOverlay(_ event: Event) -> Bool {
        guard let screen = overlay else { return false }
        screen.handle(event)
        return true
    }
}
