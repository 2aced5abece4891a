import Testing

@testable import Layout

/// A screen with a title and one field.
final class FieldScreen: ViewController {
    let field = TextField(placeholder: "value")
    let caption: String
    init(title: String, caption: String) {
        self.caption = caption
        super.init()
        self.title = title
    }
    override func viewDidLoad() {
        view.backgroundStyle = .plain
        let label = Label(text: caption)
        view.addSubview(label)
        view.addSubview(field)
        label.snp.makeConstraints { $0.top.leading.equalToSuperview().inset(1) }
        field.snp.makeConstraints {
            $0.top.equalTo(label.snp.bottom).offset(1)
            $0.leading.equalToSuperview().inset(1)
        }
    }
}

@Suite struct NavigationTests {
    @Test func pushSlidesInFromTheTrailingEdgeAndEscPopsBack() {
        let home = FieldScreen(title: "Workplaces 일터", caption: "home screen")
        let navigation = NavigationController(rootViewController: home)
        let scene = ControlScene(width: 40, height: 12, controller: navigation)
        var canvas = scene.render()
        #expect(canvas.trimmedLines[0] == "            Workplaces 일터")
        #expect(canvas.trimmedLines[3] == " home screen")
        home.field.becomeFirstResponder()
        scene.type("카페")

        let detail = FieldScreen(title: "Cafe Blue", caption: "detail screen")
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.topViewController === detail)
        #expect(detail.parent === navigation)
        #expect(scene.window.firstResponder == nil)
        // Frame by frame: the new screen's leading edge moves from 40 to 0, the old one's
        // from 0 to -40, together.
        var edges: [(Double, Double)] = []
        canvas = scene.render()
        edges.append((detail.view.presentationFrame.minX, home.view.presentationFrame.minX))
        while scene.window.needsFrame, edges.count < 40 {
            canvas = scene.step(1.0 / 60)
            edges.append((detail.view.presentationFrame.minX, home.view.presentationFrame.minX))
        }
        #expect(edges.first! == (40, 0))
        #expect(edges.last! == (0, -40))
        #expect(edges.map(\.0) == edges.map(\.0).sorted(by: >))
        #expect(edges.allSatisfy { $0.0 - $0.1 == 40 })
        #expect(edges.count >= 15 && edges.count <= 21)
        #expect(home.view.superview == nil)
        #expect(canvas.trimmedLines[0] == " ‹ Workplaces… Cafe Blue")
        #expect(canvas.trimmedLines[3] == " detail screen")
        #expect(scene.window.keyCommandsInReach.compactMap(\.title) == ["Back"])

        // Halfway through a frame, both screens show, clipped to the content area.
        navigation.popViewController(animated: true)
        _ = scene.render()
        canvas = scene.step(0.15)
        let halfway = canvas.trimmedLines[3]
        #expect(halfway.contains("home") || halfway.contains("screen"), "\(halfway)")
        canvas = scene.step(0.3)
        #expect(canvas.trimmedLines[3] == " home screen")
        #expect(navigation.viewControllers.count == 1)
        #expect(detail.parent == nil)
        #expect(home.field.isFirstResponder)  // focus restored on the screen it left
        #expect(home.field.text == "카페")

        // Esc goes back; at the root it does nothing (and is left to the host).
        navigation.pushViewController(detail, animated: false)
        detail.field.becomeFirstResponder()
        #expect(scene.window.pressKey(.escape))
        #expect(navigation.topViewController === home)
        #expect(!scene.window.pressKey(.escape))
        #expect(scene.log.messages.isEmpty, "\(scene.log.messages)")
    }

    @Test func keysReachTheTopScreenThroughTheNavigationController() {
        final class Counting: ViewController {
            var hits = 0
            override var keyCommands: [KeyCommand]? {
                [KeyCommand(input: "n", title: "New") { [unowned self] in hits += 1 }]
            }
        }
        let top = Counting()
        let navigation = NavigationController(rootViewController: FieldScreen(title: "A", caption: "a"))
        let scene = ControlScene(controller: navigation)
        navigation.pushViewController(top, animated: false)
        #expect(scene.window.pressKey(.character("n")))
        #expect(top.hits == 1)
        #expect(top.navigationController === navigation)
        #expect(scene.window.keyCommandsInReach.compactMap(\.title) == ["New", "Back"])
        // A click on the back title pops.
        #expect(scene.window.click(at: Point(x: 2, y: 0)))
        #expect(navigation.viewControllers.count == 1)
    }
}
