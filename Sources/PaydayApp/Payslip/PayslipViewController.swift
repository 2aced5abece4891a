import Canvas
import Foundation
import Layout
import Payroll
import Terminal

/// The payslip of one workplace and period as a screen: the text `payday payslip` prints (the
/// same `PayslipDocument`, so the screen and the command never disagree), in a scroll view;
/// ↑/↓ scroll a line, PgUp/PgDn a page, Home/End to the ends, ←/→ sideways when the screen is
/// narrower than the payslip, Esc goes back.
final class PayslipViewController: ViewController, OverlayScreen {
    let document: PayslipDocument
    let strings: AppStrings
    let scrollView = ScrollView()
    let textLabel = Label()
    let hintLabel = Label(style: Style(attributes: [.dim]))

    init(document: PayslipDocument, strings: AppStrings) {
        self.document = document
        self.strings = strings
        super.init()
    }

    override func loadView() { view = OpaqueScreenView() }

    override func viewDidLoad() {
        super.viewDidLoad()
        textLabel.text = document.text.trimmingCharacters(in: .newlines)
        textLabel.numberOfLines = 0
        let longestLine = textLabel.text.split(separator: "\n").map { displayWidth(of: $0) }.max() ?? 0
        hintLabel.text = strings.payslipHints
        for subview in [scrollView, textLabel, hintLabel] as [View] {
            subview.translatesAutoresizingMaskIntoConstraints = false
        }
        view.addSubview(scrollView)
        view.addSubview(hintLabel)
        scrollView.addSubview(textLabel)
        scrollView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.bottom.equalTo(hintLabel.snp.top)
            $0.directionalHorizontalEdges.equalToSuperview()
        }
        textLabel.snp.makeConstraints {
            $0.top.bottom.equalTo(scrollView.contentLayoutGuide)
            $0.leading.equalTo(scrollView.contentLayoutGuide).offset(1)
            $0.trailing.equalTo(scrollView.contentLayoutGuide).offset(-1)
            // The payslip's columns never wrap: on a narrow screen it is as wide as its longest
            // line and scrolls sideways (←/→); otherwise it is the screen's width.
            $0.width.greaterThanOrEqualTo(longestLine)
            $0.width.equalTo(scrollView.frameLayoutGuide).offset(-2).priority(.medium)
        }
        hintLabel.snp.makeConstraints {
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
    }

    /// Resizes need nothing (the scroll view is laid out by constraints); clicks do nothing.
    func handle(_ event: Event) {}

    override var canBecomeFirstResponder: Bool { true }

    /// Every key stops here: the home screen beneath gets none while the payslip is open.
    override func pressesBegan(_ press: KeyPress) {
        let page = max(scrollView.bounds.height - 1, 1)
        switch press {
        case .leftArrow, .character("h"):
            scroll(to: Point(x: scrollView.contentOffset.x - Self.sidewaysStep, y: scrollView.contentOffset.y))
        case .rightArrow, .character("l"):
            scroll(to: Point(x: scrollView.contentOffset.x + Self.sidewaysStep, y: scrollView.contentOffset.y))
        case .upArrow, .character("k"): scroll(by: -1)
        case .downArrow, .character("j"): scroll(by: 1)
        case .pageUp: scroll(by: -page)
        case .pageDown, .space: scroll(by: page)
        case .home, .character("g"): scroll(to: 0)
        case .end, .character("G"): scroll(to: scrollView.maximumContentOffset.y)
        case .escape, .character("q"): close()
        default: break
        }
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
