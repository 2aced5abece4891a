import Foundation
import Payroll
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The card's period line and forecast note on the demo's CGV card (November, paid Dec 18).
@Suite struct CardPeriodWordsTests {
    private func cgv(today: String, language: PayrollLanguage = .english) throws -> CardText {
        let options = try DataOptions.parse(["--demo", "--today", today])
        let session = try PaydaySession.load(
            options: options, language: language, animations: .none, clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
        // The opening page's card, as the home screen makes it (with its forecast).
        let workplaces = session.file.workplaces(asOf: session.today)
        let figures = MonthFigures(
            offset: 0, months: PayMonths(workplaces: workplaces, today: session.today, holidays: session.holidays),
            workplaces: workplaces, basis: session.basis(for: session.file, at: session.startMoment))
        let row = try #require(workplaces.firstIndex { $0.name.hasPrefix("CGV") })
        return CardText(figures.card(at: row), strings: AppStrings(language))
    }

    /// Sunday Nov 29, the period still running: `so far`. Net so far ₩251,620 (gross 278,640 −
    /// 27,020 deducted on the hours so far); expected by payday ₩245,270 (278,640 − 33,370, the
    /// deductions of the whole period): 6,350 less, and the note says why.
    @Test func anExpectedFigureBelowTheFigureSoFarSaysWhy() throws {
        let card = try cgv(today: "2026-11-29")
        #expect(card.netTotal == "₩251,620")
        #expect(card.period.hasSuffix("· so far"), "\(card.period)")
        #expect(card.expected?.contains("₩245,270") == true, "\(card.expected ?? "")")
        #expect(
            card.notes.contains {
                $0.hasPrefix("expected by payday is below the figure so far: deductions are taken on the whole period")
                    && $0.contains("monthly floor")
            }, "\(card.notes)")
        let korean = try cgv(today: "2026-11-29", language: .korean)
        #expect(korean.notes.contains { $0.hasPrefix("급여일 예상액이 지금까지의 금액보다 적습니다") }, "\(korean.notes)")
    }

    /// Sunday Dec 6: November has ended and waits for Dec 18: its dates and payday, no `so far`
    /// (net ₩245,270, as expected on Nov 29), and no forecast note.
    @Test func anEndedPeriodDoesNotSaySoFar() throws {
        let card = try cgv(today: "2026-12-06")
        #expect(card.netTotal == "₩245,270")
        #expect(card.period == "Nov 1 – Nov 30, paid Dec 18", "\(card.period)")
        #expect(!card.notes.contains { $0.hasPrefix("expected by payday is below") })
        let korean = try cgv(today: "2026-12-06", language: .korean)
        #expect(!korean.period.contains("지금까지"), "\(korean.period)")
    }

    /// A job whose first day is Mon Dec 7, paid on the 10th for the month before, seen on Sun
    /// Dec 6: the card shows December (not November, before the job), with its forecast: Mon,
    /// Wed, Fri Dec 7-11, 10:00-16:00 less 30 minutes, 3 × 330 = 990 minutes × 10,320 / 60 =
    /// 170,280, and the week's allowance min(990, 2,400) / 5 = 198 minutes × 10,320 / 60 =
    /// 34,056: ₩204,336 expected by payday.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func aJobStartingThisMonthShowsThisMonth(language: PayrollLanguage) throws {
        let file = try RecordingWorkTests.temporaryFile()
        for arguments in [
            ["workplace", "add", "편의점", "--wage", "10320", "--payday-day", "10"],
            ["workplace", "edit", "편의점", "--start-date", "2026-12-07"],
            [
                "schedule", "add", "편의점", "mon,wed,fri", "10:00", "16:00", "--break", "30", "--from", "2026-12-07",
                "--until", "2026-12-13",
            ],
        ] {
            let result = try runStoreCommand(arguments, file: file, now: "2026-12-06T09:00", environment: [:])
            #expect(result.exitStatus == 0, "\(result.standardError)")
        }
        let options = try DataOptions.parse(["--data", file, "--today", "2026-12-06"])
        let session = try PaydaySession.load(
            options: options, language: language, animations: .none, clock: Date(timeIntervalSince1970: 0),
            timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let months = PayMonths(
            workplaces: session.file.workplaces, today: session.today, holidays: session.holidays)
        #expect(months.nextPay == [PayPeriod(iso: "2026-12")!])
        let screen = try TerminalHost.render(session: session, width: 80, height: 24, keys: "", logSink: { _ in })
            .joined(separator: "\n")
        #expect(screen.contains(language == .english ? "₩204,336" : "204,336원"), "\(screen)")
        #expect(!screen.contains(language == .english ? "Nov 1" : "11월 1일"), "\(screen)")
    }
}
