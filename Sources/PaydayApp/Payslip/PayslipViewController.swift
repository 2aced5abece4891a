import Canvas
import Foundation
import Layout
import Payroll

/// The payslip of one workplace and period as a pushed screen: the text `payday payslip` prints
/// (the same `PayslipDocument`, so the screen and the command never disagree), in a scroll view;
/// ↑/↓ scroll a line, PgUp/PgDn a page, Home/End to the ends, ←/→ sideways when the screen is
/// narrower than the payslip, Esc or `q` goes back. A change to the records computes it again;
/// a workplace that another process removed closes it.
final class PayslipViewController: ViewController, RecordsScreen {
    let records: Records
    /// The workplace, by name, and the month whose period (in the workplace's own start day) shows.
    let workplaceName: String
    let month: PayPeriod
    private(set) var document: PayslipDocument
    let scrollView = ScrollView()
    let textLabel = Label()
    let hintLine = HintLine()

    /// Nil when the records hold no workplace called `workplace`.
    init?(records: Records, workplace name: String, month: PayPeriod) {
        guard let document = Self.document(records: records, workplace: name, month: month) else { return nil }
        self.records = records
        self.workplaceName = name
        self.month = month
        self.document = document
        super.init()
        title = records.strings.payslipTitle(name, year: month.year, month: month.month)
        records.addObserver(self)
    }

    private static func document(records: Records, workplace name: String, month: PayPeriod) -> PayslipDocument? {
        guard let workplace = records.workplace(named: name) else { return nil }
        return PayslipDocument(
            worker: records.file.worker?.name, slip: records.basis.payslipWithForecast(of: workplace, month: month),
            language: records.strings.language)
    }

    override func loadView() { view = ScreenView() }

    /// The bar names the workplace and month (the home screen, beneath, hides it).
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// The payslip as the records hold it now; closes when the workplace is gone.
    func records(_ records: Records, didChange change: RecordsChange) {
        guard let fresh = Self.document(records: records, workplace: workplaceName, month: month) else {
            return closeForGoneWorkplace(workplaceName)
        }
        document = fresh
        if isViewLoaded { showDocument() }
    }

    func say(_ text: String) { hintLine.message = text }

    private var longestLine: Int { textLabel.text.split(separator: "\n").map { displayWidth(of: $0) }.max() ?? 0 }
    private var widthConstraint: Constraint?

    private func showDocument() {
        textLabel.text = document.text.trimmingCharacters(in: .newlines)
        _ = widthConstraint?.update(offset: longestLine)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textLabel.numberOfLines = 0
        showDocument()
        for subview in [scrollView, textLabel, hintLine] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(scrollView)
        view.addSubview(hintLine)
        scrollView.addSubview(textLabel)
        scrollView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.bottom.equalTo(hintLine.snp.top)
            $0.directionalHorizontalEdges.equalToSuperview()
        }
        textLabel.snp.makeConstraints {
            $0.top.bottom.equalTo(scrollView.contentLayoutGuide)
            $0.leading.equalTo(scrollView.contentLayoutGuide).offset(1)
            $0.trailing.equalTo(scrollView.contentLayoutGuide).offset(-1)
            // The payslip's columns never wrap: on a narrow screen it is as wide as its longest
            // line and scrolls sideways (←/→); otherwise it is the screen's width.
            widthConstraint = $0.width.greaterThanOrEqualTo(longestLine).constraint
            $0.width.equalTo(scrollView.frameLayoutGuide).offset(-2).priority(.medium)
        }
        hintLine.snp.makeConstraints {
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
    }

    /// Every key of the screen, titled for `?`.
    override var keyCommands: [KeyCommand]? {
        let words = strings.payslipKeyTitles
        let hint = strings.hintWords
        func command(
            _ inputs: [String], _ hint: String?, _ title: String, _ action: @escaping (PayslipViewController) -> Void
        ) -> [KeyCommand] {
            inputs.enumerated().map { index, input in
                // The first key of each is in the hint bar (when it has a hint); the others only under `?`.
                KeyCommand(input: input, title: index == 0 ? hint : nil, discoverabilityTitle: title) {
                    [unowned self] in action(self)
                }
            }
        }
        let sideways = Self.sidewaysStep
        return command([KeyCommand.inputUpArrow, "k"], hint.scroll, words.lineUp) { $0.scroll(by: -1) }
            + command([KeyCommand.inputDownArrow, "j"], hint.scroll, words.lineDown) { $0.scroll(by: 1) }
            + command([KeyCommand.inputLeftArrow, "h"], hint.sideways, words.left) { $0.scroll(sideways: -sideways) }
            + command([KeyCommand.inputRightArrow, "l"], hint.sideways, words.right) { $0.scroll(sideways: sideways) }
            + command([KeyCommand.inputPageUp], nil, words.pageUp) { $0.scroll(by: -$0.page) }
            + command([KeyCommand.inputPageDown, " "], nil, words.pageDown) { $0.scroll(by: $0.page) }
            + command([KeyCommand.inputHome, "g"], nil, words.top) { $0.scroll(to: 0) }
            + command([KeyCommand.inputEnd, "G"], nil, words.bottom) {
                $0.scroll(to: $0.scrollView.maximumContentOffset.y)
            }
            + command(["q"], strings.backTitle, strings.backTitle) {
                _ = $0.navigationController?.popViewController(animated: true)
            }
    }

    override func pressesBegan(_ press: KeyPress) {
        hintLine.message = nil
        super.pressesBegan(press)
    }

    /// A page: the scroll view's height less a line.
    private var page: Double { max(scrollView.bounds.height - 1, 1) }

    private func scroll(sideways columns: Double) {
        scroll(to: Point(x: scrollView.contentOffset.x + columns, y: scrollView.contentOffset.y))
    }

    /// Columns a sideways step moves.
    static let sidewaysStep = 8.0

    private func scroll(by lines: Double) { scroll(to: scrollView.contentOffset.y + lines) }

    private func scroll(to y: Double) { scroll(to: Point(x: scrollView.contentOffset.x, y: y)) }

    /// Scrolls to `offset`, kept inside the content.
    private func scroll(to offset: Point) {
        let maximum = scrollView.maximumContentOffset
        scrollView.setContentOffset(
            Point(x: min(max(offset.x, 0), maximum.x), y: min(max(offset.y, 0), maximum.y)), animated: false)
    }
}
