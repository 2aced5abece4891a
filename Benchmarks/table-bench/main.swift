// Frame costs of a TableView of workplace-like cards at 10, 1,000, 10,000 and 100,000 rows
// (estimated heights): time to the first frame, a scroll step, one frame of an unfold
// animation, and the unfolding `endUpdates()` itself. Prints medians and the 100,000/10 ratios.
// Run by bench/table.sh after a release build; never part of the tests.
import Foundation
import Layout

/// A card like the app's: a bordered container holding a stack of a header (name, days to
/// payday, total), a details section folded to height 0 (its height constraint `.medium`, so
/// unfolding goes through without a conflict) and a chevron.
final class CardCell: TableViewCell {
    let name = Label()
    let untilPayday = Label()
    let total = Label()
    let details = View()
    let detailLines = (0..<6).map { _ in Label() }
    let chevron = ImageView(image: Image("▾"))
    var detailsHeight: Constraint?

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let card = View()
        card.clipsToBounds = true
        let header = View()
        let footer = View()
        let stack = StackView(arrangedSubviews: [header, details, footer])
        stack.axis = .vertical
        contentView.addSubview(card)
        card.addSubview(stack)
        header.addSubview(name)
        header.addSubview(untilPayday)
        header.addSubview(total)
        details.clipsToBounds = true
        detailLines.forEach { details.addSubview($0) }
        footer.addSubview(chevron)
        card.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.directionalHorizontalEdges.equalToSuperview().inset(1)
            $0.bottom.equalToSuperview()
        }
        stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        name.snp.makeConstraints { $0.top.leading.equalToSuperview() }
        untilPayday.snp.makeConstraints {
            $0.top.equalTo(name.snp.bottom)
            $0.leading.equalToSuperview()
            $0.bottom.equalToSuperview()
        }
        total.snp.makeConstraints {
            $0.top.trailing.equalToSuperview()
        }
        details.snp.makeConstraints { detailsHeight = $0.height.equalTo(0).priority(.medium).constraint }
        var previous: View?
        for line in detailLines {
            line.snp.makeConstraints {
                if let previous { $0.top.equalTo(previous.snp.bottom) } else { $0.top.equalToSuperview() }
                $0.directionalHorizontalEdges.equalToSuperview().inset(2)
            }
            previous = line
        }
        chevron.snp.makeConstraints {
            $0.top.bottom.centerX.equalToSuperview()
        }
    }

    func configure(row: Int, unfolded: Bool) {
        name.text = "Workplace \(row)"
        untilPayday.text = "D-\(row % 30)"
        total.text = "₩\(row * 1000)"
        for (index, line) in detailLines.enumerated() { line.text = "detail \(index)" }
        detailsHeight?.update(offset: unfolded ? 6 : 0)
        chevron.image = Image(unfolded ? "▴" : "▾")
    }
}

final class Cards: TableViewDataSource, TableViewDelegate {
    let count: Int
    var unfolded = Set<Int>()
    init(count: Int) { self.count = count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
        (cell as? CardCell)?.configure(row: indexPath.row, unfolded: unfolded.contains(indexPath.row))
        return cell
    }
}

/// An 80-column window on a manual clock whose root holds one table filling it, with one
/// registered cell class (its logs are dropped: the benchmarks make no conflicts).
struct Stage {
    let window: Window
    let clock = ManualClock()
    let table: TableView

    init(
        height: Double, cell: TableViewCell.Type, identifier: String, estimatedRowHeight: Double,
        style: TableViewStyle = .plain
    ) {
        table = TableView(style: style)
        window = Window(size: Size(width: 80, height: height), clock: clock, logSink: { _ in })
        let controller = ViewController()
        window.rootViewController = controller
        table.register(cell, forCellReuseIdentifier: identifier)
        table.estimatedRowHeight = estimatedRowHeight
        table.frame = Rect(x: 0, y: 0, width: 80, height: height)
        controller.view.addSubview(table)
    }
}

struct Scene {
    let stage = Stage(height: 24, cell: CardCell.self, identifier: "card", estimatedRowHeight: 5)
    let cards: Cards
    var window: Window { stage.window }
    var clock: ManualClock { stage.clock }
    var table: TableView { stage.table }

    init(rows: Int) {
        cards = Cards(count: rows)
        table.delegate = cards
        table.dataSource = cards
    }

    /// One frame as the run loop makes it: the window steps its animator, lays out and draws.
    func frame(into canvas: inout Canvas) {
        window.draw(into: &canvas)
    }
}

func seconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

/// The slowest of the fastest `fraction` of the values.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

func milliseconds(_ value: Double) -> String { String(format: "%.3f ms", value * 1000) }

/// The time of each step of a scroll one line per frame down `span` lines and back up, six
/// times; the first pass (which fills the reuse pool) is left out.
func scrollStepTimes(span: Int, of table: TableView, frame: () -> Void) -> [Double] {
    var times: [Double] = []
    for step in 0..<(span * 12) {
        let phase = step % (2 * span)
        let y = Double(phase < span ? phase : 2 * span - phase)
        let time = seconds {
            table.contentOffset = Point(x: 0, y: y)
            frame()
        }
        if step >= 2 * span { times.append(time) }
    }
    return times
}

/// Every size measured in three rounds with the sizes interleaved, after a warm-up (first-use
/// costs of the runtime stay out of the figures); for each figure the best of the three rounds'
/// medians, so that a burst of load elsewhere on the shared machine does not land on one size only.
func bestOfThreeRounds<Result>(
    _ counts: [Int], measure: (Int) -> Result,
    keepingBest best: (Result, Result) -> Result
) -> [Int: Result] {
    _ = measure(counts[0])
    var results: [Int: Result] = [:]
    for _ in 0..<3 {
        for count in counts {
            let figures = measure(count)
            results[count] = results[count].map { best($0, figures) } ?? figures
        }
    }
    return results
}

/// The O(n) part of the first frame alone: asking 100,000 estimates and building the index.
func reloadCost(rows: Int) -> Double {
    let scene = Scene(rows: rows)
    return median(
        (0..<9).map { _ in
            seconds {
                scene.table.reloadData()
                _ = scene.table.contentSize
            }
        })
}

struct Figures {
    var firstFrame = 0.0
    var scrollStep = 0.0
    /// 90th percentile: the steps that bring a card on screen (one step in five).
    var scrollStepWithNewCard = 0.0
    var unfoldFrame = 0.0
    var endUpdates = 0.0
}

func measure(rows: Int) -> Figures {
    var figures = Figures()
    var canvas = Canvas(width: 80, height: 24)
    figures.firstFrame = median(
        (0..<9).map { _ in
            seconds {
                let scene = Scene(rows: rows)
                scene.frame(into: &canvas)
            }
        })

    let scene = Scene(rows: rows)
    scene.frame(into: &canvas)
    // Scroll one line at a time, down and back up over the same 26 lines at every size (the
    // most 10 folded cards can scroll in a 24-line window), so every size does the same work:
    // a card enters or leaves every fifth step. The first pass warms the reuse pool.
    let span = 26
    let scrollTimes = scrollStepTimes(span: span, of: scene.table) { scene.frame(into: &canvas) }
    scene.table.contentOffset = .zero
    scene.frame(into: &canvas)
    figures.scrollStep = median(scrollTimes)
    figures.scrollStepWithNewCard = percentile(scrollTimes, 0.9)

    // Unfold and fold the top card repeatedly; time each animation frame (1/60 s apart).
    var frameTimes: [Double] = []
    var endTimes: [Double] = []
    for round in 0..<10 {
        guard let top = scene.table.indexPathsForVisibleRows.first,
            let cell = scene.table.cellForRow(at: top) as? CardCell
        else { break }
        let unfold = round % 2 == 0
        if unfold { scene.cards.unfolded.insert(top.row) } else { scene.cards.unfolded.remove(top.row) }
        endTimes.append(
            seconds {
                cell.configure(row: top.row, unfolded: unfold)
                scene.table.beginUpdates()
                cell.contentView.layoutIfNeeded()
                scene.table.endUpdates()
            })
        while scene.window.animator.isAnimating {
            scene.clock.advance(by: 1.0 / 60)
            frameTimes.append(seconds { scene.frame(into: &canvas) })
        }
    }
    figures.unfoldFrame = median(frameTimes)
    figures.endUpdates = median(endTimes)
    return figures
}

let arguments = CommandLine.arguments
// `table-bench sections`: only the grouped shift list (sections, pinned headers, row animations).
if arguments.count == 2, arguments[1] == "sections" {
    reportSectioned()
    exit(0)
}

// `table-bench first-frame N`: only N first frames of a 1,000-row table, nothing else, for a
// profiler (`valgrind --tool=callgrind .build/release/table-bench first-frame 20`).
if arguments.count == 3, arguments[1] == "first-frame" {
    guard let frames = Int(arguments[2]), frames > 0 else {
        print("table-bench: first-frame wants a number of frames > 0, got \(arguments[2])")
        exit(2)
    }
    var canvas = Canvas(width: 80, height: 24)
    for _ in 0..<frames { Scene(rows: 1_000).frame(into: &canvas) }
    exit(0)
}

let counts = [10, 1_000, 10_000, 100_000]
let results = bestOfThreeRounds(counts, measure: measure(rows:)) { best, figures in
    Figures(
        firstFrame: min(best.firstFrame, figures.firstFrame), scrollStep: min(best.scrollStep, figures.scrollStep),
        scrollStepWithNewCard: min(best.scrollStepWithNewCard, figures.scrollStepWithNewCard),
        unfoldFrame: min(best.unfoldFrame, figures.unfoldFrame), endUpdates: min(best.endUpdates, figures.endUpdates))
}
print("TableView of workplace cards, 80x24 window, estimated row height 5; best of 3 medians")
print("rows        first frame   scroll step   (p90: a card enters)   unfold frame   endUpdates")
for count in counts {
    guard let figures = results[count] else { continue }
    print(
        String(
            format: "%-10d  %-12@  %-12@  %-21@  %-13@  %@", count, milliseconds(figures.firstFrame),
            milliseconds(figures.scrollStep), milliseconds(figures.scrollStepWithNewCard),
            milliseconds(figures.unfoldFrame), milliseconds(figures.endUpdates)))
}
print(
    "reloadData + contentSize (estimates and prefix sums, O(n)): "
        + counts.map { "\($0): \(milliseconds(reloadCost(rows: $0)))" }.joined(separator: ", "))
if let small = results[10], let large = results[100_000] {
    print(
        String(
            format:
                "ratio 100,000/10: first frame %.2f, scroll step %.2f (p90 %.2f), unfold frame %.2f, endUpdates %.2f",
            large.firstFrame / small.firstFrame, large.scrollStep / small.scrollStep,
            large.scrollStepWithNewCard / small.scrollStepWithNewCard,
            large.unfoldFrame / small.unfoldFrame, large.endUpdates / small.endUpdates))
}
reportSectioned()
