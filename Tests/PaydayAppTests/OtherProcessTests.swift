import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp

/// Another process changes the file while a screen of one workplace is open: the screen follows
/// that workplace (found by its name, never by its row), or closes with a word when it is gone,
/// and never shows another workplace's rows.
@Suite struct OtherProcessTests {
    private static let wage = WageHistory(hourly: 10_320)

    private static func shift(_ day: Int, _ from: Int, _ to: Int) -> Shift {
        Shift(
            date: LocalDate(year: 2026, month: 11, day: day)!, start: TimeOfDay(hour: from, minute: 0)!,
            end: TimeOfDay(hour: to, minute: 0)!)
    }

    /// A file of two workplaces, Cafe (a shift on the 2nd) then Mart (shifts on the 3rd and 4th),
    /// the app on it with Mart's shift list open; and another process's store on the same file.
    private static func mart(_ keys: Key...) throws -> (HeadlessWindow, PaydayScene, DataStore, String) {
        let file = try RecordingWorkTests.temporaryFile()
        let other = DataStore(path: file)
        try other.apply(
            .addWorkplace(Workplace(name: "Cafe", wages: wage, payday: PaydayRule(day: 10), shifts: [shift(2, 9, 13)])))
        try other.apply(
            .addWorkplace(
                Workplace(
                    name: "Mart", wages: wage, payday: PaydayRule(day: 10), shifts: [shift(3, 9, 12), shift(4, 9, 11)]))
        )
        let (screen, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        screen.pressKeys(.down)
        for key in keys { screen.pressKeys(key) }
        return (screen, scene, other, file)
    }

    @Test func aShiftAddedElsewhereShowsInTheOpenListOfItsWorkplace() throws {
        let (screen, scene, other, _) = try Self.mart(.character("s"))
        #expect(screen.lines[0].contains("Mart · Nov 1 – Nov 30"), "\(screen.lines[0])")
        #expect(screen.lines.filter { $0.contains("09:00–") }.count == 2)

        try other.apply(.addShift(workplace: "Mart", Self.shift(5, 14, 18)))
        scene.dataFileDidChange()
        screen.settle()
        let lines = screen.lines
        #expect(lines[0].contains("Mart · Nov 1 – Nov 30"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Thu Nov 5  14:00–18:00") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Tue Nov 3  09:00–12:00") })
        #expect(!lines.contains { $0.contains("Mon Nov 2") }, "never Cafe's rows")
        #expect(scene.navigation.topViewController is ShiftListController)
    }

    /// The workplace before Mart goes: Mart is now the first row, but the list shows Mart still.
    @Test func aWorkplaceRemovedBeforeItKeepsTheListOnItsOwn() throws {
        let (screen, scene, other, _) = try Self.mart(.character("s"))
        try other.apply(.removeWorkplace(name: "Cafe"))
        scene.dataFileDidChange()
        screen.settle()
        let lines = screen.lines
        #expect(lines[0].contains("Mart · Nov 1 – Nov 30"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Tue Nov 3  09:00–12:00") })
        #expect(!lines.contains { $0.contains("Mon Nov 2") })
    }

    @Test(arguments: ["s", "c", "p", "w"] as [Character])
    func theWorkplaceRemovedElsewhereClosesItsScreenWithAWord(key: Character) throws {
        let (screen, scene, other, _) = try Self.mart(.character(key))
        #expect(scene.navigation.topViewController !== scene.home)
        try other.apply(.removeWorkplace(name: "Mart"))
        scene.dataFileDidChange()
        screen.settle()
        let lines = screen.lines
        #expect(scene.navigation.topViewController === scene.home)
        #expect(lines.last?.contains("Mart is no longer in the data file") == true, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("Mart") && $0.contains("D-") }, "no Mart card")
        #expect(lines.contains { $0.contains("Cafe") })
        #expect(screen.log.messages.isEmpty, "\(screen.log.messages)")
    }

    /// What another process records as received (`payday received`) shows on the open payslip:
    /// Mart's November is 5 h at 10,320 = 51,600 and no allowance (under 15 hours a week), no
    /// deductions; 50,000 received is 1,600 short.
    @Test func aReceiptRecordedElsewhereShowsOnTheOpenPayslip() throws {
        let (screen, scene, other, _) = try Self.mart(.character("p"))
        #expect(screen.lines.contains { $0.contains("Received: not recorded") })
        try other.apply(
            .recordReceipt(
                workplace: "Mart",
                Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 50_000), date: nil)))
        scene.dataFileDidChange()
        screen.settle()
        #expect(
            screen.lines.contains { $0.contains("Received ₩50,000 · net owed ₩51,600 · difference -₩1,600") },
            "\(screen.lines.joined(separator: "\n"))")
    }

    /// The receipt sheet over Mart's payslip goes with Mart, and nothing is saved.
    @Test func aReceiptSheetOverAGoneWorkplaceGoesWithIt() throws {
        let (screen, scene, other, file) = try Self.mart(.character("p"), .character("r"))
        #expect(screen.window.topPresentedViewController is ReceiptSheetController)
        try other.apply(.removeWorkplace(name: "Mart"))
        scene.dataFileDidChange()
        screen.settle()
        #expect(screen.window.topPresentedViewController === scene.navigation)
        #expect(scene.navigation.topViewController === scene.home)
        #expect(try RecordingWorkTests.onDisk(file).workplaces.map(\.name) == ["Cafe"])
    }

    /// A form over the list when the workplace goes: the form goes too, and nothing is saved.
    @Test func aSheetOverAGoneWorkplaceGoesWithIt() throws {
        let (screen, scene, other, file) = try Self.mart(.character("s"), .character("a"))
        #expect(screen.window.topPresentedViewController is FormController)
        try other.apply(.removeWorkplace(name: "Mart"))
        scene.dataFileDidChange()
        screen.settle()
        #expect(screen.window.topPresentedViewController === scene.navigation)
        #expect(scene.navigation.topViewController === scene.home)
        #expect(try RecordingWorkTests.onDisk(file).workplaces.map(\.name) == ["Cafe"])
    }
}
