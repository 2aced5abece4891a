import Foundation
import LayoutTesting
import Testing

@testable import Layout

@Suite struct DatePickerTests {
    static func calendar(_ locale: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: locale)
        return calendar
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar("en_US").date(from: DateComponents(year: year, month: month, day: day))!
    }

    /// A picker filling a 20x8 window on 21 November 2026 (a Saturday; the 1st is a Sunday).
    private func scene(locale: String = "en_US") -> (ControlScene, DatePicker) {
        let scene = ControlScene(width: 20, height: 8)
        let picker = DatePicker(date: Self.day(2026, 11, 21))
        picker.calendar = Self.calendar(locale)
        picker.frame = Rect(x: 0, y: 0, width: 20, height: 8)
        scene.root.addSubview(picker)
        return (scene, picker)
    }

    private func components(_ date: Date) -> [Int] {
        let parts = Self.calendar("en_US").dateComponents([.year, .month, .day], from: date)
        return [parts.year!, parts.month!, parts.day!]
    }

    /// The picker's colours are semantic, resolved for its traits (the palette's values: tint
    /// dark 90,200,250 / light 0,110,190; secondaryLabel 160,160,168 / 100,100,108;
    /// tertiaryLabel 118,118,126 / 140,140,148): the arrows that lead somewhere and the chosen
    /// day tinted (bold and underlined, reversed once focused), the weekdays secondary, the days
    /// past a limit and a disabled picker tertiary; the other days the terminal's own colour.
    @Test func theGridTakesSemanticColoursForItsTraits() {
        let (scene, picker) = scene()
        picker.maximumDate = Self.day(2026, 11, 21)  // › leads nowhere, the 22nd-30th are past
        var canvas = scene.render()
        #expect(canvas[0, 0].style.foreground == .rgb(90, 200, 250))  // ‹
        #expect(canvas[19, 0].style.foreground == .rgb(118, 118, 126))  // ›
        #expect(canvas[0, 1].style.foreground == .rgb(160, 160, 168))  // Su
        #expect(canvas[18, 4].style.foreground == .rgb(90, 200, 250))  // the 21st, chosen
        #expect(canvas[18, 4].style.isBold && canvas[18, 4].style.isUnderlined && !canvas[18, 4].style.isReversed)
        #expect(canvas[15, 4].style.foreground == .default)  // the 20th
        #expect(canvas[12, 5].style.foreground == .rgb(118, 118, 126))  // the 26th
        scene.window.traitCollection = TraitCollection(userInterfaceStyle: .light)
        picker.becomeFirstResponder()
        canvas = scene.render()
        #expect(canvas[0, 0].style.foreground == .rgb(0, 110, 190))
        #expect(canvas[0, 1].style.foreground == .rgb(100, 100, 108))
        #expect(canvas[18, 4].style.foreground == .rgb(0, 110, 190) && canvas[18, 4].style.isReversed)
        #expect(canvas[12, 5].style.foreground == .rgb(140, 140, 148))
        picker.isEnabled = false
        canvas = scene.render()
        #expect(canvas[0, 0].style.foreground == .rgb(140, 140, 148))
        #expect(canvas[15, 4].style.foreground == .rgb(140, 140, 148))
        #expect(canvas[18, 4].style.foreground == .rgb(140, 140, 148) && canvas[18, 4].style.isUnderlined)
        // Monochrome: the tint bold, the faded days dim.
        picker.isEnabled = true
        scene.window.traitCollection = TraitCollection(colorDepth: .monochrome)
        canvas = scene.render()
        #expect(canvas[0, 0].style.isBold && canvas[19, 0].style.isDim && canvas[0, 1].style.isDim)
    }

    @Test func theMonthGridInEnglishAndKorean() {
        let (english, _) = scene()
        expectScreen(
            english.render(),
            equals: """
                ‹  November 2026   ›
                Su Mo Tu We Th Fr Sa
                 1  2  3  4  5  6  7
                 8  9 10 11 12 13 14
                15 16 17 18 19 20 21
                22 23 24 25 26 27 28
                29 30
                """)
        let (korean, _) = scene(locale: "ko_KR")
        expectScreen(
            korean.render(),
            equals: """
                ‹   2026년 11월    ›
                일 월 화 수 목 금 토
                 1  2  3  4  5  6  7
                 8  9 10 11 12 13 14
                15 16 17 18 19 20 21
                22 23 24 25 26 27 28
                29 30
                """)
    }

    /// The words are the picker's own (`DatePickerWords`), not the locale's data: Korean for any
    /// Korean locale, English for every other language (Japanese too).
    @Test func theWordsAreKoreanForAKoreanLocaleAndEnglishOtherwise() {
        for (locale, title, weekdays) in [
            ("ko", "‹   2026년 11월    ›", "일 월 화 수 목 금 토"), ("ja_JP", "‹  November 2026   ›", "Su Mo Tu We Th Fr Sa"),
            ("de_DE", "‹  November 2026   ›", "Mo Tu We Th Fr Sa Su"),
        ] {
            let (scene, _) = scene(locale: locale)
            let lines = scene.render().lines
            #expect(lines.prefix(2) == [title, weekdays], "\(locale)")
        }
    }

    /// Told its language (`languageCode`, UIKit's `locale` by its language), the picker speaks
    /// it whatever the calendar's locale: a program on FoundationEssentials alone reads every
    /// `Locale` as `en_001`. Set back to nil, the calendar's locale speaks again.
    @Test func theLanguageCodeChoosesTheWordsOverTheCalendarsLocale() {
        let (scene, picker) = scene(locale: "en_US")
        picker.languageCode = Locale.LanguageCode("ko")
        #expect(scene.render().lines.prefix(2) == ["‹   2026년 11월    ›", "일 월 화 수 목 금 토"])
        picker.calendar = Self.calendar("ko_KR")
        picker.languageCode = Locale.LanguageCode("en")
        #expect(scene.render().lines.prefix(2) == ["‹  November 2026   ›", "Su Mo Tu We Th Fr Sa"])
        picker.languageCode = nil
        #expect(scene.render().lines.prefix(2) == ["‹   2026년 11월    ›", "일 월 화 수 목 금 토"])
    }

    @Test func keysMoveByDayWeekAndMonthAndSendValueChanged() {
        let (scene, picker) = scene()
        var changes = 0
        picker.addAction(Control.Action { _ in changes += 1 }, for: .valueChanged)
        picker.becomeFirstResponder()
        let steps: [(KeyPress, [Int])] = [
            (.rightArrow, [2026, 11, 22]), (.downArrow, [2026, 11, 29]), (.pageDown, [2026, 12, 29]),
            (.end, [2026, 12, 31]), (.pageUp, [2026, 11, 30]), (.downArrow, [2026, 12, 7]),
            (.home, [2026, 12, 1]), (.leftArrow, [2026, 11, 30]), (.upArrow, [2026, 11, 23]),
        ]
        for (key, expected) in steps {
            scene.window.pressKey(key)
            #expect(components(picker.date) == expected, "after \(key)")
        }
        #expect(changes == steps.count)
        // Setting the date in code sends nothing.
        picker.date = Self.day(2027, 1, 1)
        #expect(changes == steps.count)
        #expect(components(picker.date) == [2027, 1, 1])
    }

    @Test func limitsHoldTheKeysAndRefuseClicksOutside() {
        let (scene, picker) = scene()
        picker.minimumDate = Self.day(2026, 11, 10)
        picker.maximumDate = Self.day(2026, 11, 25)
        var changes = 0
        picker.addAction(Control.Action { _ in changes += 1 }, for: .valueChanged)
        picker.becomeFirstResponder()
        scene.window.pressKey(.pageDown)  // 21 December is past the maximum: the 25th
        #expect(components(picker.date) == [2026, 11, 25])
        scene.window.pressKey(.rightArrow)  // already the last allowed day: nothing
        #expect(components(picker.date) == [2026, 11, 25])
        #expect(changes == 1)
        scene.window.pressKey(.home)  // the 1st is before the minimum: the 10th
        #expect(components(picker.date) == [2026, 11, 10])
        // The 5th (row 2 + 0, x 12-13) is outside: a click does nothing; the 15th (row 4, x 0-1) is chosen.
        scene.window.click(at: Point(x: 13, y: 2))
        #expect(components(picker.date) == [2026, 11, 10])
        scene.window.click(at: Point(x: 1, y: 4))
        #expect(components(picker.date) == [2026, 11, 15])
        // The gap between two days chooses nothing.
        scene.window.click(at: Point(x: 2, y: 4))
        #expect(components(picker.date) == [2026, 11, 15])
        // Days outside the limits are tertiaryLabel (dark: 118,118,126); the chosen day is
        // reversed while focused.
        let canvas = scene.render()
        #expect(
            canvas[12, 2].style.foreground == .rgb(118, 118, 126)
                && canvas[13, 2].style.foreground == .rgb(118, 118, 126))
        #expect(canvas[6, 3].style.foreground == .default && canvas[7, 3].style.foreground == .default)  // the 10th
        #expect(canvas[0, 4].style.isReversed && canvas[1, 4].style.isReversed)
        // A date set in code outside the limits is held inside them.
        picker.date = Self.day(2026, 12, 24)
        #expect(components(picker.date) == [2026, 11, 25])
    }

    @Test func theArrowsOfTheTitleTurnTheMonth() {
        let (scene, picker) = scene()
        var changes = 0
        picker.addAction(Control.Action { _ in changes += 1 }, for: .valueChanged)
        scene.window.click(at: Point(x: 19, y: 0))
        #expect(components(picker.date) == [2026, 12, 21])
        scene.window.click(at: Point(x: 0, y: 0))
        scene.window.click(at: Point(x: 0, y: 0))
        #expect(components(picker.date) == [2026, 10, 21])
        #expect(changes == 3)
        expectScreen(
            scene.render(),
            equals: """
                ‹   October 2026   ›
                Su Mo Tu We Th Fr Sa
                             1  2  3
                 4  5  6  7  8  9 10
                11 12 13 14 15 16 17
                18 19 20 21 22 23 24
                25 26 27 28 29 30 31
                """)
    }
}
