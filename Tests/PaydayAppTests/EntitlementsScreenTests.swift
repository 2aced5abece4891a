import Foundation
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The workplace screen (`w`: severance and annual leave) and what was received on the payslip
/// screen (`r`), on `Fixtures/entitlements.json` copied to a temporary folder, on Tuesday
/// 2026-12-15 at 09:00 (virtual). Its three jobs, worked by hand (the payroll tests
/// `SeveranceTests`, `AnnualLeaveTests` and `PayDifferencesTests` work the same cases):
///
/// - 편의점: 4 employees, 10,000 won, 20 contracted hours, November 1, 2025 to October 31, 2026,
///   weekday mornings of 4 h from August 3. Service 365 days, all counted: owed. The window is
///   August 1 to October 31, 92 days; its pay 65 shifts x 40,000 = 2,600,000 and 12 weekly
///   allowances of 40,000 = 480,000: 3,080,000 / 92 = 33,478 a day, under the ordinary daily
///   wage 10,000 x 4 h = 40,000, which is used: 40,000 x 30 x 365 / 365 = 1,200,000. Under 5
///   employees no leave accrues.
/// - 마트: 5 employees, 20 contracted hours (a day of leave is 20 / 40 x 8 = 4 h), January 5 to
///   June 30, 2026, every weekday scheduled and worked but Wednesday April 15, taken as leave.
///   Service 177 days (27 + 28 + 31 + 30 + 31 + 30): not owed, 188 days to go. A day for each
///   full month on February 5, March 5, April 5, May 5 and June 5 (the sixth month, June 5 to
///   July 4, is cut by the end): 5 days, 20 h; 4 h taken: 16 h left (4 days), paid out at the
///   end at 16 h x 10,000 = 160,000.
/// - 카페: 3 employees, weekday mornings of November 2-27, 2026: 20 x 40,000 = 800,000 and four
///   weekly allowances of 40,000: net 960,000 (no deductions). 800,000 received is 160,000
///   short, exactly the weekly holiday allowance.
@Suite struct EntitlementsScreenTests {
    static let fixture = AppTestSupport.testsDirectory.appendingPathComponent("Fixtures/entitlements.json").path
    static let start = LocalMoment(date: LocalDate(iso: "2026-12-15")!, time: TimeOfDay(hour: 9, minute: 0)!)
    static let sizes = [TerminalSize(width: 80, height: 24), TerminalSize(width: 40, height: 20)]
    static let languages: [PayrollLanguage] = [.english, .korean]

    /// A copy of the fixture in a fresh folder, and the app on it.
    static func harness(_ language: PayrollLanguage = .english, _ size: TerminalSize = sizes[0]) throws -> (
        HeadlessWindow, PaydayScene, String
    ) {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: fixture, toPath: file)
        let session = try RecordingWorkTests.session(file: file, start: start, language: language)
        let (harness, scene) = AppTestSupport.open(session, size: size)
        return (harness, scene, file)
    }

    /// What a command prints on `file` on the same day.
    static func command(_ arguments: [String], file: String) throws -> CommandResult {
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        switch try PaydayCommand.parseAsRoot(arguments + ["--data", file, "--today", "\(start.date)"]) {
        case let command as EntitlementsCommand: return command.result(clock: clock, timeZone: seoul)
        case let command as DifferencesCommand: return command.result(clock: clock, timeZone: seoul)
        default: throw CancellationError()
        }
    }

    static func keys(_ text: String) -> [Key] { text.map { .character($0) } }

    /// The amount typed into the sheet, then Enter to the date (today's, kept) and Enter to save.
    static let record800000: [Key] = [.character("r")] + keys("800000") + [.enter, .enter]

    /// Each screen: its name and the keys from the home screen (December's page; ← is
    /// November's, where 카페's shifts are).
    static let screens: [(name: String, keys: [Key])] = [
        ("workplace-severance", [.character("w")]),
        ("workplace-leave", [.down, .character("w")]),
        ("workplace-leave-end", [.down, .character("w"), .end]),
        ("payslip-not-received", [.left, .down, .down, .character("p")]),
        ("receipt-sheet", [.left, .down, .down, .character("p"), .character("r")]),
        ("receipt-invalid", [.left, .down, .down, .character("p"), .character("r")] + keys("2000000000")),
        ("payslip-received", [.left, .down, .down, .character("p")] + record800000),
        // Opened again once recorded: the recorded receipt, and the button that removes it.
        ("receipt-sheet-recorded", [.left, .down, .down, .character("p")] + record800000 + [.character("r")]),
    ]

    @Test(arguments: screens.map(\.name))
    func snapshot(_ screen: String) throws {
        let keys = try #require(Self.screens.first { $0.name == screen }).keys
        for language in Self.languages {
            for size in Self.sizes {
                let (harness, _, file) = try Self.harness(language, size)
                defer {
                    try? FileManager.default.removeItem(
                        atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
                }
                for key in keys { harness.pressKeys(key) }
                AppTestSupport.assertSnapshot(
                    RecordingScreenSnapshotTests.text(harness),
                    named: RecordingScreenSnapshotTests.name(language, size, screen))
                #expect(harness.log.messages.isEmpty, "\(screen) \(language) \(size): \(harness.log.messages)")
            }
        }
    }

    /// The screen's lines are the command's, line for line, for every workplace and language;
    /// and the figures worked by hand are among them.
    @Test func theSameFiguresAsTheCommand() throws {
        for language in Self.languages {
            let (harness, scene, file) = try Self.harness(language)
            defer {
                try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
            }
            var shown: [String] = []
            for (index, name) in ["편의점", "마트", "카페"].enumerated() {
                if index > 0 { harness.pressKeys(.down) }
                harness.pressKeys(.character("w"))
                let screen = try #require(scene.navigation.topViewController as? WorkplaceViewController)
                #expect(screen.workplaceName == name)
                // On screen: each line a label, unwrapped (the terms line first).
                let labels = screen.linesView.arrangedSubviews.compactMap {
                    ($0 as? WorkplaceViewController.LineView)?.label.text
                }
                let printed = try Self.command(
                    ["entitlements", name, "--lang", language == .english ? "en" : "ko"], file: file)
                #expect(printed.exitStatus == 0)
                let lines = printed.standardOutput.split(separator: "\n").map(String.init)
                #expect(lines.first == name)
                #expect(Array(labels.dropFirst()) == lines.dropFirst().map { String($0.drop { $0 == " " }) })
                shown += labels
                harness.pressKeys(.escape)
            }
            guard language == .english else { continue }
            for figure in [
                "Counted service: 365 days",
                "Average daily wage: ₩3,080,000 paid for 2026-08-01 – 2026-10-31 / 92 days = ₩33,478",
                "Ordinary daily wage: ₩10,000 × 4h = ₩40,000",
                "Amount: ₩40,000 × 30 × 365 / 365 = ₩1,200,000",
                "None accrues: the workplace has 4 employees; annual leave is the law's at 5 or more.",
                "Service: 2026-01-05 – 2026-06-30, 177 days",
                "Not owed: severance needs a year (365 counted days); 188 more to go.",
                "A day of leave: 4h (contracted hours a week / 40 × 8 h)",
                "− 4h taken on 2026-04-15",
                "Balance: 5 days granted − 4h taken = 16h (4 days)",
                "Paid out at the end (unused leave): 16h × ₩10,000 = ₩160,000",
                "₩10,000/h · 5 employees · 20h a week contracted · 2026-01-05 – 2026-06-30",
            ] {
                #expect(shown.contains(figure), "\(figure)")
            }
            #expect(shown.filter { $0.hasPrefix("+ 1 on ") }.count == 5)
        }
    }

    /// A workplace just added, with no shift yet: nothing to count, for severance or for leave,
    /// said as the command says it.
    @Test func aWorkplaceWithNoShiftYet() throws {
        let file = try RecordingWorkTests.temporaryFile()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        try Data(
            #"{ "version": 1, "workplaces": [ { "name": "새 일터", "employees": 6, "wage": 10320, "payday": { "day": 10 }, "shifts": [] } ] }"#
                .utf8
        ).write(to: URL(fileURLWithPath: file))
        let (harness, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file, start: Self.start))
        harness.pressKeys(.character("w"))
        let screen = try #require(scene.navigation.topViewController as? WorkplaceViewController)
        #expect(
            screen.shownLines == [
                "Severance: no shift yet, so no service to count.", "Annual leave: no shift yet, so none has accrued.",
            ])
        let printed = try Self.command(["entitlements"], file: file).standardOutput
        #expect(printed == (["새 일터"] + screen.shownLines).joined(separator: "\n") + "\n")
    }

    /// `r` on a weekly workplace's payslip records what arrived for that week (Monday to Friday
    /// 10:00-14:00 from November 2 at 10,320, paid on Friday of the week after: 247,680 a week);
    /// the file keeps it under the week's Monday and the card of that week shows it.
    @Test func aWeeksReceiptRecordedOnThePayslip() throws {
        let file = try RecordingWorkTests.temporaryFile()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        var days: [String] = []
        var day = LocalDate(iso: "2026-11-02")!
        while day <= LocalDate(iso: "2026-11-20")! {
            if !day.isWeekend { days.append(#"{ "date": "\#(day)", "start": "10:00", "end": "14:00" }"#) }
            day = day.adding(days: 1)
        }
        try Data(
            """
            { "version": 1, "workplaces": [
              { "name": "주급집", "employees": 5, "wage": 10320, "payday": { "weekday": "fri" },
                "shifts": [ \(days.joined(separator: ", ")) ] } ] }
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let start = LocalMoment(date: LocalDate(iso: "2026-11-28")!, time: TimeOfDay(hour: 9, minute: 0)!)
        let (harness, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file, start: start))
        // The next pay is the week of November 23 (nothing worked); ← is the week of November 16.
        for key in [.left, .character("p")] as [Key] { harness.pressKeys(key) }
        let payslip = try #require(scene.navigation.topViewController as? PayslipViewController)
        #expect(payslip.title == "주급집 · payslip, week of 2026-11-16")
        #expect(payslip.received == nil)
        for key in [.character("r")] + Self.keys("247680") + [.enter, .enter] { harness.pressKeys(key) }
        let week = PayPeriod(weeksFrom: LocalDate(iso: "2026-11-16")!, count: 1)
        let row = try #require(payslip.received)
        #expect(row.receipt == Receipt(period: week, amount: Money(won: 247_680), date: start.date))
        #expect(row.slip.period == week && row.difference == .zero)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains(#"{ "period": "2026-11-16", "amount": 247680, "date": "2026-11-28" }"#), "\(saved)")
        // The history names the week, not its month.
        let last = try #require(try DataStore(path: file).history().entries.last)
        #expect(last.event == .recordedReceipt(workplace: "주급집", period: "2026-11-16", amount: 247_680))
        harness.pressKeys(.escape)
        #expect(harness.lines.contains { $0.contains("received ₩247,680 · difference 0") }, "\(harness.lines)")
    }

    /// A receipt recorded by mistake is taken away from the same sheet: with none recorded the
    /// sheet has no third button; with one, Tab reaches "Remove the record" after Save and
    /// Cancel, and Enter removes it through the store (the history says so, the screen shows it
    /// gone).
    @Test func aReceiptRemovedFromTheSheet() throws {
        let file = try RecordingWorkTests.temporaryFile()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        try Data(
            """
            { "version": 1, "workplaces": [
              { "name": "주급집", "employees": 5, "wage": 10320, "payday": { "weekday": "fri" },
                "shifts": [ { "date": "2026-11-16", "start": "10:00", "end": "14:00" } ],
                "received": [ { "period": "2026-11-16", "amount": 41280 } ] } ] }
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let start = LocalMoment(date: LocalDate(iso: "2026-11-28")!, time: TimeOfDay(hour: 9, minute: 0)!)
        let (harness, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file, start: start))
        // The next pay is the week of November 23, with no receipt; ← on the home screen the week
        // of November 16, whose receipt is recorded.
        for key in [.character("p"), .character("r")] as [Key] { harness.pressKeys(key) }
        let empty = try #require(harness.window.topPresentedViewController as? ReceiptSheetController)
        #expect(empty.removeButton == nil)
        for key in [.escape, .escape, .left, .character("p")] as [Key] { harness.pressKeys(key) }
        let payslip = try #require(scene.navigation.topViewController as? PayslipViewController)
        #expect(payslip.received?.receipt.amount == Money(won: 41_280))
        harness.pressKeys(.character("r"))
        let sheet = try #require(harness.window.topPresentedViewController as? ReceiptSheetController)
        let remove = try #require(sheet.removeButton)
        #expect(harness.lines.contains { $0.contains("Remove the record") }, "\(harness.lines)")
        harness.pressKeys(.tab, .tab, .tab, .tab)
        #expect(harness.window.firstResponder === remove)
        harness.pressKeys(.enter)
        #expect(payslip.received == nil)
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!saved.contains("41280"), "\(saved)")
        let last = try #require(try DataStore(path: file).history().entries.last)
        #expect(last.event == .removedReceipt(workplace: "주급집", period: "2026-11-16", amount: 41_280))
        #expect(harness.lines.contains { $0.contains("Received: not recorded") }, "\(harness.lines)")
    }

    /// `r` on November's payslip of 카페 records what arrived through the store (a history
    /// entry), and the screen shows the difference `payday differences` lists; `u` on the home
    /// screen takes it back.
    @Test func aReceiptRecordedOnThePayslip() throws {
        let (harness, scene, file) = try Self.harness()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        for key in [.left, .down, .down, .character("p")] as [Key] { harness.pressKeys(key) }
        let payslip = try #require(scene.navigation.topViewController as? PayslipViewController)
        #expect(payslip.workplaceName == "카페")
        #expect(payslip.received == nil)
        #expect(payslip.receivedLabel.text == "Received: not recorded (r records it)")
        for key in Self.record800000 { harness.pressKeys(key) }
        let row = try #require(payslip.received)
        #expect(
            row.receipt
                == Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 800_000), date: Self.start.date)
        )
        #expect(row.slip.net == Money(won: 960_000))
        #expect(row.difference == Money(won: -160_000))
        #expect(row.missingParts == [.weeklyHolidayAllowance])
        #expect(
            payslip.receivedLabel.text == """
                Received ₩800,000 on 2026-12-15 · net owed ₩960,000 · difference -₩160,000
                ! what arrived is the pay without the weekly holiday allowance (₩160,000)
                """)
        // In the file, and in its history.
        let saved = try DataFile.load(path: file)
        #expect(saved.workplaces[2].received == [row.receipt])
        let store = DataStore(path: file)
        let last = try #require(try store.history().entries.last)
        #expect(last.source == .app)
        #expect(last.event == .recordedReceipt(workplace: "카페", period: "2026-11", amount: 800_000))
        #expect(RecordingScreenSnapshotTests.text(harness).contains("Recorded what 카페 paid for 2026-11: 800,000 won"))
        // The same figures as the command.
        let json = try Self.command(["differences", "--year", "2026", "--json"], file: file)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let listed = try #require((object["differences"] as? [[String: Any]])?.first)
        #expect(listed["workplace"] as? String == "카페")
        #expect(listed["received"] as? Int == row.receipt.amount.won)
        #expect(listed["owed"] as? Int == row.slip.net.won)
        #expect(listed["difference"] as? Int == row.difference.won)
        #expect(listed["missing"] as? [String] == ["weeklyHolidayAllowance"])
        // Recorded again: replaced (the sheet offers what was recorded), then undone from home.
        harness.pressKeys(.character("r"))
        let sheet = try #require(payslip.presentedViewController as? ReceiptSheetController)
        #expect(sheet.amountField.text == "800000")
        harness.pressKeys(.escape)
        harness.pressKeys(.escape)
        harness.pressKeys(.character("u"))
        #expect(try DataFile.load(path: file).workplaces[2].received.isEmpty)
    }

    /// Nothing invalid reaches the store: an amount past the most a receipt can be, a date with a
    /// digit missing from its year, and no amount at all, each worded under its field; the file
    /// is unchanged.
    @Test func anInvalidReceiptIsNotSaved() throws {
        let (harness, scene, file) = try Self.harness()
        defer {
            try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: file).deletingLastPathComponent().path)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        for key in [.left, .down, .down, .character("p"), .character("r")] as [Key] { harness.pressKeys(key) }
        let payslip = try #require(scene.navigation.topViewController as? PayslipViewController)
        let sheet = try #require(payslip.presentedViewController as? ReceiptSheetController)
        #expect(sheet.check().isEmpty == false)
        #expect(sheet.check()[sheet.amountField] == "required")
        for key in Self.keys("2000000000") { harness.pressKeys(key) }
        #expect(sheet.check()[sheet.amountField] == "0 to 1,000,000,000 won")
        harness.pressKeys(.control("s"))
        #expect(payslip.presentedViewController === sheet)
        sheet.amountField.text = "800000"
        sheet.dateField.text = "0226-12-10"
        #expect(sheet.check()[sheet.dateField] == "1990-01-01 to 2100-12-31")
        sheet.dateField.text = "2026-13-10"
        #expect(sheet.check()[sheet.dateField] == "no month 13: 1 to 12")
        harness.pressKeys(.control("s"))
        #expect(payslip.presentedViewController === sheet)
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        // The store's own rule refuses the same receipt (the form only checks it first).
        let store = DataStore(path: file)
        _ = try store.load()
        let late = Receipt(
            period: PayPeriod(year: 2026, month: 11), amount: Money(won: 800_000), date: LocalDate(iso: "2101-01-01"))
        #expect(throws: StoreError.self) { try store.apply(.recordReceipt(workplace: "카페", late)) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// Where the app only shows a file (`payday render`, the demo) the sheet never opens: the
    /// hint line says nothing is changed there.
    @Test func aReadOnlyFileRecordsNothing() throws {
        let (screen, _) = try AppTestSupport.render(
            file: Self.fixture, width: 80, height: 24, keys: "down down p r")
        #expect(screen.contains("Shown only: payday render never changes your data"), "\(screen)")
    }
}
