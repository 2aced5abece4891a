import LayoutTesting
import SeededRandom
import Testing

@testable import Layout

/// A sizing cell (LayoutKit's "mannequin", a table's prototype cell): one tree outside any
/// window, given new data and measured again and again. Its engine keeps the measurement's
/// temporary constraints between measurements (`LingeringFit`); these tests check
/// that nothing can tell, by comparing with a twin whose fit is taken out after every
/// measurement (what the engine did before) and with a card built afresh for each datum.
@Suite("Sizing cell outside a window")
struct SizingCellTests {
    /// A card of the app's shape: a title, a wrapping body and an amount under a header row.
    final class Card {
        let root = View()
        let stack = StackView()
        let title = Label()
        let badge = Label()
        let body = Label()
        let amount = Label()

        init() {
            root.addSubview(stack)
            let header = View()
            header.addSubview(title)
            header.addSubview(badge)
            stack.axis = .vertical
            stack.spacing = 1
            for view in [header, body, amount] { stack.addArrangedSubview(view) }
            body.numberOfLines = 0
            stack.snp.makeConstraints { $0.edges.equalToSuperview().inset(1) }
            title.snp.makeConstraints { $0.top.leading.bottom.equalToSuperview() }
            badge.snp.makeConstraints {
                $0.top.trailing.equalToSuperview()
                $0.leading.greaterThanOrEqualTo(title.snp.trailing).offset(1)
            }
        }

        func bind(_ datum: Datum) {
            title.text = datum.title
            badge.text = datum.badge
            body.text = datum.body
            amount.text = datum.amount
        }

        func measure(width: Double) -> Size {
            root.systemLayoutSizeFitting(
                Size(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }

        var engine: LayoutEngine { root.layoutEngine! }

        var frames: [Rect] {
            var result: [Rect] = []
            root.forEachInSubtree { result.append($0.frame) }
            return result
        }
    }

    struct Datum {
        var title: String, badge: String, body: String, amount: String

        static func random(using generator: inout SplitMix64) -> Datum {
            let words = ["주휴", "수당", "night", "premium", "스타벅스", "강남점", "pay", "₩12,000", "week", "CGV"]
            func phrase(_ count: Int) -> String {
                (0..<count).map { _ in words[generator.next(below: words.count)] }.joined(separator: " ")
            }
            return Datum(
                title: phrase(1 + generator.next(below: 3)), badge: "D-\(generator.next(below: 30))",
                body: phrase(generator.next(below: 12)), amount: "₩\(generator.next(below: 2_000_000))")
        }
    }

    @Test("measuring again with new data gives what a fresh card and the old flow give")
    func repeatedMeasurementsMatchAFreshCard() {
        var generator = SplitMix64(seed: 11)
        let kept = Card(), flushed = Card()
        for step in 0..<60 {
            let datum = Datum.random(using: &generator)
            let width = [18.0, 30, 60][generator.next(below: 3)]
            kept.bind(datum)
            flushed.bind(datum)
            let size = kept.measure(width: width)
            let flushedSize = flushed.measure(width: width)
            flushed.engine.solveIfNeeded()  // takes the lingering fit out, as every measurement used to
            let fresh = Card()
            fresh.bind(datum)
            #expect(size == flushedSize && size == fresh.measure(width: width), "step \(step), width \(width)")
            #expect(size.width == width)
        }
        kept.root.layoutIfNeeded()
        flushed.root.layoutIfNeeded()
        #expect(kept.frames == flushed.frames)
    }

    @Test("the temporary constraints are never seen: not listed, not affecting layout")
    func lingeringConstraintsAreInvisible() {
        let card = Card()
        card.bind(Datum(title: "CGV", badge: "D-3", body: "weekly holiday allowance", amount: "₩208,980"))
        #expect(card.measure(width: 30).height > 0)
        #expect(card.engine.lingeringFit != nil, "the measurement lingers")
        #expect(
            !card.root.constraintsAffectingLayout(for: .vertical).contains {
                $0.identifier?.hasPrefix("View-Fitting") == true
            })
        #expect(!card.engine.constraints.contains { $0.identifier?.hasPrefix("View-Fitting") == true })
        #expect(card.engine.lingeringFit != nil, "reading the constraints changes nothing")
        #expect(card.measure(width: 30).height > 0)
        #expect(!card.engine.constraints.contains { $0.identifier?.hasPrefix("View-Fitting") == true })
        card.engine.solveIfNeeded()
        #expect(card.engine.lingeringFit == nil, "the solver is reached only after the fit is taken out")
    }

    @Test("a required constraint made after a measurement meets no leftover fitting width")
    func requiredConstraintAfterMeasurementDoesNotConflict() {
        let card = Card()
        card.bind(Datum(title: "스타벅스", badge: "D-12", body: "night premium pay", amount: "₩641,520"))
        _ = card.measure(width: 60)
        var widthConstraint: Constraint?
        card.root.snp.makeConstraints { widthConstraint = $0.width.equalTo(24).constraint }
        card.engine.solveIfNeeded()  // the addition reaches the solver, after the fit is taken out
        #expect(card.engine.lingeringFit == nil)
        #expect(widthConstraint?.layoutConstraints.contains { $0.isBroken } == false)
        let fresh = Card()
        fresh.bind(Datum(title: "스타벅스", badge: "D-12", body: "night premium pay", amount: "₩641,520"))
        fresh.root.snp.makeConstraints { $0.width.equalTo(24) }
        #expect(card.measure(width: 24) == fresh.measure(width: 24))
    }

    @Test("a measured sizing cell moved into a window brings no fitting constraint")
    func movingIntoAWindowTakesTheFitOut() {
        let scene = HeadlessWindow(width: 40, height: 20)
        let card = Card()
        card.bind(Datum(title: "편의점", badge: "D-5", body: "주휴 수당 합계", amount: "₩64,000"))
        let height = card.measure(width: 40).height
        card.root.frame = Rect(x: 0, y: 0, width: 40, height: height)
        scene.root.addSubview(card.root)
        scene.window.layoutIfNeeded()
        #expect(!scene.window.engine.constraints.contains { $0.identifier?.hasPrefix("View-Fitting") == true })
        #expect(card.stack.frame == Rect(x: 1, y: 1, width: 38, height: height - 2))
        #expect(scene.log.messages.isEmpty)
    }
}
