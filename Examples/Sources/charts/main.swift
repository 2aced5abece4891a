// charts: a year of a part-time job's daily pay as a bar chart (a correction shows below the
// line), a sparkline of the last weeks and a progress bar of the month. Tab reaches the period
// control; ←/→ switch between a week, a month and the whole year (365 bars, each column then
// standing for the mean of its run of days). q quits.
import ExampleHost
import Layout

final class ChartsScreen: ViewController {
    let heading = Label(text: "Pay by day, 2026", style: Style(attributes: [.bold]))
    let period = SegmentedControl(items: ["Week", "Month", "Year"])
    let chart = BarChartView()
    let trend = SparklineView()
    let month = ProgressView()
    let caption = Label()

    /// Pay on each day of 2026 in thousands of won: shifts on weekdays, nothing at the weekend,
    /// and a correction (a negative day) every 45 days. 1 January 2026 was a Thursday.
    static let year: [Double] = (0..<365).map { day in
        if day % 45 == 44 { return -18 }
        if weekday(day) >= 5 { return 0 }
        return Double(62 + (day * 37) % 5 * 11)
    }

    /// 0 for Monday ... 6 for Sunday.
    static func weekday(_ day: Int) -> Int { (day + 3) % 7 }

    /// Thousands of won as won with grouping: 21221 → ₩21,221,000.
    static func won(thousands: Int) -> String {
        var digits = String(abs(thousands) * 1000)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (thousands < 0 ? "-₩" : "₩") + digits + grouped
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        period.selectedSegmentIndex = 0
        period.addAction(Control.Action { [unowned self] _ in self.show() }, for: .valueChanged)
        chart.chartHeight = 6
        trend.values = Array(Self.year.suffix(28))
        month.progress = 21.0 / 30.0
        let trendRow = StackView(arrangedSubviews: [Label(text: "Last 4 weeks"), trend, View()])
        trendRow.spacing = 1
        let monthRow = StackView(arrangedSubviews: [Label(text: "November"), month])
        monthRow.spacing = 1
        let stack = StackView(arrangedSubviews: [heading, period, chart, caption, trendRow, monthRow])
        stack.axis = .vertical
        stack.spacing = 1
        stack.alignment = .leading
        view.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        chart.snp.makeConstraints { $0.width.equalToSuperview() }
        monthRow.snp.makeConstraints { $0.width.equalToSuperview() }
        show()
    }

    /// The chosen period's days in the chart.
    func show() {
        let days: Range<Int>
        switch period.selectedSegmentIndex {
        case 0: days = 319..<326  // Monday 16 to Sunday 22 November
        case 1: days = 304..<334  // November
        default: days = 0..<365
        }
        let names = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
        chart.entries = days.map { day in
            let label =
                days.count <= 7 ? names[Self.weekday(day)] : (day - days.lowerBound) % 7 == 0 ? "\(day + 1)" : ""
            return BarChartView.Entry(label: label, value: Self.year[day])
        }
        let total = days.reduce(0.0) { $0 + Self.year[$1] }
        caption.text = "\(days.count) days, \(Self.won(thousands: Int(total))) in all"
    }
}

ExampleHost.run(ChartsScreen())
