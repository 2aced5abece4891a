import FoundationEssentials
import Layout
import Payroll
import PayrollWords

/// Money from the state (`$` on the home screen): the year-end settlement and the May return of
/// last year, the earned income tax credit on last year's income, and the unemployment benefit
/// if the insured job ended on its last day (or today): one card each, with its result, that
/// unfolds to the steps of its working (Enter, as the home cards). Every figure is an estimate,
/// said in the footer with what the estimates leave out. It observes the records: an answer or a
/// shift saved anywhere computes the cards again.
final class StateMoneyViewController: RecordsListScreen, TableViewDataSource, TableViewDelegate {
    let footer = Label()
    private(set) var cards: [StateMoneyCard] = []
    private(set) var unfolded: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = strings.appWords.moneyScreen.title
        placeColumn(content: tableView, footers: [footer])
        setUpList(tableView, cellClass: StateMoneyCell.self, rowHeight: 3, dataSource: self)
        tableView.delegate = self
        reload()
    }

    /// Computes the cards again, keeping the selection and the unfolded cards.
    override func reload() {
        let previous = tableView.indexPathForSelectedRow?.row ?? 0
        footer.text = strings.language.stateMoneyWords.leftOut
        cards = StateMoneyCard.cards(records: records)
        tableView.reloadData()
        guard !cards.isEmpty else { return }
        tableView.selectRow(
            at: IndexPath(row: min(previous, cards.count - 1), section: 0), animated: false, scrollPosition: .none)
    }

    /// Folds or unfolds the card: its height changes between `beginUpdates()` and `endUpdates()`.
    func toggle(_ row: Int) {
        guard cards.indices.contains(row) else { return }
        if unfolded.contains(row) { unfolded.remove(row) } else { unfolded.insert(row) }
        let path = IndexPath(row: row, section: 0)
        tableView.beginUpdates()
        (tableView.cellForRow(at: path) as? StateMoneyCell)?.show(cards[row], unfolded: unfolded.contains(row))
        tableView.endUpdates()
        tableView.scrollToRow(at: path, at: .none, animated: true)
    }

    private func move(by step: Int) { moveSelection(in: tableView, by: step, rowCount: cards.count) }

    // MARK: TableViewDataSource, TableViewDelegate

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { cards.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: StateMoneyCell.reuseIdentifier, for: indexPath)
        if let card = cards[safe: indexPath.row] {
            (cell as? StateMoneyCell)?.show(card, unfolded: unfolded.contains(indexPath.row))
        }
        return cell
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        guard let card = cards[safe: indexPath.row] else { return 0 }
        return Double(card.lines(unfolded: unfolded.contains(indexPath.row)).count + 1)
    }

    /// A click on the selected card folds or unfolds it.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if indexPath == tableView.indexPathForSelectedRow { toggle(indexPath.row) }
        return indexPath
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand]? {
        let words = strings.appWords.moneyScreen
        return selectionKeyCommands(previous: words.previous, next: words.next) {
            [unowned self] in move(by: $0)
        } + [
            KeyCommand(
                input: KeyCommand.inputEnter, title: words.stepsHint, discoverabilityTitle: words.steps
            ) {
                [unowned self] in
                if let row = tableView.indexPathForSelectedRow?.row { toggle(row) }
            }
        ] + backKeyCommands(title: strings.backTitle)
    }
}

/// One card of the screen, worded: its title and result, and its steps when unfolded.
struct StateMoneyCard: Equatable {
    var title: String
    var result: String
    /// The result's sentence under the title (a reason, eligibility).
    var summary: String
    var steps: [(line: String, amount: String)]

    static func == (lhs: StateMoneyCard, rhs: StateMoneyCard) -> Bool {
        lhs.title == rhs.title && lhs.result == rhs.result && lhs.summary == rhs.summary
            && lhs.steps.map(\.line) == rhs.steps.map(\.line) && lhs.steps.map(\.amount) == rhs.steps.map(\.amount)
    }

    func lines(unfolded: Bool) -> [(line: String, amount: String)] {
        [(title, result), (summary, "")] + (unfolded ? steps : [])
    }

    static func cards(records: Records) -> [StateMoneyCard] {
        let language = records.strings.language
        let words = language.stateMoneyWords
        let screen = language.appWords
        guard let figures = try? StateMoneyFigures.bundled() else {
            return [
                StateMoneyCard(
                    title: words.yearEndTitle, result: "", summary: screen.moneyScreen.figuresMissing, steps: [])
            ]
        }
        let basis = records.basis
        let estimates = StateMoneyEstimates(file: records.file, basis: basis, figures: figures)
        let year = basis.today.year - 1
        var cards: [StateMoneyCard] = []
        do {
            let refund = try estimates.refund(year: year)
            for (title, part) in [(words.yearEndTitle, refund.yearEnd), (words.mayReturnTitle, refund.mayReturn)] {
                guard let part else { continue }
                let total = part.refund.flatMap { refund in part.localRefund.map { refund + $0 } }
                cards.append(
                    StateMoneyCard(
                        title: "\(title) \(year)", result: total.map { signed($0, language) } ?? "—",
                        summary: part.reason.map { words.taxReason($0) }
                            ?? words.refund(part.refund, local: part.localRefund),
                        steps: steps(part.steps, words)))
            }
            if refund.yearEnd == nil && refund.mayReturn == nil {
                cards.append(
                    StateMoneyCard(
                        title: "\(words.mayReturnTitle) \(year)", result: "—",
                        summary: screen.moneyScreenNoIncome(year: year),
                        steps: []))
            }
        } catch {
            switch error {
            case .unknownYear(let year, let known):
                cards.append(
                    StateMoneyCard(
                        title: words.yearEndTitle, result: "—", summary: words.unknownYear(year, known: known),
                        steps: []))
            }
        }
        let credit = estimates.credit(year: year)
        cards.append(
            StateMoneyCard(
                title: "\(words.creditTitle) \(year)",
                result: credit.eligible == true ? Money(won: credit.amount).formatted(language) : "—",
                summary: credit.reasons.first.map { words.creditReason($0) } ?? words.eligible(credit.eligible),
                steps: steps(credit.steps, words) + credit.reasons.dropFirst().map { (words.creditReason($0), "") }))
        if let benefit = estimates.unemployment() {
            let estimate = benefit.estimate
            cards.append(
                StateMoneyCard(
                    title: words.benefitTitle,
                    result: estimate.eligible == true ? Money(won: estimate.total).formatted(language) : "—",
                    summary: estimate.reasons.first.map { words.benefitReason($0) }
                        ?? (estimate.eligible == true
                            ? words.benefitSummary(daily: estimate.dailyAmount, days: estimate.days)
                            : words.eligible(estimate.eligible)),
                    steps: [(screen.moneyScreenBenefitFor(benefit.job.name, lastDay: benefit.lastDay), "")]
                        + steps(estimate.steps, words)
                        + estimate.reasons.dropFirst().map { (words.benefitReason($0), "") }))
        } else {
            cards.append(
                StateMoneyCard(
                    title: words.benefitTitle, result: "—", summary: screen.moneyScreen.noInsuredJob, steps: []))
        }
        return cards
    }

    static func steps(_ steps: [EstimateStep], _ words: any StateMoneyWords) -> [(line: String, amount: String)] {
        steps.map { ("  " + words.step($0.name), words.value($0.amount)) }
    }

    /// `+₩227,680` back, `−₩12,000` to pay.
    static func signed(_ won: Int, _ language: PayrollLanguage) -> String {
        (won >= 0 ? "+" : "−") + Money(won: abs(won)).formatted(language)
    }
}

/// A card of the screen: its title and result on the first line, the summary under it, the
/// steps below when unfolded, and a blank line between cards.
final class StateMoneyCell: TableViewCell, ListCell {
    static let reuseIdentifier = "StateMoneyCell"
    private var rows: [ShiftRowView] = []

    func show(_ card: StateMoneyCard, unfolded: Bool) {
        let lines = card.lines(unfolded: unfolded)
        while rows.count < lines.count {
            let row = ShiftRowView()
            row.translatesAutoresizingMaskIntoConstraints = false
            let index = rows.count
            contentView.addSubview(row)
            row.snp.makeConstraints {
                $0.top.equalToSuperview().offset(Double(index))
                $0.height.equalTo(1)
                $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            }
            rows.append(row)
        }
        for (index, row) in rows.enumerated() {
            row.isHidden = index >= lines.count
            row.isSecondary = index > 0
            row.line = index < lines.count ? lines[index].line : ""
            row.pay = index < lines.count ? lines[index].amount : ""
        }
    }
}
