import Layout
import Payroll
import Terminal

/// The screens the home screen opens over itself: `c` the selected workplace's month calendar,
/// `p` its payslip. Each is a child controller whose view covers the home screen; the home
/// screen hands it every event until it asks to close, then removes it (the selection and the
/// unfolded cards are untouched underneath).
extension HomeViewController {
    /// The selected card's workplace, when the records are loaded.
    private var selectedWorkplace: Workplace? {
        guard let records, let selectedRow, records.workplaces.indices.contains(selectedRow) else { return nil }
        return records.workplaces[selectedRow]
    }

    func openCalendar() {
        guard let records, let workplace = selectedWorkplace else { return }
        show(MonthCalendarViewController(workplace: workplace, records: records, today: today, strings: strings))
    }

    func openPayslip() {
        guard let records, let workplace = selectedWorkplace else { return }
        let slip = records.currentPayslip(of: workplace, today: today)
        show(PayslipViewController(document: PayslipDocument(worker: records.worker, slip: slip, language: strings.language),
                                   strings: strings))
    }

    private func show(_ screen: OverlayScreen) {
        addChild(screen)
        screen.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(screen.view)
        screen.view.snp.makeConstraints { $0.edges.equalToSuperview() }
        overlay = screen
    }

    /// Hands `event` to the open screen, closing it when it asks; false with none open.
    func forwardToOverlay(_ event: Event) -> Bool {
        guard let screen = overlay else { return false }
        screen.handle(event)
        if screen.wantsToClose {
            screen.view.removeFromSuperview()
            screen.removeFromParent()
            overlay = nil
        }
        return true
    }
}
