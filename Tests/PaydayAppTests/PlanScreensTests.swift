import Foundation
import Layout
import LayoutTesting
import Payroll
import PayrollWords
import Terminal
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The plan screens on Fixtures/plans.json (today Saturday Nov 21 2026; Cafe Plan: Mondays and
/// Wednesdays 09:00-13:00 from Nov 1, at 10,320 won, 3 employees, paid the 10th of the next
/// month, no weekly holiday allowance; shifts recorded Nov 2, 4, 9, 18; sick Nov 16; Bookstore:
/// shifts Nov 5 and 6, 13:00-17:00, paid the 15th, no schedule): the shift list's planned rows,
/// the schedule screen and its form, money ahead, and the calendar of every workplace.
@Suite struct PlanScreensTests {
    static let plansFile = ForecastCardTests.plansFile

    private func check(_ name: String, language: PayrollLanguage = .english, width: Int, height: Int, keys: String)
        throws
    {
        let (screen, log) = try AppTestSupport.render(
            file: Self.plansFile, language: language, width: width, height: height, keys: keys)
        #expect(log.isEmpty, "layout log: \(log)")
        AppTestSupport.assertSnapshot(screen, named: name)
    }

    /// Each screen at 80x24 and 40x20, in English and Korean.
    @Test(arguments: [
        ("shift-list-planned", "s"), ("schedule", "S"), ("money-ahead", "m"),
        ("all-calendar", "C"), ("all-calendar-filtered", "C tab"),
    ])
    func snapshots(screen: String, keys: String) throws {
        for (language, code) in [(PayrollLanguage.english, "en"), (.korean, "ko")] {
            for (width, height) in [(80, 24), (40, 20)] {
                try check(
                    "\(code)-\(width)x\(height)-\(screen)", language: language, width: width, height: height, keys: keys
                )
            }
        }
    }

    /// An empty list's words wrap on a narrow screen, whole in both languages: Fixtures/
    /// workplaces.json's Cafe Blue has no schedule, and its sentence is wider than 40 columns.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func anEmptyListsWordsWrap(language: PayrollLanguage) throws {
        let (screen, log) = try AppTestSupport.render(language: language, width: 40, height: 10, keys: "S")
        #expect(log.isEmpty, "layout log: \(log)")
        let words = AppStrings(language).scheduleWords.empty
        let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(lines.firstIndex { !$0.isEmpty && words.hasPrefix($0) }, "\(screen)")
        #expect(lines[first] != words, "the sentence fits 40 columns: the test shows nothing")
        #expect(lines[first] + " " + lines[first + 1] == words, "\(screen)")
    }

    /// The schedule form (the demo and `render` change nothing, so on a copy of the file): a new
    /// entry for Cafe Plan, offered its entry's times and today as the first day.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func scheduleFormSnapshots(language: PayrollLanguage) throws {
        for (width, height) in [(80, 24), (40, 20)] {
            let file = try RecordingWorkTests.temporaryFile()
            try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
            let (screen, _) = AppTestSupport.open(
                try RecordingWorkTests.session(file: file, language: language),
                size: TerminalSize(width: width, height: height))
            screen.pressKeys(.character("S"), .character("a"))
            let code = language == .english ? "en" : "ko"
            AppTestSupport.assertSnapshot(
                RecordingScreenSnapshotTests.text(screen), named: "\(code)-\(width)x\(height)-schedule-form")
        }
    }

    /// A planned day still ahead with an absence recorded (leave on Monday Nov 23, taken on
    /// Saturday Nov 21) will not be worked: the schedule's count says so as the calendar marks it
    /// (`−`) and as the card's forecast leaves it out, on the screen and in `payday schedule
    /// list` alike (both counted it as ahead: `3 ahead`). Korean counts its days (`예정 2일`). Both
    /// count with the same words and kinds (`RuleWords.plannedCounts`): the screen once said
    /// `2 excused` / `사유 부재 2일` and the command `근무함` and `빠짐` where the screen said `근무`
    /// and `결근`.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func aDayAheadWithAnAbsenceCountsAsExcused(language: PayrollLanguage) throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        let now = "2026-11-21T09:00"
        let absence = try runStoreCommand(
            ["absence", "add", "Cafe Plan", "2026-11-23", "leave"], file: file, now: now, environment: [:])
        #expect(absence.exitStatus == 0)
        let (screen, _) = AppTestSupport.open(
            try AppTestSupport.session(file: file, language: language), size: TerminalSize(width: 80, height: 24))
        screen.pressKeys(.character("S"))
        let listed = try runStoreCommand(
            ["schedule", "list", "Cafe Plan", "--lang", language.rawValue], file: file, now: now, environment: [:]
        ).standardOutput
        switch language {
        case .english:
            #expect(
                screen.lines.contains {
                    $0.contains("Nov 1 – Nov 30: 4 worked · 2 ahead · 1 missed · 1 leave · 1 sick")
                })
            #expect(
                listed.contains("2026-11-01 – 2026-11-30: 4 worked, 2 ahead, 1 missed, 1 leave, 1 sick"), "\(listed)")
        case .korean:
            #expect(screen.lines.contains { $0.contains("11월 1일 – 11월 30일: 근무 4일 · 예정 2일 · 결근 1일 · 연차 1일 · 병가 1일") })
            #expect(listed.contains("2026-11-01 – 2026-11-30: 근무 4일, 예정 2일, 결근 1일, 연차 1일, 병가 1일"), "\(listed)")
        }
    }

    // MARK: The shift list's plans

    /// Cafe Plan's November: the four shifts worked, then Nov 23, 25 and 30 planned by the
    /// schedule (nothing recorded for them yet), each in its week, marked and dimmed; the sick
    /// Nov 16 is a row of its own (an absence, dimmed, marked −), and so is the missed Nov 11
    /// (passed with nothing recorded and no reason: dimmed, marked ×).
    @Test func plannedShiftsAreRowsOfTheirWeeksMarkedAsPlanned() throws {
        let (screen, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.plansFile))
        let place = try #require(scene.records.workplace(named: "Cafe Plan"))
        let november = PayPeriod(containing: LocalDate(iso: "2026-11-01")!)
        let rows = ShiftListRows.rows(
            of: place, in: november.start...november.end, now: scene.records.basis.now,
            holidays: scene.records.session.holidays)
        #expect(rows.map(\.shift.date.day) == [2, 4, 9, 11, 16, 18, 23, 25, 30])
        #expect(rows.map(\.isPlanned) == [false, false, false, true, true, false, true, true, true])
        #expect(rows.map(\.absence) == [nil, nil, nil, nil, .sick, nil, nil, nil, nil])
        #expect(rows[3].kind == .missed)
        screen.pressKeys(.character("s"))
        let lines = screen.lines
        let planned = lines.filter { $0.hasPrefix(" ○") }
        #expect(planned.count == 3, "\(lines.joined(separator: "\n"))")
        #expect(planned.allSatisfy { $0.contains("09:00–13:00") && $0.contains("₩41,280") })
        // The week of Nov 23: nothing worked yet, 8h planned (two shifts of 4h).
        #expect(lines.contains { $0.contains("Week of Nov 23 · - · weekly allowance - · 8h planned") })
        // Dimmed: the planned row's cells carry the dim attribute.
        let row = try #require(lines.firstIndex { $0.hasPrefix(" ○") })
        let canvas = screen.render()
        #expect(canvas[5, row].style.attributes.contains(.dim))
        let worked = try #require(lines.firstIndex { $0.contains("Wed Nov 18") })
        #expect(!canvas[5, worked].style.attributes.contains(.dim))
    }

    /// Enter on a planned day records it (the add form offers its date and times); `d` on it
    /// says how to change a plan instead of deleting. On the sick day's row, Enter and `d` say
    /// where an absence is changed (x in the calendar), and change nothing.
    @Test func enterOnAPlannedDayRecordsItAndDSaysWhatToDo() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        let (screen, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        screen.pressKeys(.character("s"), .end)
        // The selection starts on the first row; walk down to the sick Mon Nov 16 (row 5: the
        // missed Wed Nov 11 before it).
        screen.pressKeys(.down, .down, .down, .down)
        for key in [Key.character("d"), .enter] {
            screen.pressKeys(key)
            #expect(screen.lines.contains { $0.contains("A day recorded as not worked") }, "\(screen.lines)")
        }
        #expect(FileManager.default.contents(atPath: file) == FileManager.default.contents(atPath: Self.plansFile))
        // Mon Nov 23 (row 6: Wed Nov 18 between).
        screen.pressKeys(.down, .down)
        screen.pressKeys(.character("d"))
        #expect(screen.lines.contains { $0.contains("A planned day of the schedule") }, "\(screen.lines)")
        screen.pressKeys(.enter)
        #expect(screen.lines.contains { $0.contains("2026-11-23") && $0.contains("[") }, "\(screen.lines)")
        screen.pressKeys(.control("s"))
        let disk = try RecordingWorkTests.onDisk(file)
        #expect(
            disk.workplaces[0].shifts.contains(
                Shift(
                    date: RecordingWorkTests.monday, start: TimeOfDay(hour: 9, minute: 0)!,
                    end: TimeOfDay(hour: 13, minute: 0)!)))
    }

    // MARK: The schedule screen

    /// A new entry through the keys: `S`, `a`, the days 1 3 5 (Mon, Wed, Fri), Tab to the start,
    /// 18:00 to 23:00 with a 30-minute break from Dec 1 through Feb 28; saved in the file (with a
    /// history entry), shown in the list, and `u` takes it back.
    @Test func anEntryAddedThroughTheFormIsInTheFileAndUndoes() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        let (screen, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        screen.pressKeys(.down, .character("S"))
        #expect(scene.navigation.topViewController is ScheduleViewController)
        #expect(screen.lines[0].contains("Bookstore · schedule"), "\(screen.lines[0])")
        #expect(screen.lines.contains { $0.contains("No schedule yet") })
        screen.pressKeys(.character("a"))
        RecordingWorkTests.type("135", into: screen)
        screen.pressKeys(.tab, .control("u"))
        RecordingWorkTests.type("18:00", into: screen)
        screen.pressKeys(.enter, .control("u"))
        RecordingWorkTests.type("23:00", into: screen)
        screen.pressKeys(.enter, .control("u"))
        RecordingWorkTests.type("30", into: screen)
        screen.pressKeys(.enter, .control("u"))
        RecordingWorkTests.type("2026-12-01", into: screen)
        screen.pressKeys(.enter)
        RecordingWorkTests.type("2027-02-28", into: screen)
        screen.pressKeys(.enter)
        let entry = ScheduleEntry(
            days: [.monday, .wednesday, .friday], start: TimeOfDay(hour: 18, minute: 0)!,
            end: TimeOfDay(hour: 23, minute: 0)!, breakMinutes: 30, from: LocalDate(iso: "2026-12-01")!,
            until: LocalDate(iso: "2027-02-28"))
        var disk = try RecordingWorkTests.onDisk(file)
        #expect(disk.workplaces[1].schedule == [entry])
        #expect(screen.lines.contains { $0.contains("Mo We Fr  18:00–23:00  break 30  from 2026-12-01") })
        // 3 days × 4h 30m paid = 13h 30m a week.
        #expect(screen.lines.contains { $0.contains("13h 30m/wk") })
        let history = try DataStore(path: file).history()
        #expect(
            history.entries.contains {
                if case .changedPlan("Bookstore", .scheduleAdded, _) = $0.event { true } else { false }
            })
        screen.pressKeys(.character("u"))
        disk = try RecordingWorkTests.onDisk(file)
        #expect(disk.workplaces[1].schedule.isEmpty)
    }

    /// The form checks as typed with `PlanRules`, worded by `RuleWords` (English and Korean):
    /// no day chosen; a break as long as the shift; the last day before the first; an overlap
    /// with the other entry. Save does nothing while one stands.
    @Test(arguments: [PayrollLanguage.english, .korean])
    func theFormRefusesWhatTheRulesRefuse(language: PayrollLanguage) throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        let (screen, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file, language: language))
        let english = language == .english
        screen.pressKeys(.character("S"), .character("a"))
        // Offered: the latest entry's days none, its times 09:00-13:00, from today.
        screen.pressKeys(.control("s"))
        #expect(screen.lines.contains { $0.contains(english ? "choose at least one day" : "요일을 하나 이상 고르세요") })
        // Monday 09:00-13:00 overlaps the Mon/Wed entry.
        RecordingWorkTests.type("1", into: screen)
        #expect(
            screen.lines.contains {
                $0.contains(english ? "overlaps mon,wed 09:00-13:00" : "월,수 09:00-13:00과 겹칩니다")
            }, "\(screen.lines.joined(separator: "\n"))")
        // Tuesday instead: no overlap. Break 240 of a 240-minute shift.
        RecordingWorkTests.type("12", into: screen)
        screen.pressKeys(.tab, .enter, .enter, .control("u"))
        RecordingWorkTests.type("240", into: screen)
        #expect(
            screen.lines.contains {
                $0.contains(english ? "must be shorter than the shift (240 min)" : "근무 시간(240분)보다 짧아야 합니다")
            })
        screen.pressKeys(.control("u"))
        RecordingWorkTests.type("0", into: screen)
        screen.pressKeys(.enter, .enter)
        RecordingWorkTests.type("2026-11-01", into: screen)
        #expect(
            screen.lines.contains {
                $0.contains(english ? "before the first day (2026-11-23)" : "시작일(2026-11-23)보다 앞입니다")
            })
        screen.pressKeys(.control("s"))
        #expect(try RecordingWorkTests.onDisk(file).workplaces[0].schedule.count == 1, "nothing saved while invalid")
    }

    /// The schedule form reads its fields as every form does (`FieldText`): `9:30` is a time, and
    /// what cannot be read is said under the field, the keys kept as typed.
    @Test func theScheduleFormKeepsEveryKey() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        let (screen, _) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        screen.pressKeys(.down, .character("S"), .character("a"))
        RecordingWorkTests.type("2", into: screen)
        screen.pressKeys(.tab, .control("u"))
        RecordingWorkTests.type("25:00", into: screen)
        #expect(screen.lines.contains { $0.contains("no hour 25: 0 to 23") }, "\(screen.lines.joined(separator: "\n"))")
        #expect(screen.lines.contains { $0.contains("25:00") })
        screen.pressKeys(.control("u"))
        RecordingWorkTests.type("9:30", into: screen)
        #expect(!screen.lines.contains { $0.contains("no hour") || $0.contains("not a time") })
        screen.pressKeys(.enter, .control("u"))
        RecordingWorkTests.type("1330", into: screen)
        screen.pressKeys(.enter, .control("u"))
        RecordingWorkTests.type("30.5", into: screen)
        #expect(screen.lines.contains { $0.contains("a whole number, without a decimal point") })
        screen.pressKeys(.control("u"))
        RecordingWorkTests.type("30", into: screen)
        screen.pressKeys(.control("s"))
        let entry = try #require(try RecordingWorkTests.onDisk(file).workplaces[1].schedule.first)
        #expect(entry.startTime == TimeOfDay(hour: 9, minute: 30) && entry.endTime == TimeOfDay(hour: 13, minute: 30))
        #expect(entry.breakMinutes == 30 && entry.days == [.tuesday])
    }

    /// Another process adds a schedule entry while the screen is open: it shows at once.
    @Test func anotherProcessesChangeShows() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        let (screen, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        screen.pressKeys(.character("S"))
        #expect(screen.lines.filter { $0.contains("/wk") }.count == 1)
        let entry = ScheduleEntry(
            days: [.saturday], start: TimeOfDay(hour: 10, minute: 0)!, end: TimeOfDay(hour: 14, minute: 0)!,
            from: LocalDate(iso: "2026-11-28")!)
        try DataStore(path: file).apply(.addScheduleEntry(workplace: "Cafe Plan", entry))
        scene.dataFileDidChange()
        screen.settle()
        #expect(screen.lines.contains { $0.contains("Sa  10:00–14:00  break 0  from 2026-11-28") }, "\(screen.lines)")
        #expect(screen.lines.filter { $0.contains("/wk") }.count == 2)
    }

    // MARK: Money ahead

    /// Worked by hand (no deductions: the file asks for none; 3 employees, under 15 hours a week:
    /// no paid holidays; no weekly allowance):
    /// - Dec 10, Cafe Plan, November: worked Nov 2, 4, 9, 18, 4h each at 10,320 = 4 × 41,280 =
    ///   165,120 so far; planned Nov 23, 25, 30 = 123,840; expected 288,960.
    /// - Dec 15, Bookstore, November: Nov 5 and 6 = 82,560 (nothing planned).
    /// - Jan 10, Cafe Plan, December: Mondays 7, 14, 21, 28 and Wednesdays 2, 9, 16, 23, 30 = 9 ×
    ///   41,280 = 371,520 (Bookstore's December pays nothing: left out).
    /// - Feb 10, Cafe Plan, January: Mondays 4, 11, 18, 25, Wednesdays 6, 13, 20, 27 = 8 × 41,280 =
    ///   330,240. Through Feb 21 (three months on); total 1,073,280.
    /// The same paydays and figures as `payday paydays`.
    @Test func moneyAheadIsWhatPaydaysPrints() throws {
        let (screen, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.plansFile))
        screen.pressKeys(.character("m"))
        let money = try #require(scene.navigation.topViewController as? MoneyAheadViewController)
        #expect(money.paydays.map(\.payday.description) == ["2026-12-10", "2026-12-15", "2027-01-10", "2027-02-10"])
        #expect(money.paydays.map(\.expected.net.won) == [288_960, 82_560, 371_520, 330_240])
        #expect(money.paydays.map(\.earned.won) == [165_120, 82_560, 0, 0])
        let text = screen.lines.joined(separator: "\n")
        for amount in [
            "₩288,960", "₩82,560", "₩371,520", "₩330,240", "so far ₩165,120", "planned: 3 shifts, 12h", "+₩123,840",
            "Total ₩1,073,280 · 4 paydays",
        ] {
            #expect(text.contains(amount), "\(amount) in\n\(text)")
        }
        let command = try PaydaysCommand.parse(["--data", Self.plansFile, "--today", AppTestSupport.today, "--json"])
        let output = command.result(
            clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let printed = try #require(object["paydays"] as? [[String: Any]])
        #expect(printed.map { $0["payday"] as? String } == money.paydays.map(\.payday.description))
        #expect(printed.map { $0["workplace"] as? String } == money.paydays.map(\.workplace))
        #expect(printed.map { $0["earned"] as? Int } == money.paydays.map(\.earned.won))
        #expect(
            printed.map { ($0["expected"] as? [String: Any])?["net"] as? Int } == money.paydays.map(\.expected.net.won))
        #expect(object["total"] as? Int == 1_073_280)
    }

    // MARK: The calendar of every workplace

    /// November: Cafe Plan's column (first) and Bookstore's (second): Nov 2 worked at the cafe
    /// only, Nov 5 at the bookstore only, Nov 11 missed, Nov 16 excused, Nov 23 planned. Tab
    /// shows the cafe alone, then the bookstore, then all again.
    @Test func marksEveryWorkplaceInItsColumnAndFilters() throws {
        let (screen, scene) = AppTestSupport.open(try AppTestSupport.session(file: Self.plansFile))
        screen.pressKeys(.character("C"))
        let calendar = try #require(scene.navigation.topViewController as? AllWorkplacesCalendarViewController)
        func marks(_ day: Int) -> [CalendarDayView.PlanMark?] {
            (calendar.marks[LocalDate(year: 2026, month: 11, day: day)!] ?? []).map(\.mark)
        }
        #expect(marks(2) == [.worked, nil])
        #expect(marks(5) == [nil, .worked])
        #expect(marks(11) == [.missed, nil])
        #expect(marks(16) == [.excused, nil])
        #expect(marks(23) == [.planned, nil])
        #expect(marks(3).isEmpty)
        // Each column in its workplace's colour.
        #expect(
            calendar.marks[LocalDate(year: 2026, month: 11, day: 2)!]?.map(\.color) == [
                WorkplaceColors.color(at: 0), WorkplaceColors.color(at: 1),
            ])
        // The days' figures across workplaces: Nov 5 is the bookstore's 4h, ₩41,280.
        #expect(
            calendar.figures[LocalDate(year: 2026, month: 11, day: 5)!]
                == DayFigures(paidMinutes: 240, pay: Money(won: 41_280)))
        screen.pressKeys(.tab)
        #expect(calendar.filter == "Cafe Plan")
        #expect(marks(5).isEmpty)
        #expect(marks(2) == [.worked])
        #expect(screen.lines[0].contains("Cafe Plan · November 2026"))
        screen.pressKeys(.tab)
        #expect(calendar.filter == "Bookstore")
        #expect(marks(5) == [.worked])
        screen.pressKeys(.tab)
        #expect(calendar.filter == nil)
        #expect(screen.lines[0].contains("All workplaces · November 2026"))
    }

    /// The marks' colours are semantic: each resolves differently on a light and a dark terminal.
    @Test func markColoursAreSemanticAndFollowTheTheme() {
        let light = TraitCollection(userInterfaceStyle: .light, colorDepth: .trueColor)
        let dark = TraitCollection(userInterfaceStyle: .dark, colorDepth: .trueColor)
        for mark in CalendarDayView.PlanMark.allCases {
            #expect(mark.color.resolvedColor(with: light) != mark.color.resolvedColor(with: dark), "\(mark)")
        }
        #expect(CalendarDayView.PlanMark.worked.color == .success)
        #expect(CalendarDayView.PlanMark.missed.color == .destructive)
        for color in WorkplaceColors.palette {
            #expect(color.resolvedColor(with: light) != color.resolvedColor(with: dark), "\(color)")
        }
    }

    /// Another process saves a shift (Bookstore, Tue Dec 1, 13:00-17:00, paid Jan 15) and a
    /// schedule day: money ahead gains the payday and the calendar of every workplace its mark,
    /// each while open.
    @Test func moneyAheadAndTheCalendarFollowAnotherProcess() throws {
        let file = try RecordingWorkTests.temporaryFile()
        try FileManager.default.copyItem(atPath: Self.plansFile, toPath: file)
        // The app's clock: Monday Nov 23, 09:00 (the same paydays through Feb 23).
        let (screen, scene) = AppTestSupport.open(try RecordingWorkTests.session(file: file))
        screen.pressKeys(.character("m"))
        let money = try #require(scene.navigation.topViewController as? MoneyAheadViewController)
        #expect(money.paydays.count == 4)
        let december = LocalDate(iso: "2026-12-01")!
        let shift = Shift(date: december, start: TimeOfDay(hour: 13, minute: 0)!, end: TimeOfDay(hour: 17, minute: 0)!)
        try DataStore(path: file).apply(.addShift(workplace: "Bookstore", shift))
        scene.dataFileDidChange()
        screen.settle()
        // Jan 15, Bookstore, December: the shift entered ahead, 41,280, all of it planned.
        #expect(money.paydays.map(\.payday.description).contains("2027-01-15"))
        #expect(screen.lines.joined(separator: "\n").contains("Total ₩1,114,560 · 5 paydays"), "\(screen.lines)")
        screen.pressKeys(.escape, .character("C"))
        let calendar = try #require(scene.navigation.topViewController as? AllWorkplacesCalendarViewController)
        calendar.move(byDays: 8)  // Nov 23 to Dec 1
        #expect(calendar.marks[december]?.map(\.mark) == [nil, .planned])
        try DataStore(path: file).apply(.removeShift(workplace: "Bookstore", shift))
        scene.dataFileDidChange()
        #expect(calendar.marks[december] == nil)
    }

    // MARK: Keys

    /// `?` on the home screen lists the three plan keys.
    @Test func homeKeysListThePlanScreens() throws {
        let (screen, _) = AppTestSupport.open(
            try AppTestSupport.session(file: Self.plansFile), size: TerminalSize(width: 100, height: 60))
        screen.pressKeys(.character("?"))
        let text = screen.lines.joined(separator: "\n")
        for title in [
            "this workplace's weekly schedule", "money ahead: the paydays to come", "calendar of all workplaces",
        ] {
            #expect(text.contains(title), "\(title) in\n\(text)")
        }
    }
}
