import Canvas
import FoundationEssentials
import Layout
import Payroll
import PayrollWords

/// The payslip of one workplace and period as a pushed screen: the text `payday payslip` prints
/// (the same `PayslipDocument`, so the screen and the command never disagree), in a scroll view;
/// ↑/↓ scroll a line, PgUp/PgDn a page, Home/End to the ends, ←/→ sideways when the screen is
/// narrower than the payslip, Esc or `q` goes back. Under it, what reached the worker's account
/// for the period and the difference from the net owed (`PayDifferences`' figures, as `payday
/// differences` prints them); `r` records it (`ReceiptSheetController`). A change to the
/// records computes both again; a workplace that another process removed closes it.
final class PayslipViewController: WorkplaceScreenController, ScrollingScreen {
    /// The month whose period (in the workplace's own start day) shows.
    let month: PayPeriod
    private(set) var document: PayslipDocument
    /// What was received for the period against the net owed; nil when nothing is recorded.
    private(set) var received: PayDifferences.Row?
    let scrollView = ScrollView()
    let textLabel = Label()
    let receivedLabel = Label()

    /// Nil when the records hold no workplace called `workplace`.
    init?(records: Records, workplace name: String, month: PayPeriod) {
        guard let workplace = records.workplace(named: name) else { return nil }
        self.month = month
        (document, received) = Self.figures(records: records, workplace: workplace, month: month)
        super.init(records: records, workplaceName: name)
        title = records.strings.payslipTitle(name, period: document.slip.period)
    }

    private static func figures(records: Records, workplace: Workplace, month: PayPeriod) -> (
        PayslipDocument, PayDifferences.Row?
    ) {
        let basis = records.basis
        // With its forecast, as `payday payslip` prints it (the expected line of a period not yet paid).
        let slip = basis.payslipWithForecast(of: workplace, month: month)
        let document = PayslipDocument(
            of: records.file.worker, slip: slip, rates: basis.rates, language: records.strings.language)
        return (document, basis.received(at: workplace, period: slip.period, slip: slip))
    }

    /// The payslip as the records hold it now.
    override func show(_ workplace: Workplace) {
        (document, received) = Self.figures(records: records, workplace: workplace, month: month)
        if isViewLoaded { showDocument() }
    }

    private var longestLine: Int { textLabel.text.split(separator: "\n").map { displayWidth(of: $0) }.max() ?? 0 }
    private var widthConstraint: Constraint?

    private func showDocument() {
        textLabel.text = document.text.trimming(.newlines)
        _ = widthConstraint?.update(offset: longestLine)
        receivedLabel.text = strings.receivedLines(received).joined(separator: "\n")
        // Less than owed shows as a warning; nothing recorded, dim.
        let short = received.map { $0.difference.won < -PayDifferences.tolerance } ?? false
        receivedLabel.textColor = short ? .warning : received == nil ? .secondaryLabel : nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textLabel.numberOfLines = 0
        receivedLabel.numberOfLines = 0
        showDocument()
        // What was received stays in sight under the scrolling payslip, wrapped to the screen.
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        placeColumn(content: scrollView, footers: [receivedLabel])
        scrollView.addSubview(textLabel)
        textLabel.snp.makeConstraints {
            $0.top.bottom.equalTo(scrollView.contentLayoutGuide)
            $0.leading.equalTo(scrollView.contentLayoutGuide).offset(1)
            $0.trailing.equalTo(scrollView.contentLayoutGuide).offset(-1)
            // The payslip's columns never wrap: on a narrow screen it is as wide as its longest
            // line and scrolls sideways (←/→); otherwise it is the screen's width.
            widthConstraint = $0.width.greaterThanOrEqualTo(longestLine).constraint
            $0.width.equalTo(scrollView.frameLayoutGuide).offset(-2).priority(.medium)
        }
    }

    /// Every key of the screen, titled for `?`.
    override var keyCommands: [KeyCommand]? {
        scrollKeyCommands(
            sideways: true,
            then: [
                KeyCommand(input: "r", title: strings.receivedHint, discoverabilityTitle: strings.receivedKeyTitle) {
                    [unowned self] in recordReceipt()
                }
            ])
    }

    /// Opens the sheet for what reached the account; saving records it through the store.
    func recordReceipt() {
        guard allowsChanges(), let workplace = records.workplace(named: workplaceName) else { return }
        let period = workplace.period(named: month)
        let sheet = ReceiptSheetController(
            strings: strings, workplace: workplace, period: period, owed: document.slip.net, today: records.today)
        sheet.onSave = { [weak self] receipt in
            guard let self else { return }
            save(
                .recordReceipt(workplace: workplace.name, receipt),
                describing: records.words.event(
                    .recordedReceipt(workplace: workplace.name, period: "\(period)", amount: receipt.amount.won)))
        }
        sheet.onRemove = { [weak self] receipt in
            guard let self else { return }
            save(
                .removeReceipt(workplace: workplace.name, period: period),
                describing: records.words.event(
                    .removedReceipt(workplace: workplace.name, period: "\(period)", amount: receipt.amount.won)))
        }
        present(sheet, animated: true)
    }
}
