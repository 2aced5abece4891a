import Testing

@testable import Layout

/// A curriculum of 40 weeks, one page each, that opens at the worker's week (the seed's
/// weekly list, which `scrollToItem` opened at the user's week).
final class CurriculumPages: ViewController, PagedScrollViewDataSource, PagedScrollViewDelegate {
    let pager = PagedScrollView()
    let userWeek: Int
    var visited: [Int] = []

    init(userWeek: Int) {
        self.userWeek = userWeek
        super.init()
    }

    override func viewDidLoad() {
        view.addSubview(pager)
        pager.snp.makeConstraints { $0.edges.equalToSuperview() }
        pager.delegate = self
        pager.dataSource = self
        pager.scrollToItem(at: userWeek - 1, animated: false)
    }

    func numberOfItems(in pagedScrollView: PagedScrollView) -> Int { 40 }

    func pagedScrollView(_ pagedScrollView: PagedScrollView, viewForItemAt index: Int) -> View {
        let page = View()
        let label = Label(text: "\(index + 1)주차 Week \(index + 1)")
        page.addSubview(label)
        label.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(1) }
        return page
    }

    func pagedScrollView(_ pagedScrollView: PagedScrollView, didScrollToItemAt index: Int) { visited.append(index) }
}

@Suite struct PagedScrollViewTests {
    /// The strip under the pages spans all of them: its layout is not ambiguous (the inspector
    /// marked it `?` when it had no width), and a click on the page shown lands in that page.
    @Test func theStripSpansEveryPageSoAClickReachesThePageShown() {
        let curriculum = CurriculumPages(userWeek: 12)
        let scene = ControlScene(width: 40, height: 10, controller: curriculum)
        _ = scene.render()
        let strip = curriculum.pager.subviews[0]
        #expect(!strip.hasAmbiguousLayout)
        #expect(strip.frame == Rect(x: -440, y: 0, width: 40 * 40, height: 10))
        let shown = curriculum.pager.viewForItem(at: 11)!
        let hit = scene.root.hitTest(Point(x: 5, y: 1))
        #expect(hit != nil && hit!.isDescendant(of: shown), "\(String(describing: hit))")
    }

    @Test func opensAtTheUsersWeekAndArrowsSlideOnePageFrameByFrame() {
        let curriculum = CurriculumPages(userWeek: 12)
        let scene = ControlScene(width: 40, height: 10, controller: curriculum)
        var canvas = scene.render()
        #expect(curriculum.pager.currentItem == 11)
        #expect(canvas.trimmedLines[1] == " 12주차 Week 12")
        curriculum.pager.becomeFirstResponder()
        #expect(scene.window.pressKey(.rightArrow))
        let strip = curriculum.pager.subviews[0]
        var positions: [Double] = [strip.presentationFrame.minX]
        var halfway: String?
        while scene.window.needsFrame, positions.count < 40 {
            canvas = scene.step(1.0 / 60)
            positions.append(strip.presentationFrame.minX)
            if halfway == nil, positions.last! < -460 { halfway = canvas.trimmedLines[1] }
        }
        #expect(positions.first == -440)
        #expect(positions.last == -480)
        #expect(positions == positions.sorted(by: >))
        #expect(positions.count >= 15 && positions.count <= 21)
        // Mid-slide, the end of week 12 and the start of week 13 share the line.
        #expect(halfway?.contains("13") == true, "\(halfway ?? "")")
        #expect(canvas.trimmedLines[1] == " 13주차 Week 13")
        scene.window.pressKey(.leftArrow)
        _ = scene.step(1)
        #expect(scene.render().trimmedLines[1] == " 12주차 Week 12")
        #expect(curriculum.visited == [11, 12, 11])
        // At the first page ← is not the pager's: it goes on up the chain.
        curriculum.pager.scrollToItem(at: 0, animated: false)
        #expect(!scene.window.pressKey(.leftArrow))
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test func aResizeKeepsTheCurrentPage() {
        let curriculum = CurriculumPages(userWeek: 3)
        let scene = ControlScene(width: 40, height: 10, controller: curriculum)
        _ = scene.render()
        scene.window.size = Size(width: 30, height: 8)
        let canvas = scene.render()
        #expect(curriculum.pager.subviews[0].frame.minX == -60)
        #expect(canvas.trimmedLines[1] == " 3주차 Week 3")
    }

    @Test func reducedMotionSlidesAtOnce() {
        let curriculum = CurriculumPages(userWeek: 1)
        let scene = ControlScene(width: 40, height: 10, controller: curriculum)
        scene.window.animationsEnabled = false
        _ = scene.render()
        #expect(scene.window.click(at: Point(x: 5, y: 5)))  // a click focuses the pager
        #expect(curriculum.pager.isFirstResponder)
        scene.window.pressKey(.rightArrow)
        #expect(scene.render().trimmedLines[1] == " 2주차 Week 2")
        #expect(!scene.window.needsFrame)
    }
}
