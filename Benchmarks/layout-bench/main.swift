// The workplace-card benchmark of the layout engine: build a card of about fifteen
// views and sixty constraints and lay it out the first time; then change a constant and lay
// out again. Prints medians over batches, never asserts (numbers vary with the machine).
import Foundation
import Layout

/// A stand-in for the app's workplace card, built from plain views at terminal scale: a
/// self-sizing content view holding a bordered container with a vertical stack of header, wage
/// details and chevron. Not the app's `WorkplaceCell`: its shape, kept fixed so figures compare
/// across changes to the engine.
final class StandInCard {
    let contentView = View(frame: Rect(x: 0, y: 0, width: 60, height: 12))
    let containerView = View()
    let stackView = StackView()
    let header = View(), details = View(), footer = View()
    let nameLabel = Label(text: "편의점 야간")
    let untilPaydayLabel = Label(text: "D-5")
    let totalEarnedLabel = Label(text: "₩1,234,560")
    let menuButton = ImageView(image: Image("⋯"))
    let detailStack = StackView()
    let chevron = ImageView(image: Image("▾"))
    var detailHeight: Constraint?
    var detailLabels: [Label] { detailStack.arrangedSubviews.compactMap { $0 as? Label } }

    /// Binds one workplace's figures (LayoutKit's `setData`): new texts, so new intrinsic sizes.
    func setData(_ data: CardData) {
        nameLabel.text = data.name
        untilPaydayLabel.text = data.untilPayday
        totalEarnedLabel.text = data.earned
        for (label, line) in zip(detailLabels, data.details) { label.text = line }
    }

    /// A card in `parent`, or (nil) a mannequin: a root outside any window, as LayoutKit's
    /// benchmark measures its feed items.
    init(in parent: View?) {
        parent?.addSubview(contentView)
        contentView.addSubview(containerView)
        containerView.addSubview(stackView)
        containerView.addSubview(menuButton)
        for label in [nameLabel, untilPaydayLabel, totalEarnedLabel] { header.addSubview(label) }
        details.addSubview(detailStack)
        footer.addSubview(chevron)
        stackView.axis = .vertical
        stackView.spacing = 1
        for section in [header, details, footer] { stackView.addArrangedSubview(section) }
        detailStack.axis = .vertical
        for line in ["Day hours 32h  ₩320,000", "Night 8h  ₩120,000", "Weekly holiday ₩64,000", "Tax -₩3,300"] {
            detailStack.addArrangedSubview(Label(text: line))
        }
        containerView.snp.makeConstraints {
            $0.top.equalToSuperview().inset(1)
            $0.directionalHorizontalEdges.equalToSuperview().inset(2)
            $0.bottom.equalToSuperview().inset(1)
        }
        stackView.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
        menuButton.snp.makeConstraints {
            $0.top.equalToSuperview()
            $0.trailing.equalToSuperview().inset(1)
            $0.size.equalTo(1)
        }
        nameLabel.snp.makeConstraints { $0.top.leading.equalToSuperview() }
        untilPaydayLabel.snp.makeConstraints {
            $0.top.equalTo(nameLabel.snp.bottom)
            $0.leading.equalToSuperview()
            $0.bottom.equalToSuperview()
        }
        totalEarnedLabel.snp.makeConstraints {
            $0.top.equalTo(menuButton.snp.bottom)
            $0.trailing.equalToSuperview()
        }
        detailStack.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview() }
        details.snp.makeConstraints { detailHeight = $0.height.equalTo(0).priority(.medium).constraint }
        details.clipsToBounds = true
        chevron.snp.makeConstraints {
            $0.top.bottom.centerX.equalToSuperview()
        }
    }
}

/// What one card shows. Two of them alternate in the data-binding benchmark, with texts of
/// different widths so that every intrinsic size changes.
struct CardData {
    var name: String, untilPayday: String, earned: String, details: [String]
    static let samples = [
        CardData(
            name: "스타벅스 강남점", untilPayday: "D-12", earned: "₩641,520",
            details: ["Day hours 48h  ₩480,000", "Night 4h  ₩60,000", "Weekly holiday ₩96,000", "Tax -₩21,170"]),
        CardData(
            name: "CGV 용산아이파크몰", untilPayday: "D-3", earned: "₩208,980",
            details: ["Day hours 16h  ₩160,000", "Night 0h  ₩0", "Weekly holiday ₩32,000", "Tax -₩6,890"]),
    ]
}

/// Median of `values` (sorted copy).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// Runs `body` `count` times per batch over `batches` batches; returns the median
/// microseconds per run.
func measure(batches: Int, count: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var perRun: [Double] = []
    for _ in 0..<batches {
        let elapsed = clock.measure { for _ in 0..<count { body() } }
        let micros = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
        perRun.append(micros / Double(count))
    }
    return median(perRun)
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(rounded)
}

/// LayoutKit's benchmark step for a feed cell (its `sizeForItemAt` on a mannequin cell):
/// bind new data, measure the height that fits the width, lay out at that height.
func bindMeasureAndLayout(_ card: StandInCard, _ data: CardData, in window: Window) {
    card.setData(data)
    card.contentView.frame.size.height =
        card.contentView.systemLayoutSizeFitting(
            Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    window.layoutIfNeeded()
}

/// The same on a mannequin card outside any window (LayoutKit's `manequinCell`): bind, measure.
func bindAndMeasureMannequin(_ card: StandInCard, _ data: CardData) -> Double {
    card.setData(data)
    return card.contentView.systemLayoutSizeFitting(
        Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel
    ).height
}

let batches = 15
let perBatch = 40

// `layout-bench profile build|relayout|remeasure|setdata|mannequin|animate N`: runs only that step N times and prints
// nothing else,
// for `valgrind --tool=callgrind` (instruction counts are reproducible where times are not).
let arguments = CommandLine.arguments
if (arguments.count == 2 && arguments[1] == "cas") || (arguments.count == 4 && arguments[1] == "profile") {
    let count = arguments.count == 4 ? Int(arguments[3]) ?? 0 : 0
    switch arguments.count == 2 ? "cas" : arguments[2] {
    case "build":
        for _ in 0..<count {
            let window = Window(size: Size(width: 64, height: 40))
            let controller = ViewController()
            window.rootViewController = controller
            _ = StandInCard(in: controller.view)
            window.layoutIfNeeded()
        }
    case "setdata":
        let window = Window(size: Size(width: 64, height: 40))
        let controller = ViewController()
        window.rootViewController = controller
        let card = StandInCard(in: controller.view)
        window.layoutIfNeeded()
        for index in 0..<count { bindMeasureAndLayout(card, CardData.samples[index % 2], in: window) }
    case "cas":
        // The card's solver work as a .cas script, for the same file through kiwi and ours.
        let window = Window(size: Size(width: 64, height: 40))
        let controller = ViewController()
        window.rootViewController = controller
        _ = StandInCard(in: controller.view)
        window.layoutIfNeeded()
        print(window.engine.solverScript(), terminator: "")
    case "animate":
        // Frames of one long unfold of the details: each step moves every view whose frame
        // changed (the details, the footer, the chevron) to its presentation frame at the new
        // time, with no layout to redo. The animation outlasts any N, so no frame ends it.
        let clock = ManualClock()
        let window = Window(size: Size(width: 64, height: 40), clock: clock)
        let controller = ViewController()
        window.rootViewController = controller
        let card = StandInCard(in: controller.view)
        window.layoutIfNeeded()
        View.animate(withDuration: 1e6, curve: .linear) {
            card.detailHeight?.update(offset: 4)
            window.layoutIfNeeded()
        }
        for _ in 0..<count {
            clock.advance(by: 1.0 / 60)
            window.layoutIfNeeded()
        }
    case "mannequin":
        let card = StandInCard(in: nil)
        for index in 0..<count { _ = bindAndMeasureMannequin(card, CardData.samples[index % 2]) }
    case "relayout", "remeasure":
        let window = Window(size: Size(width: 64, height: 40))
        let controller = ViewController()
        window.rootViewController = controller
        let card = StandInCard(in: controller.view)
        window.layoutIfNeeded()
        for index in 0..<count {
            card.detailHeight?.update(offset: index % 2 == 0 ? 4 : 0)
            if arguments[2] == "remeasure" {
                card.contentView.frame.size.height =
                    card.contentView.systemLayoutSizeFitting(
                        Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel
                    ).height
            }
            window.layoutIfNeeded()
        }
    default:
        print("usage: layout-bench [cas | profile build|relayout|remeasure|setdata|mannequin|animate N]")
    }
    exit(0)
}

// The card's size, for the record.
let probeWindow = Window(size: Size(width: 64, height: 40), logSink: { print($0) })
let probeController = ViewController()
probeWindow.rootViewController = probeController
let probe = StandInCard(in: probeController.view)
probeWindow.layoutIfNeeded()
var viewCount = 0
probe.contentView.forEachView { _ in viewCount += 1 }
let constraintCount = probeWindow.engine.constraints.count
let userConstraintCount = probeWindow.engine.constraints.filter { $0.file != nil }.count

// Phase costs of building one card in a fresh window.
let windowOnly = measure(batches: batches, count: perBatch) {
    let window = Window(size: Size(width: 64, height: 40))
    window.rootViewController = ViewController()
    window.layoutIfNeeded()
}
let buildOnly = measure(batches: batches, count: perBatch) {
    let window = Window(size: Size(width: 64, height: 40))
    let controller = ViewController()
    window.rootViewController = controller
    _ = StandInCard(in: controller.view)
}
let buildAndLayout = measure(batches: batches, count: perBatch) {
    let window = Window(size: Size(width: 64, height: 40))
    let controller = ViewController()
    window.rootViewController = controller
    _ = StandInCard(in: controller.view)
    window.layoutIfNeeded()
}
let buildLayoutAndMeasure = measure(batches: batches, count: perBatch) {
    let window = Window(size: Size(width: 64, height: 40))
    let controller = ViewController()
    window.rootViewController = controller
    let card = StandInCard(in: controller.view)
    card.contentView.frame.size.height =
        card.contentView.systemLayoutSizeFitting(
            Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    window.layoutIfNeeded()
}

// The same build split into its phases: many windows are kept alive so that building,
// the first layout and the teardown (the last release of window, views and engine) are
// timed apart.
func phaseSplit(count: Int) -> (build: Double, layout: Double, teardown: Double) {
    let clock = ContinuousClock()
    func micros(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
    var builds: [Double] = [], layouts: [Double] = [], teardowns: [Double] = []
    for _ in 0..<batches {
        var windows: [Window] = []
        windows.reserveCapacity(count)
        builds.append(
            micros(
                clock.measure {
                    for _ in 0..<count {
                        let window = Window(size: Size(width: 64, height: 40))
                        let controller = ViewController()
                        window.rootViewController = controller
                        _ = StandInCard(in: controller.view)
                        windows.append(window)
                    }
                }) / Double(count))
        layouts.append(micros(clock.measure { for window in windows { window.layoutIfNeeded() } }) / Double(count))
        teardowns.append(micros(clock.measure { windows.removeAll() }) / Double(count))
    }
    return (median(builds), median(layouts), median(teardowns))
}
let split = phaseSplit(count: perBatch)

// A constant change and relayout on a card already shown: unfold and fold the details.
var expanded = false
let relayout = measure(batches: batches, count: perBatch * 10) {
    expanded.toggle()
    probe.detailHeight?.update(offset: expanded ? 4 : 0)
    probeWindow.layoutIfNeeded()
}
let relayoutAndRemeasure = measure(batches: batches, count: perBatch * 10) {
    expanded.toggle()
    probe.detailHeight?.update(offset: expanded ? 4 : 0)
    probe.contentView.frame.size.height =
        probe.contentView.systemLayoutSizeFitting(
            Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    probeWindow.layoutIfNeeded()
}
var sample = 0
let bindData = measure(batches: batches, count: perBatch * 10) {
    sample += 1
    bindMeasureAndLayout(probe, CardData.samples[sample % 2], in: probeWindow)
}
let mannequin = StandInCard(in: nil)
let mannequinMeasure = measure(batches: batches, count: perBatch * 10) {
    sample += 1
    _ = bindAndMeasureMannequin(mannequin, CardData.samples[sample % 2])
}
// Many cards sharing one window's engine, as a table's visible rows do: the cost per card as
// the tableau grows.
func cardsInOneWindow(_ count: Int) -> Double {
    let total = measure(batches: 5, count: 2) {
        let window = Window(size: Size(width: 64, height: 40))
        let controller = ViewController()
        window.rootViewController = controller
        for index in 0..<count {
            let card = StandInCard(in: controller.view)
            card.contentView.frame.origin.y = Double(index * 12)
        }
        window.layoutIfNeeded()
    }
    return total / Double(count)
}
let sharedEngine = [(10, cardsInOneWindow(10)), (50, cardsInOneWindow(50))]

var canvas = Canvas(width: 64, height: 40)
let draw = measure(batches: batches, count: perBatch * 10) {
    probeWindow.draw(into: &canvas)
}

func row(_ label: String, _ micros: Double, perSecond: String? = nil) {
    let padded = label.padding(toLength: 52, withPad: " ", startingAt: 0)
    let rate = perSecond.map { "  → \(Int(1e6 / max(micros, 0.001))) \($0)/s" } ?? ""
    print("  \(padded) \(format(micros).leftPadded(to: 7)) µs\(rate)")
}

print(
    "layout benchmark: workplace card, \(viewCount) views, \(constraintCount) active constraints "
        + "(\(userConstraintCount) from the DSL, the rest system: stack view, intrinsic size, encapsulated)")
print("median of \(batches) batches, microseconds per card")
print("building a card (once per cell: a table reuses its cells)")
row("empty window + root controller + layout", windowOnly)
row("build card (views + DSL + solver adds)", buildOnly - windowOnly)
row("build + first layout", buildAndLayout - windowOnly, perSecond: "cards")
row("  of which views + DSL", split.build - windowOnly)
row("  of which first layout", split.layout)
row("  of which teardown (window, views, engine)", split.teardown)
row("build + measure (fitting) + first layout", buildLayoutAndMeasure - windowOnly)
print("a card already built (every frame, every reuse)")
row("constant change + relayout", relayout, perSecond: "relayouts")
row("constant change + re-measure + relayout", relayoutAndRemeasure)
row("new data + measure + layout, in a window", bindData, perSecond: "cards")
row("new data + measure, mannequin (LayoutKit's step)", mannequinMeasure, perSecond: "cards")
row("draw pass into a 64x40 canvas", draw)
print("many cards sharing one window's engine (a table's visible rows)")
for (count, perCard) in sharedEngine {
    row("\(count) cards in one window, build + layout, per card", perCard)
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

extension View {
    func forEachView(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachView(body) }
    }
}
