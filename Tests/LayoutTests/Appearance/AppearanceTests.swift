import Foundation
import LayoutTesting
import Terminal
import TerminalHosting
import Testing

@testable import Layout

/// Semantic colours resolved per terminal, light and dark, normal and high contrast; the trait
/// collection views read and hear change at run time; how a host picks the traits from what the
/// terminal said (OSC 11, `COLORFGBG`, the user's override).
@Suite struct AppearanceTests {
    static func traits(
        _ style: UserInterfaceStyle, _ depth: ColorDepth, high: Bool = false
    ) -> TraitCollection {
        TraitCollection(userInterfaceStyle: style, accessibilityContrast: high ? .high : .normal, colorDepth: depth)
    }

    @Test func semanticColoursResolvePerDepthAndStyle() {
        // 24-bit: the palette's values.
        #expect(SemanticColor.secondaryLabel.resolvedColor(with: Self.traits(.dark, .trueColor)) == .rgb(160, 160, 168))
        #expect(
            SemanticColor.secondaryLabel.resolvedColor(with: Self.traits(.light, .trueColor)) == .rgb(100, 100, 108))
        // 256: the nearest cube or grey entry, by hand: to (160,160,168) grey 247 (8 + 10*15 = 158
        // a channel) is at 2²+2²+10² = 108, grey 248 (168) at 8²+8²+0 = 128, the nearest cube
        // entry 145 (175,175,175) at 15²+15²+7² = 499.
        #expect(SemanticColor.secondaryLabel.resolvedColor(with: Self.traits(.dark, .palette256)) == .indexed(247))
        // 16: the stand-ins chosen by hand, bright on dark, normal on light.
        #expect(SemanticColor.destructive.resolvedColor(with: Self.traits(.dark, .ansi16)) == .brightRed)
        #expect(SemanticColor.destructive.resolvedColor(with: Self.traits(.light, .ansi16)) == .red)
        #expect(SemanticColor.tint.resolvedColor(with: Self.traits(.dark, .ansi8)) == .cyan)  // bright folded
        // Monochrome: no colour; the meaning as attributes.
        #expect(SemanticColor.tint.resolvedColor(with: Self.traits(.dark, .monochrome)) == .default)
        #expect(SemanticColor.secondaryLabel.attributes(with: Self.traits(.dark, .monochrome)) == .dim)
        #expect(SemanticColor.secondaryLabel.attributes(with: Self.traits(.dark, .trueColor)) == [])
        // High contrast: stronger values, and never dim on a monochrome screen.
        #expect(
            SemanticColor.secondaryLabel.resolvedColor(with: Self.traits(.dark, .trueColor, high: true))
                == .rgb(215, 215, 222))
        #expect(SemanticColor.secondaryLabel.attributes(with: Self.traits(.dark, .monochrome, high: true)) == [])
        // The terminal's own colours stay its own everywhere.
        for depth in ColorDepth.allCases {
            for style in [UserInterfaceStyle.light, .dark] {
                #expect(SemanticColor.label.resolvedColor(with: Self.traits(style, depth)) == .default)
                #expect(SemanticColor.systemBackground.resolvedColor(with: Self.traits(style, depth)) == .default)
            }
        }
    }

    @Test func everyColourDiffersBetweenLightAndDarkOrIsTheTerminalsOwn() {
        for color in SemanticColor.all where color != .label && color != .systemBackground {
            let light = color.resolvedColor(with: Self.traits(.light, .trueColor))
            let dark = color.resolvedColor(with: Self.traits(.dark, .trueColor))
            #expect(light != dark, "\(color)")
        }
    }

    /// Records every trait change it hears.
    final class TraitView: View {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            changes.append(previousTraitCollection)
        }
    }

    final class TraitController: ViewController {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { changes += 1 }
    }

    @Test func traitsChangeAtRunTimeAndViewsHearIt() {
        let controller = TraitController()
        let screen = HeadlessWindow(width: 20, height: 3, rootViewController: controller)
        let view = TraitView(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let label = Label(text: "Hint", textColor: .secondaryLabel)
        label.frame = Rect(x: 0, y: 1, width: 20, height: 1)
        let pinned = TraitView(frame: Rect(x: 0, y: 2, width: 20, height: 1))
        pinned.overrideUserInterfaceStyle = .light
        controller.view.addSubview(view)
        controller.view.addSubview(label)
        controller.view.addSubview(pinned)
        let dark = Self.traits(.dark, .trueColor)
        screen.window.traitCollection = dark
        screen.render()
        view.changes = []
        pinned.changes = []
        #expect(screen.render()[0, 1].style.foreground == .rgb(160, 160, 168))
        #expect(pinned.traitCollection.userInterfaceStyle == .light)

        screen.window.traitCollection = Self.traits(.light, .trueColor)
        #expect(view.changes == [dark])
        #expect(controller.changes == 1)  // the first collection equalled the default: no change
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(pinned.changes.isEmpty)  // its own override holds it light
        #expect(screen.window.needsFrame)
        #expect(screen.render()[0, 1].style.foreground == .rgb(100, 100, 108))

        // Contrast reaches even the view whose style is its own.
        screen.window.traitCollection = Self.traits(.light, .trueColor, high: true)
        #expect(pinned.changes.count == 1)
        #expect(screen.render()[0, 1].style.foreground == .rgb(50, 50, 56))
        // An override on the controller takes its subtree.
        controller.overrideUserInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.render()[0, 1].style.foreground == .rgb(215, 215, 222))
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
        // Monochrome: the colour's meaning as an attribute (high contrast: not dim).
        screen.window.traitCollection = Self.traits(.dark, .monochrome)
        let cell = screen.render()[0, 1]
        #expect(cell.style.foreground == .default)
        #expect(cell.style.isDim)
    }

    @Test func theHostReadsTheBackgroundThenColorFGBGThenFallsBackToDark() {
        let white = TerminalRGB(red: 255, green: 255, blue: 255)
        let solarizedLight = TerminalRGB(red: 253, green: 246, blue: 227)
        let solarizedDark = TerminalRGB(red: 0, green: 43, blue: 54)
        #expect(!white.isDark)
        #expect(!solarizedLight.isDark)
        #expect(solarizedDark.isDark)
        // Mid grey (119,119,119) has luminance 0.184: light, just; (117,117,117) 0.178: dark.
        #expect(!TerminalRGB(red: 119, green: 119, blue: 119).isDark)
        #expect(TerminalRGB(red: 117, green: 117, blue: 117).isDark)
        let auto = TerminalAppearance.automatic
        #expect(auto.traits(colorDepth: .palette256, background: white, colorFGBG: "15;0").userInterfaceStyle == .light)
        #expect(auto.traits(colorDepth: .palette256, background: nil, colorFGBG: "0;15").userInterfaceStyle == .light)
        #expect(
            auto.traits(colorDepth: .palette256, background: nil, colorFGBG: "15;default;0").userInterfaceStyle == .dark
        )
        #expect(auto.traits(colorDepth: .palette256, background: nil, colorFGBG: nil).userInterfaceStyle == .dark)
        let forced = TerminalAppearance(parsing: "Dark, high-contrast")
        #expect(forced == TerminalAppearance(style: .dark, highContrast: true))
        let traits = forced?.traits(colorDepth: .monochrome, background: white, colorFGBG: nil)
        #expect(
            traits == TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high, colorDepth: .monochrome))
        #expect(TerminalAppearance(parsing: "light") == TerminalAppearance(style: .light))
        #expect(TerminalAppearance(parsing: "auto") == .automatic)
        #expect(TerminalAppearance(parsing: "purple") == nil)
        #expect(TerminalAppearance(parsing: "") == nil)
    }

    @Test func theReplyIsReadOutOfTheInputWhateverSurroundsIt() {
        let reply = Array("a\u{1B}]11;rgb:ffff/8000/0000\u{1B}\\b\u{1B}[?64;1;22cc".utf8)
        let reading = BackgroundQuery.read(reply)
        // 0x8000 of 0xffff is 32768 * 255 / 65535 = 127.502 of 255: 128 rounded.
        #expect(reading.color == TerminalRGB(red: 255, green: 128, blue: 0))
        #expect(reading.isComplete)
        #expect(reading.otherBytes == Array("abc".utf8))
        #expect(
            BackgroundQuery.read(Array("\u{1B}]11;rgba:f/0/0/f\u{07}".utf8)).color
                == TerminalRGB(red: 255, green: 0, blue: 0))
        #expect(BackgroundQuery.read(Array("\u{1B}]11;rgb:zz/00/00\u{07}".utf8)).color == nil)
        #expect(!BackgroundQuery.read(Array("\u{1B}]11;rgb:ff/ff/ff\u{07}".utf8)).isComplete)
        // The colour scheme's answer (CSI ? 997 ; 2 n light, ; 1 n dark) before DA1; an unknown
        // value is left to the input decoder.
        let scheme = BackgroundQuery.read(Array("\u{1B}[?997;2nk\u{1B}[?997;7n\u{1B}[?62c".utf8))
        #expect(scheme.colorScheme == .light)
        #expect(scheme.color == nil)
        #expect(scheme.isComplete)
        #expect(scheme.otherBytes == Array("k\u{1B}[?997;7n".utf8))
        #expect(BackgroundQuery.read(Array("\u{1B}[?997;1n".utf8)).colorScheme == .dark)
        // The start-up request: OSC 11, the scheme question, DA1, byte for byte.
        #expect(
            BackgroundQuery.request == [
                0x1B, 0x5D, 0x31, 0x31, 0x3B, 0x3F, 0x1B, 0x5C, 0x1B, 0x5B, 0x3F, 0x39, 0x39, 0x36, 0x6E, 0x1B, 0x5B,
                0x63,
            ])
    }

    @Test func theStyleIsTheBackgroundsThenTheSchemesThenColorFGBGs() {
        let white = TerminalRGB(red: 255, green: 255, blue: 255)
        let auto = TerminalAppearance.automatic
        // The colour behind the text first, then the terminal's word, then COLORFGBG.
        #expect(
            auto.traits(colorDepth: .trueColor, background: white, colorScheme: .dark, colorFGBG: "15;0")
                .userInterfaceStyle == .light)
        #expect(
            auto.traits(colorDepth: .trueColor, background: nil, colorScheme: .light, colorFGBG: "15;0")
                .userInterfaceStyle == .light)
        #expect(
            auto.traits(colorDepth: .trueColor, background: nil, colorScheme: .dark, colorFGBG: "0;15")
                .userInterfaceStyle == .dark)
        // The user's choice over all of them; `system` is `auto`.
        #expect(
            TerminalAppearance(style: .dark).traits(
                colorDepth: .trueColor, background: white, colorScheme: .light, colorFGBG: nil
            ).userInterfaceStyle == .dark)
        #expect(TerminalAppearance(parsing: "system") == .automatic)
        #expect(TerminalAppearance(parsing: "System, high-contrast") == TerminalAppearance(highContrast: true))
    }

    /// A window host following the terminal: a colour scheme report turns the window at once
    /// (its views hear it and redraw), forgetting the background known so far; the background's
    /// answer after it decides; a forced style holds whatever the terminal says. The reports
    /// are not input: no key reaches the window, nothing quits.
    @Test func theHostFollowsTheTerminalsReports() {
        let controller = TraitController()
        let backend = HeadlessBackend(size: TerminalSize(width: 20, height: 2), colorDepth: .trueColor)
        let host = WindowHost(rootViewController: controller, size: backend.size, clock: backend.clock)
        let label = Label(text: "Hint", textColor: .secondaryLabel)
        label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        controller.view.addSubview(label)
        host.followAppearance(.automatic, of: backend)
        var canvas = Canvas(width: 20, height: 2)
        func hint() -> Color {
            host.render(into: &canvas)
            return canvas[0, 0].style.foreground
        }
        // Whatever COLORFGBG says here, a background answer decides: Solarized's dark base is
        // dark, and secondaryLabel takes its dark value.
        host.handle(.backgroundColor(TerminalRGB(red: 0, green: 43, blue: 54)))  // Solarized dark
        #expect(hint() == .rgb(160, 160, 168))
        let changes = controller.changes
        host.handle(.colorScheme(.light))
        #expect(host.window.traitCollection.userInterfaceStyle == .light)
        #expect(host.terminalColors?.background == nil)
        #expect(controller.changes == changes + 1)
        #expect(host.window.needsFrame)
        #expect(hint() == .rgb(100, 100, 108))
        // The answer to the question asked again: still dark behind the text.
        host.handle(.backgroundColor(TerminalRGB(red: 16, green: 24, blue: 40)))
        #expect(hint() == .rgb(160, 160, 168))
        #expect(!host.shouldQuit)
        // Forced dark: a light report changes nothing.
        host.followAppearance(TerminalAppearance(style: .dark), of: backend)
        host.handle(.colorScheme(.light))
        host.handle(.backgroundColor(TerminalRGB(red: 255, green: 255, blue: 255)))
        #expect(hint() == .rgb(160, 160, 168))
    }
}

/// The appearance gallery: every semantic colour as a label, a tinted and a destructive button,
/// on the snapshot's text and a line per row naming each run's colours, light and dark, normal
/// and high contrast, at 80x24 and 40x20, in 24-bit, 256, 16 colours and monochrome.
@Suite struct AppearanceSnapshotTests {
    final class Gallery: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let stack = StackView()
            stack.axis = .vertical
            view.addSubview(stack)
            stack.snp.makeConstraints { $0.top.leading.trailing.equalToSuperview().inset(1) }
            for color in SemanticColor.all {
                stack.addArrangedSubview(Label(text: color.name, textColor: color))
            }
            let sheet = Label(text: "secondarySystemBackground", textColor: .label)
            sheet.backgroundColor = .secondarySystemBackground
            stack.addArrangedSubview(sheet)
        }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    @Test(arguments: [
        (UserInterfaceStyle.light, AccessibilityContrast.normal), (.dark, .normal), (.light, .high), (.dark, .high),
    ])
    func galleryInEveryDepth(style: UserInterfaceStyle, contrast: AccessibilityContrast) {
        for (width, height) in [(80.0, 24.0), (40.0, 20.0)] {
            var text = ""
            for depth in [ColorDepth.trueColor, .palette256, .ansi16, .monochrome] {
                let screen = HeadlessWindow(width: width, height: height, rootViewController: Gallery())
                screen.window.traitCollection = TraitCollection(
                    userInterfaceStyle: style, accessibilityContrast: contrast, colorDepth: depth)
                text += "== \(screen.window.traitCollection) ==\n" + describeStyles(screen.render())
            }
            let name = "appearance-\(style == .light ? "light" : "dark")-\(contrast == .high ? "high" : "normal")"
            SnapshotDirectory(Self.directory, recordVariable: "PAYDAY_RECORD").expect(
                text, named: "\(name)-\(Int(width))x\(Int(height))")
        }
    }
}
