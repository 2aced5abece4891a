import Canvas
import Layout
import Payroll

/// One workplace card, built as the seed's final version: a bordered container holding a
/// vertical `StackView` of three sections, all placed with `snp`.
///
/// 1. Header (`CardHeaderView`): name (bold, cut with `…` first), warning mark, D-day (or when
///    it was paid), net total right-aligned; the D-day's compact form (`D-5` for `급여일까지
///    D-5`) where the whole one would leave the name fewer than
///    `CardHeaderView.nameColumnsKept` columns (or fewer than it needs); under it
///    (`CardLinesView`), when the card's period has ended and waits for its payday, the period running
///    today and its net so far (`December so far ₩123,000 · paid Jan 10`); then, while the worker is clocked in here, the live line (`working since 09:02 · ...`),
///    for a period not yet paid with plans ahead, what it is expected to pay by payday, and when
///    a receipt is recorded for the period, what arrived and its difference from the net owed.
/// 2. The detail table, folded by default: the section's height comes from a constraint of
///    priority `.medium` (the seed's choice), below required, so that when its constant changes while the table
///    still holds the cell at its old height (the required `View-Encapsulated-Layout-Height`),
///    the engine lets the section wait instead of logging a conflict; the table then measures
///    the cell again in `endUpdates()` and the change goes through (the seed's second fix).
///    Below the header's compression resistance (750) too, so that while it waits it never
///    squeezes the header or the chevron.
/// 3. A centred chevron, `▾` folded, `▴` unfolded.
final class WorkplaceCell: TableViewCell {
    static let reuseIdentifier = "WorkplaceCell"
    static let foldedChevron = Image("▾")
    static let unfoldedChevron = Image("▴")

    let containerView = CardContainerView()
    let stackView = StackView()
    let firstSectionView = View()
    let secondSectionView = View()
    let thirdSectionView = View()

    /// The name, the warning mark, the word on the payday and the net total.
    let headerView = CardHeaderView()
    /// The lines under the header: the period running today beside the ended one the card
    /// shows; the live line (success colour); what is expected by payday (dim); what arrived for
    /// the period against the net owed (secondary text, the warning colour when short).
    let linesView = CardLinesView()
    let detailView = PayslipDetailView()
    let chevronImageView = ImageView(image: WorkplaceCell.foldedChevron)

    /// The middle section's height: 0 folded, the detail table's lines unfolded.
    private(set) var secondSectionHeightConstraint: Constraint?
    /// The lines under the header as last configured (the live line is worded each minute).
    private var underHeader = UnderHeader()
    /// The open shift and its wage, for `updateLiveLine(now:)`.
    private var openShift: OpenShift?
    private var openShiftHourlyWage = 0
    private var strings = AppStrings(.english)
    private(set) var isExpanded = false

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        setHierarchy()
    }

    /// The constraints are made when the cell first joins a superview (the table inserts it
    /// before measuring it), in the order and with the constants `init` and `configure` would
    /// have left them: once, in the window's engine. Made in `init`, outside any window, each
    /// would be listed by an engine of the cell's own and handed to the window's when the table
    /// inserted the cell (docs/layout.md), about 4 % more per card than here (BENCHMARKS.md).
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview != nil, secondSectionHeightConstraint == nil { setConstraints() }
    }

    private func setHierarchy() {
        contentView.addSubview(containerView)
        containerView.addSubview(stackView)
        firstSectionView.addSubview(headerView)
        firstSectionView.addSubview(linesView)
        secondSectionView.addSubview(detailView)
        thirdSectionView.addSubview(chevronImageView)
        // Placed by constraints, all of them: a view referenced by another's constraints before
        // its own `makeConstraints` ran would otherwise be held where its frame is (SnapKit
        // switches off autoresizing only for the view being constrained).
        for view in [
            containerView, stackView, headerView,
            linesView, detailView, chevronImageView,
        ] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        stackView.axis = .vertical
        for section in [firstSectionView, secondSectionView, thirdSectionView] { stackView.addArrangedSubview(section) }
        // The table grows from the top down: what does not fit yet stays hidden under the edge.
        secondSectionView.clipsToBounds = true
        // The lines under the header are exactly as high as their number: neither stretched
        // nor squeezed while the table holds the card at another height (the name's line takes
        // up the difference, as it did when each line had a required height of its own).
        linesView.setContentHuggingPriority(.required, for: .vertical)
        linesView.setContentCompressionResistancePriority(.required, for: .vertical)
    }

    private func setConstraints() {
        containerView.snp.makeConstraints { $0.edges.equalToSuperview() }
        // Inside the one-cell border.
        stackView.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }

        // First section: one line, and the lines under it (none, or one each that has
        // something to say).
        headerView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        linesView.snp.makeConstraints {
            $0.top.equalTo(headerView.snp.bottom)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.bottom.equalToSuperview()
        }

        // Second section: the detail table hangs from the top; the section's height decides
        // how much of it shows.
        detailView.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(2)
        }
        secondSectionView.snp.makeConstraints {
            secondSectionHeightConstraint = $0.height.equalTo(secondSectionHeight).priority(.medium).constraint
        }

        // Third section: the chevron, centred.
        chevronImageView.snp.makeConstraints {
            $0.top.bottom.equalToSuperview()
            $0.centerX.equalToSuperview()
            $0.size.equalTo(Size(width: 1, height: 1))
        }
    }

    /// Shows a card's figures, worded in `strings`.
    func configure(with card: WorkplaceCard, strings: AppStrings, now: LocalMoment) {
        self.strings = strings
        let text = CardText(card, strings: strings)
        headerView.content = CardHeaderView.Content(
            name: text.name, warning: card.hasWarning ? strings.warningMark : "", payday: text.paydayStatus,
            total: text.netTotal)
        detailView.period = text.period
        detailView.rows = text.rows
        detailView.notes = text.notes
        underHeader = UnderHeader(
            running: text.running, expected: text.expected, received: text.received,
            receivedIsShort: card.receivedIsShort)
        openShift = card.openShift
        openShiftHourlyWage = card.openShiftHourlyWage
        updateLiveLine(now: now)
        setExpanded(isExpanded)
    }

    /// The card's words under the header, each nil when it has nothing to say.
    private struct UnderHeader {
        var running: String?, expected: String?, received: String?
        var receivedIsShort = false
    }

    /// Writes the lines under the header, the live line for `now` (each minute, from the app's
    /// minute timer): the period running, the live shift, the expected pay, what arrived.
    func updateLiveLine(now: LocalMoment) {
        var lines: [CardLinesView.Line] = []
        if let running = underHeader.running { lines.append(CardLinesView.Line(text: running)) }
        if let openShift {
            let live = strings.liveLine(open: openShift, hourlyWage: openShiftHourlyWage, now: now)
            lines.append(CardLinesView.Line(text: live, color: .success))
        }
        if let expected = underHeader.expected { lines.append(CardLinesView.Line(text: expected, attributes: [.dim])) }
        if let received = underHeader.received {
            lines.append(
                CardLinesView.Line(text: received, color: underHeader.receivedIsShort ? .warning : .secondaryLabel))
        }
        linesView.lines = lines
    }

    /// Folds or unfolds the middle section. Only changes the constraint's constant: the table's
    /// `beginUpdates()`/`endUpdates()` around this call measures the card again and animates.
    func setExpanded(_ expanded: Bool) {
        isExpanded = expanded
        _ = secondSectionHeightConstraint?.update(offset: secondSectionHeight)
        chevronImageView.image = expanded ? Self.unfoldedChevron : Self.foldedChevron
    }

    /// The middle section's height: the detail table's lines unfolded, else 0.
    private var secondSectionHeight: Double { isExpanded ? Double(detailView.lineCount) : 0 }

    /// The selected card stands out by its border (the table sets selection per row).
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        containerView.isSelected = selected
    }
}
