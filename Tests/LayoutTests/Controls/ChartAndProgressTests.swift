import LayoutTesting
import Testing

@testable import Layout

@Suite struct ChartAndProgressTests {
    private func scene(_ view: View, width: Int, height: Int) -> ControlScene {
        let scene = ControlScene(width: Double(width), height: Double(height))
        view.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        scene.root.addSubview(view)
        return scene
    }

    @Test func barsRiseFromTheBaselineAndHangBelowItInEighths() {
        let chart = BarChartView(entries: [
            .init(label: "Mo", value: 8), .init(label: "Tu", value: 4), .init(label: "We", value: -2),
            .init(label: "Th", value: 1),
        ])
        // 4 rows of bars: 8 above and 2 below share them 3 to 1 (4 × 8/10 = 3.2); one scale of
        // 3 eighths a unit (3 rows × 8 / 8; the row below would allow 4). Mo: 24 eighths, Tu:
        // 12, Th: 3; We: 6 below, a reversed ▂ (its top six eighths). Labels wider than a bar
        // are drawn where they do not touch the one before.
        let scene = scene(chart, width: 7, height: 6)
        let canvas = scene.render()
        expectScreen(
            canvas,
            equals: """
                █
                █ ▄
                █ █   ▃
                ───────
                    ▂
                Mo  We
                """)
        #expect(canvas[4, 4].style.isReversed)
        // The window's default traits are dark, 24-bit: the baseline in separator's dark value.
        #expect(canvas[0, 3].style.foreground == .rgb(80, 80, 88))
    }

    @Test func columnsShareTheWidthDropTheSpacingOrStandForRunsOfEntries() {
        typealias Column = BarChartView.Column
        #expect(
            BarChartView.columns(count: 3, width: 5, spacing: 1) == [
                Column(x: 0, width: 1, entries: 0..<1), Column(x: 2, width: 1, entries: 1..<2),
                Column(x: 4, width: 1, entries: 2..<3),
            ])
        #expect(BarChartView.columns(count: 3, width: 12, spacing: 1).map(\.x) == [0, 4, 8])
        #expect(BarChartView.columns(count: 3, width: 12, spacing: 1).map(\.width) == [3, 3, 3])
        #expect(BarChartView.columns(count: 50, width: 80, spacing: 1).map(\.width) == Array(repeating: 1, count: 50))
        let year = BarChartView.columns(count: 365, width: 80, spacing: 1)
        #expect(year.count == 80)
        #expect(year.first?.entries == 0..<4)  // 365 / 80 = 4.56
        #expect(year.last?.entries == 360..<365)  // 79 × 365 / 80 = 360.4
        #expect(year.map(\.entries.count).reduce(0, +) == 365)
    }

    @Test func aCompressedColumnShowsTheMeanOfItsEntries() {
        let chart = BarChartView(entries: [
            .init(label: "", value: 1), .init(label: "", value: -8), .init(label: "", value: 8),
            .init(label: "", value: 2),
        ])
        chart.baseline = 0
        // Two columns: entries 0-1 (mean -3.5) and 2-3 (mean 5); 2 rows, one each side
        // (2 × 5 / 8.5 = 1.2 above); 1.6 eighths a unit (8 / 5): 8 eighths up, 5.6 → 6 down,
        // a reversed ▂.
        let canvas = scene(chart, width: 2, height: 3).render()
        expectScreen(canvas, equals: " █\n──\n▂")
        #expect(canvas[0, 2].style.isReversed)
    }

    @Test func chartsLayOutWithTheirIntrinsicSizeAndGiveWayInWidth() {
        let chart = BarChartView(entries: (0..<365).map { .init(label: "", value: Double($0 % 30)) })
        #expect(chart.intrinsicContentSize == Size(width: 729, height: 9))
        chart.valueFormatter = { "\(Int($0))" }
        chart.entries[0].label = "1월"
        #expect(chart.intrinsicContentSize == Size(width: 729, height: 11))
        let title = Label(text: "Daily 일별")
        let spark = SparklineView(values: [3, 1, 4, 1, 5, 9, 2, 6])
        let row = StackView(arrangedSubviews: [title, spark, View()])
        row.spacing = 1
        let stack = StackView(arrangedSubviews: [row, chart, View()])
        stack.axis = .vertical
        let scene = ControlScene(width: 40, height: 20)
        scene.root.addSubview(stack)
        stack.snp.makeConstraints { $0.edges.equalToSuperview() }
        _ = scene.render()
        // The chart gives way to the window's width; its height is intrinsic (hugged).
        #expect(chart.frame == Rect(x: 0, y: 1, width: 40, height: 11))
        // The sparkline keeps its eight cells after the label's ten.
        #expect(spark.frame == Rect(x: 11, y: 0, width: 8, height: 1))
    }

    @Test func aSparklineScalesFromItsLeastToItsGreatestValue() {
        #expect(SparklineView.eighths(of: [1, 2, 3, 4, 5], rows: 1, minimum: nil, maximum: nil) == [1, 3, 5, 6, 8])
        #expect(SparklineView.eighths(of: [7, 7], rows: 1, minimum: nil, maximum: nil) == [4, 4])
        #expect(SparklineView.eighths(of: [0, 10, 20], rows: 2, minimum: nil, maximum: 10) == [1, 16, 16])
        let spark = SparklineView(values: [1, 2, 3, 4, 5])
        expectScreen(scene(spark, width: 5, height: 1).render(), equals: "▁▃▅▆█")
        // Narrower: the latest values, scaled among themselves.
        let narrow = SparklineView(values: [1, 2, 3, 4, 5])
        expectScreen(scene(narrow, width: 3, height: 1).render(), equals: "▁▅█")
        let tall = SparklineView(values: [0, 10])
        expectScreen(scene(tall, width: 2, height: 2).render(), equals: " █\n▁█")
    }

    @Test func progressIsDrawnInEighthsOverItsTrack() {
        let progress = ProgressView(progressViewStyle: .default)
        let scene = scene(progress, width: 10, height: 1)
        progress.progress = 0.5
        expectScreen(scene.render(), equals: "█████─────")
        progress.progress = 0.33  // 26.4 eighths: three cells and a quarter
        var canvas = scene.render()
        expectScreen(canvas, equals: "███▎──────")
        #expect(canvas[4, 0].grapheme == "─" && canvas[4, 0].style.foreground == .rgb(80, 80, 88))  // separator
        #expect(canvas[3, 0].style.foreground == .rgb(90, 200, 250))  // tint
        progress.progress = 2
        #expect(progress.progress == 1)
        expectScreen(scene.render(), equals: "██████████")
        progress.progressViewStyle = .bar
        progress.progress = 0.05  // 4 eighths
        expectScreen(scene.render(), equals: "▌")
        // Animated: the bar moves on the window's clock and ends where it was sent.
        progress.progress = 0
        progress.setProgress(1, animated: true)
        #expect(progress.progress == 1)
        expectScreen(scene.render(), equals: "")
        canvas = scene.step(ProgressView.animationDuration / 2)
        let full = (0..<10).filter { canvas[$0, 0].grapheme == "█" }.count
        #expect(full > 5 && full < 10, "ease out: past half way at half the time, \(canvas.text)")
        canvas = scene.step(ProgressView.animationDuration / 2)
        expectScreen(canvas, equals: "██████████")
        #expect(progress.intrinsicContentSize.height == 1)
    }

    /// The chart's, sparkline's and progress bar's colours are semantic, resolved for the
    /// view's traits: the values below are the palette's (tint: dark 90,200,250 / light
    /// 0,110,190, bright cyan / blue in 16 colours, bold in monochrome; separator: 80,80,88 /
    /// 190,190,196, dim in monochrome; systemRed: 255,69,58 / 215,0,21; secondaryLabel:
    /// 160,160,168 / 100,100,108). A trait change redraws them; a colour set replaces the default.
    @Test func chartsAndProgressTakeSemanticColoursForTheirTraits() {
        let chart = BarChartView(entries: [.init(label: "Mo", value: 8), .init(label: "Tu", value: -2)])
        let spark = SparklineView(values: [1, 5])
        let progress = ProgressView()
        progress.progress = 0.5
        let scene = ControlScene(width: 10, height: 8)
        chart.frame = Rect(x: 0, y: 0, width: 3, height: 5)  // 3 bar rows: 2 above, 1 below
        spark.frame = Rect(x: 0, y: 6, width: 2, height: 1)
        progress.frame = Rect(x: 0, y: 7, width: 4, height: 1)
        for view in [chart, spark, progress] { scene.root.addSubview(view) }
        func colours(_ canvas: Canvas) -> [Color] {
            // Mo's top, the baseline, Tu's bar, a label, the spark's top, the bar, the track.
            [
                canvas[0, 1].style.foreground, canvas[0, 2].style.foreground, canvas[2, 3].style.foreground,
                canvas[0, 4].style.foreground, canvas[1, 6].style.foreground, canvas[0, 7].style.foreground,
                canvas[3, 7].style.foreground,
            ]
        }
        var canvas = scene.render()
        // 3 bar rows: 8 above and 2 below share them 2 to 1 (3 × 8/10 = 2.4), 2 eighths a unit:
        // Mo 16 eighths, Tu 4 below (a reversed ▄); Tu's label would pass the edge.
        expectScreen(canvas, equals: "█\n█\n───\n  ▄\nMo\n\n▁█\n██──")
        #expect(
            colours(canvas) == [
                .rgb(90, 200, 250), .rgb(80, 80, 88), .rgb(255, 69, 58), .rgb(160, 160, 168), .rgb(90, 200, 250),
                .rgb(90, 200, 250), .rgb(80, 80, 88),
            ])
        scene.window.traitCollection = TraitCollection(userInterfaceStyle: .light)
        canvas = scene.render()
        #expect(
            colours(canvas) == [
                .rgb(0, 110, 190), .rgb(190, 190, 196), .rgb(215, 0, 21), .rgb(100, 100, 108), .rgb(0, 110, 190),
                .rgb(0, 110, 190), .rgb(190, 190, 196),
            ])
        scene.window.traitCollection = TraitCollection(userInterfaceStyle: .dark, colorDepth: .ansi16)
        #expect(
            colours(scene.render()) == [
                .brightCyan, .brightBlack, .brightRed, .brightBlack, .brightCyan, .brightCyan, .brightBlack,
            ])
        scene.window.traitCollection = TraitCollection(userInterfaceStyle: .dark, colorDepth: .monochrome)
        canvas = scene.render()
        #expect(colours(canvas).allSatisfy { $0 == .default })
        #expect(canvas[0, 1].style.isBold && canvas[0, 2].style.isDim && canvas[0, 4].style.isDim)
        #expect(canvas[0, 7].style.isBold && canvas[3, 7].style.isDim && !canvas[3, 7].style.isBold)
        // A view's own tint, and colours set on the views.
        scene.window.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        scene.root.tintColor = .systemGreen
        chart.negativeBarColor = .warning
        progress.trackTintColor = .tertiaryLabel
        #expect(
            colours(scene.render()) == [
                .rgb(48, 209, 88), .rgb(80, 80, 88), .rgb(255, 214, 10), .rgb(160, 160, 168), .rgb(48, 209, 88),
                .rgb(48, 209, 88), .rgb(118, 118, 126),
            ])
    }
}
