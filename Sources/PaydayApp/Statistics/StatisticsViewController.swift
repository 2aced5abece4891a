import Canvas
import Layout
import Payroll
import PayrollWords

/// A year at a glance (`t` on the home screen), pushed: for all workplaces or one, each month's
/// hours, gross or net pay as bars (a segmented control picks which), each week's hours as a
/// sparkline, and the year's totals with the effective hourly wage against the base wage. The
/// figures are `YearStatistics`', the same as `payday stats` prints. ←/→ change the year, Tab the
/// workplace, `m` the measure; Esc or `q` goes back. A change to the records computes it again.
/// The hint line shows the keys, as on every pushed screen.
final class StatisticsViewController: PushedScreen, RecordsScreen {
    /// What the bars show.
    enum Measure: Int, CaseIterable {
        case hours, gross, net
    }

    let records: Records
    private(set) var year: Int
    /// The workplace shown, by name; nil: all together.
    private(set) var scope: String?
    private(set) var measure = Measure.gross
    private(set) var statistics: YearStatistics

    let scopeLabel = Label(style: Style(attributes: [.bold]))
    let measureControl: SegmentedControl
    let chart = BarChartView()
    let weeksLabel = Label(style: Style(attributes: [.dim]))
    let sparkline = SparklineView()
    let summaryLabel = Label()

    init(records: Records, year: Int) {
        self.records = records
        self.year = year
        statistics = Self.statistics(records: records, year: year)
        measureControl = SegmentedControl(items: records.strings.statisticsMeasures)
        super.init()
        records.addObserver(self)
        updateTitle()
    }

    private static func statistics(records: Records, year: Int) -> YearStatistics {
        YearStatistics(file: records.file, year: year, basis: records.basis)
    }

    /// The series on screen: the scope's workplace, or all together (also when it left the file).
    var series: YearStatistics.Series {
        statistics.workplaces.first { $0.workplaceName == scope && scope != nil } ?? statistics.total
    }

    func records(_ records: Records, didChange change: RecordsChange) {
        statistics = Self.statistics(records: records, year: year)
        if let scope, !statistics.workplaces.contains(where: { $0.workplaceName == scope }) { self.scope = nil }
        if isViewLoaded { show() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        measureControl.selectedSegmentIndex = measure.rawValue
        measureControl.addTarget(self, action: StatisticsViewController.measureChanged, for: .valueChanged)
        summaryLabel.numberOfLines = 0
        weeksLabel.text = strings.statisticsWeeklyHours
        chart.barSpacing = 1
        // The chart takes the rows the rest leaves: it grows on a tall screen and gives way
        // first on a short one.
        chart.setContentHuggingPriority(.defaultLow, for: .vertical)
        chart.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        view.addConstrainedSubviews([scopeLabel, measureControl, chart, weeksLabel, sparkline, summaryLabel, hintLine])
        // The scope on its own line (a workplace's name can be long), the measure under it.
        scopeLabel.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        measureControl.snp.makeConstraints {
            $0.top.equalTo(scopeLabel.snp.bottom)
            $0.leading.equalToSuperview().offset(1)
            $0.trailing.lessThanOrEqualToSuperview().offset(-1)
        }
        chart.snp.makeConstraints {
            $0.top.equalTo(measureControl.snp.bottom).offset(1)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        weeksLabel.snp.makeConstraints {
            $0.top.equalTo(chart.snp.bottom).offset(1)
            $0.leading.equalToSuperview().offset(1)
        }
        sparkline.snp.makeConstraints {
            $0.centerY.equalTo(weeksLabel)
            $0.leading.equalTo(weeksLabel.snp.trailing).offset(1)
            $0.trailing.lessThanOrEqualToSuperview().offset(-1)
        }
        summaryLabel.snp.makeConstraints {
            $0.top.equalTo(weeksLabel.snp.bottom).offset(1)
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.bottom.equalTo(hintLine.snp.top)
        }
        hintLine.snp.makeConstraints {
            $0.bottom.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
        }
        show()
    }

    /// Everything from `series` and `measure`.
    private func show() {
        let series = self.series
        scopeLabel.text = "\(year) · " + (series.workplaceName ?? strings.allWorkplaces)
        chart.entries = series.months.map { month in
            let figures = month.figures
            let value: Int =
                switch measure {
                case .hours: figures.paidMinutes
                case .gross: figures.gross.won
                case .net: figures.net.won
                }
            return BarChartView.Entry(label: "\(month.month)", value: Double(value))
        }
        sparkline.values = series.weeks.map { Double($0.paidMinutes) }
        summaryLabel.text = strings.statisticsSummary(series)
        updateTitle()
        view.setNeedsLayout()
    }

    private func updateTitle() { title = strings.statisticsTitle(year: year) }

    private func measureChanged(_ control: Control) {
        guard let chosen = Measure(rawValue: measureControl.selectedSegmentIndex) else { return }
        measure = chosen
        show()
    }

    /// Every key of the screen: a short word for the hint line, titled in full for `?`.
    override var keyCommands: [KeyCommand]? {
        let words = strings.statisticsKeyTitles, hints = strings.statisticsHintWords
        func command(
            _ input: String, _ hint: String, _ title: String?, _ action: @escaping (StatisticsViewController) -> Void
        ) -> KeyCommand {
            KeyCommand(input: input, title: hint, discoverabilityTitle: title) { [unowned self] in action(self) }
        }
        let back: (StatisticsViewController) -> Void = {
            _ = $0.navigationController?.popViewController(animated: true)
        }
        // The year's four keys side by side share one hint (`←/→/h/l year`).
        return [
            command(KeyCommand.inputLeftArrow, hints.year, words.previousYear) { $0.showYear($0.year - 1) },
            command(KeyCommand.inputRightArrow, hints.year, words.nextYear) { $0.showYear($0.year + 1) },
            command("h", hints.year, words.previousYear) { $0.showYear($0.year - 1) },
            command("l", hints.year, words.nextYear) { $0.showYear($0.year + 1) },
            command("\t", hints.workplace, words.nextWorkplace) { $0.cycleScope() },
            command("w", hints.workplace, words.nextWorkplace) { $0.cycleScope() },
            command("m", hints.measure, words.nextMeasure) { $0.cycleMeasure() },
            command("q", strings.backTitle, nil, back),
        ]
    }

    /// The years there is anything to show: from the first shift's to next year (plans).
    var years: ClosedRange<Int> {
        let first = records.workplaces.compactMap { $0.shifts.first?.date.year }.min() ?? records.today.year
        return min(first, records.today.year)...(records.today.year + 1)
    }

    /// Another year, within `years`; at either end nothing happens.
    func showYear(_ target: Int) {
        guard years.contains(target) else { return }
        year = target
        statistics = Self.statistics(records: records, year: year)
        show()
    }

    /// All workplaces, then each in file order, then all again.
    func cycleScope() {
        let names = statistics.workplaces.map(\.workplaceName)
        if let scope, let index = names.firstIndex(of: scope) {
            self.scope = index + 1 < names.count ? names[index + 1] : nil
        } else {
            scope = names.first ?? nil
        }
        show()
    }

    func cycleMeasure() {
        measure = Measure(rawValue: (measure.rawValue + 1) % Measure.allCases.count) ?? .gross
        measureControl.selectedSegmentIndex = measure.rawValue
        show()
    }
}
