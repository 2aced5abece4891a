import Foundation
import PayrollWords
import Testing

@testable import Payroll

/// Each family of words (reasons, data problems, store errors, the payslip's warnings, the
/// entitlements, the year's documents) words every case in English and in Korean: the English
/// has no Hangul, the Korean has some, and the two differ. A sample list names every case once;
/// an exhaustive switch numbers the cases, so a new case fails to build here until it has a
/// sample (and, in the conformances, until it has words in both languages).
@Suite struct FamilyWordsTests {
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Both languages say something, in their own script, and not the same thing.
    static func expectBoth(_ english: String, _ korean: String, _ what: String) {
        #expect(!english.isEmpty && !korean.isEmpty, "\(what)")
        #expect(!hasHangul(english), "\(what): \(english)")
        // A form's short reason may be only a range: `0~1,440`.
        #expect(hasHangul(korean) || !korean.contains(where: \.isLetter), "\(what): \(korean)")
        #expect(english != korean, "\(what)")
    }

    static let day = date("2026-11-03")
    static let window = date("2000-01-01")...date("2099-12-31")
    static let work = shift("2026-11-03", "12:00", "14:00", break: 30)
    static let open = OpenShift(date: date("2026-11-03"), start: time("09:00"))
    static let entry = ScheduleEntry(days: [.monday], start: time("18:00"), end: time("23:00"), from: day)

    // MARK: Reasons

    static let planReasons: [PlanRules.Reason] = [
        .noDays, .dayRepeated(.monday), .breakTooLong(breakMinutes: 300, lengthMinutes: 300),
        .untilBeforeFrom(from: day, until: date("2026-11-01")), .entriesOverlap(other: 1, date: day),
        .absenceRepeated(other: 0), .endBeforeStart(start: day, end: date("2026-11-01")),
    ]

    static let workerProblems: [Worker.Problem] = [
        .dependantsOutOfRange(12), .moreChildrenThanDependants(children: 2, dependants: 1), .negativeChildren(-1),
        .withholdingRateNotAllowed(90), .birthDateOutOfRange(date("1800-01-01")),
    ]

    static let reasons: [RuleReason] =
        [
            .outOfRange(.wage, value: 0, allowed: 1...1_000_000),
            .outOfRange(.breakMinutes, value: -5, allowed: 0...1_440),
            .dateOutsideWindow(.today, day, allowed: window), .dateOutsideWindow(.clock, day, allowed: window),
            .nameEmpty, .nameHasControlCharacter("\u{7}"), .nameHasOuterSpace, .nameNotComposed,
            .nameTaken(existing: "CU"), .nameLooksLike(existing: "CU"), .noSuchWorkplace("CU"),
            .noSuchShift(workplace: "CU", work), .breakNotShorter(breakMinutes: 120, shiftMinutes: 120),
            .overlaps(workplace: "CU", work), .overlapsElsewhere(workplace: "GS", work),
            .holdsOpenShift(workplace: "CU", open), .longShift(work), .alreadyClockedIn(workplace: "CU", open),
            .clockInInsideShift(LocalMoment(date: day, time: time("13:00")), workplace: "CU", work),
            .clockInBeforeShift(LocalMoment(date: day, time: time("08:00")), workplace: "CU", work),
            .nothingOpen(workplace: "CU"), .noSuchOpenShift(workplace: "CU", open),
            .endNotAfterStart(LocalMoment(date: day, time: time("08:00")), workplace: "CU", open),
            .openLongerThanADay(workplace: "CU", open), .wageDateRepeated(day),
            .planProblem(workplace: "CU", PlanRules.Problem(place: .schedule(index: 0, field: nil), reason: .noDays)),
            .absenceExists(workplace: "CU", Absence(date: day, kind: .sick)),
            .noSuchAbsence(workplace: "CU", Absence(date: day, kind: .leave)),
            .noSuchScheduleEntry(workplace: "CU", entry), .receiptRefused(workplace: "CU", .amountOutOfRange(-1)),
            .receiptRefused(workplace: "CU", .dateOutsideWindow(day, allowed: window)),
            .receiptRefused(workplace: "CU", .periodRepeated(other: 0)), .payday(.anchorNeeded),
            .payday(.anchorNotMonday(LocalDate(iso: "2026-11-18")!)),
            .noSuchReceipt(workplace: "CU", period: PayPeriod(year: 2026, month: 10)),
        ] + workerProblems.map(RuleReason.workerRefused)

    static func number(_ reason: RuleReason) -> Int {
        switch reason {
        case .outOfRange: 0
        case .dateOutsideWindow: 1
        case .nameEmpty: 2
        case .nameHasControlCharacter: 3
        case .nameHasOuterSpace: 4
        case .nameNotComposed: 5
        case .nameTaken: 6
        case .nameLooksLike: 7
        case .noSuchWorkplace: 8
        case .noSuchShift: 9
        case .breakNotShorter: 10
        case .overlaps: 11
        case .overlapsElsewhere: 12
        case .holdsOpenShift: 13
        case .longShift: 14
        case .alreadyClockedIn: 15
        case .clockInInsideShift: 16
        case .nothingOpen: 17
        case .noSuchOpenShift: 18
        case .endNotAfterStart: 19
        case .openLongerThanADay: 20
        case .wageDateRepeated: 21
        case .planProblem: 22
        case .absenceExists: 23
        case .noSuchAbsence: 24
        case .noSuchScheduleEntry: 25
        case .receiptRefused: 26
        case .workerRefused: 27
        case .clockInBeforeShift: 28
        case .payday: 29
        case .noSuchReceipt: 30
        }
    }

    @Test func everyReasonInBothLanguagesAndBothPlaces() {
        #expect(Set(Self.reasons.map(Self.number)) == Set(0...30))
        for place in [RuleWords.Place.commandLine, .app] {
            let english = RuleWords(language: .english, place: place)
            let korean = RuleWords(language: .korean, place: place)
            for reason in Self.reasons {
                Self.expectBoth(english.reason(reason), korean.reason(reason), "\(place) \(reason)")
            }
            for problem in Self.workerProblems {
                Self.expectBoth(english.worker(problem), korean.worker(problem), "\(place) \(problem)")
            }
            for field in DataField.allCases where place == .app || field == .periodYear {
                Self.expectBoth(english.field(field), korean.field(field), "\(field)")
            }
        }
        let places: [PlanRules.Place] = [.schedule(index: 1, field: nil), .absence(index: 0, field: nil), .endDate]
        for place in places {
            for reason in Self.planReasons {
                let problem = PlanRules.Problem(place: place, reason: reason)
                Self.expectBoth(English().plan(problem), Korean().plan(problem), "\(problem)")
            }
        }
        for kind in Absence.Kind.allCases { Self.expectBoth(English().kind(kind), Korean().kind(kind), "\(kind)") }
    }

    /// The sentences that name a count say one thing for one and another for many, and a
    /// Korean particle follows the sound of the word before it.
    @Test func countsAndParticles() {
        let english = RuleWords(language: .english, place: .commandLine)
        #expect(
            english.worker(.moreChildrenThanDependants(children: 1, dependants: 1))
                == "--children 1 is more than the 1 dependant allows (at most 0: the children are counted among the "
                + "dependants, with the worker)")
        #expect(english.reasons([.nameEmpty, .nameHasOuterSpace]).contains("; and "))
        #expect(english.withholdingRates == "80, 100 or 120")
        let korean = RuleWords(language: .korean, place: .app)
        #expect(korean.withholdingRates == "80, 100, 120")
        // 14:00 reads 영 (a final consonant): 과, not 와.
        #expect(korean.reason(.overlaps(workplace: "CU", Self.work)) == "근무 2026-11-03 12:00-14:00과 겹칩니다")
        #expect(
            RuleWords(language: .korean, place: .commandLine).reason(.outOfRange(.wage, value: 5, allowed: 1...3))
                == "--wage 5원은 허용 범위(1~3원)를 벗어납니다")
    }

    // MARK: Data problems and store errors

    static let faults: [JSONSyntaxError.Fault] = [
        .afterTheEnd(found: .character("}")), .endWhereValueExpected, .tooManyValues(limit: 10),
        .unexpected(found: .byte(0xFF)), .fieldNameExpected(found: .endOfFile),
        .colonExpected(field: "wage", found: .character("1")), .commaOrBraceExpected(found: .character("x")),
        .commaOrBracketExpected(found: .character("x")), .endInsideString, .controlCharacterInString, .invalidUTF8,
        .endInsideEscape, .unpairedSurrogate, .unknownEscape(found: .character("q")), .endInsideUnicodeEscape,
        .unicodeEscapeNotHex, .minusWithoutDigits, .leadingZero, .pointWithoutDigits, .exponentWithoutDigits,
        .tooDeep(limit: 64),
    ]

    static let dataReasons: [DataProblem.Reason] =
        [
            .noSuchFile, .notAFile(.folder), .notAFile(.device), .tooLarge(bytes: 50 << 20), .unreadable(code: EACCES),
            .wrongType(expected: .object, found: .null), .unknownField("wag", suggestion: "wage", known: ["wage"]),
            .unknownField("x", suggestion: nil, known: ["wage"]), .repeatedField,
            .missingField(nil, example: "\"wage\": 1"), .missingField("wage", example: "\"wage\": 1"),
            .outOfRange(written: "0", value: 0, .init(1...31, .hours)), .notWhole(written: "1.5", .init(1...31)),
            .notOneOf("x", allowed: ["a", "b"], suggestion: "a"), .notADate("x"),
            .dateOutsideLimits(day, allowed: window), .notATime("x"), .empty,
            .unsupportedVersion(written: "9", found: .number), .missingWage, .wageAndWages, .noWages,
            .wageDateRepeated(day, other: 0), .secondOpenShift(first: 0, open), .openShiftBeforeEnd(other: 0, work),
            .openShiftWithBreak, .breakNotShorter(work), .overlaps(other: 0, work),
            .notADay("x", suggestion: "mon"), .notAPayPeriod("x"), .receipt(.periodRepeated(other: 0)),
            .receipt(.amountOutOfRange(-1)), .receipt(.dateOutsideWindow(day, allowed: window)), .doesNotReadBack,
            .noValues, .monthNotAfter(PayPeriod(year: 2026, month: 1), previous: PayPeriod(year: 2026, month: 2)),
            .knownThroughBeforeLast(PayPeriod(year: 2026, month: 1), last: PayPeriod(year: 2026, month: 2)),
            .noSource, .notAnAnnouncementDate("x"), .notARate("x", upToHundred: true),
            .notARate("x", upToHundred: false), .notARoundingRule("x"), .notAMonth("x"),
            .floorAboveCap(
                .nationalPensionBaseFloor, floor: 9, month: PayPeriod(year: 2026, month: 1),
                capFigure: .nationalPensionBaseCap, cap: 1),
            .taxCount(3), .taxNotInTens(15), .taxRisesWithDependants(20, dependants: 2, previous: 10),
            .rowEndsBeforeStart(from: 10, below: 5), .rowGap(from: 10, previousBelow: 5),
            .taxFallsAsPayRises(5, previous: 10), .noRows, .lastRowEnd(below: 5, expected: 10),
            .bandGap(over: 10, previousThrough: nil), .firstBand(expected: 10), .lastBandHasEnd,
            .belowLastRow(5, last: 10), .notAYear, .notAHoliday, .yearNotListed(day),
        ] + faults.map(DataProblem.Reason.syntax) + DataProblem.ShippedFile.allCases.map { .shippedFileMissing($0) }
        + workerProblems.map { .worker($0) } + planReasons.map { .plan($0) }

    @Test func everyDataProblemInBothLanguages() {
        for place in [RuleWords.Place.commandLine, .app] {
            let english = RuleWords(language: .english, place: place)
            let korean = RuleWords(language: .korean, place: place)
            for reason in Self.dataReasons {
                for where_ in [DataProblem.Place.file, .value("workplaces[0]"), .text(line: 2, column: 3)] {
                    let problem = DataProblem(where_, reason)
                    Self.expectBoth(english.dataProblem(problem), korean.dataProblem(problem), "\(problem)")
                }
            }
            for kind in [FileKind.folder, .file, .namedPipe, .device, .socket, .symbolicLink, .other] {
                Self.expectBoth(english.fileKind(kind), korean.fileKind(kind), "\(kind)")
            }
        }
        let error = DataFileError(
            file: "w.json", problems: [DataProblem(.file, .noRows), DataProblem(.file, .noValues)])
        #expect(RuleWords(language: .english, place: .app).problemCount(error) == "w.json: 2 problems")
        // One tax is one tax, not "1 taxes".
        #expect(English().tableReason(.taxCount(1)) == "has 1 tax; the table has one for each of 1 to 11 dependants")
        #expect(RuleWords(language: .korean, place: .app).problemCount(error) == "w.json: 문제 2개")
    }

    /// A range of won is written grouped, as the command line writes its ranges; a year or a
    /// count is not (`1900`, not `1,900`).
    @Test func aRangeOfWonIsGroupedAndAYearIsNot() {
        let words = RuleWords(language: .english, place: .commandLine)
        let korean = RuleWords(language: .korean, place: .commandLine)
        func problem(_ number: DataProblem.WholeNumber) -> DataProblem {
            DataProblem(.value("x"), .outOfRange(written: "-1", value: -1, number))
        }
        let wage = problem(.init(1...10_000_000, .wonAnHour))
        #expect(words.dataProblem(wage).hasSuffix("a whole number from 1 to 10,000,000 won an hour"))
        #expect(korean.dataProblem(wage).hasSuffix("1~10,000,000원(시급)의 정수를 쓰세요"))
        let year = problem(.init(1900...2100))
        #expect(words.dataProblem(year).hasSuffix("a whole number from 1900 to 2100"))
        #expect(korean.dataProblem(year).hasSuffix("1900~2100의 정수를 쓰세요"))
        let employees = problem(.init(1...1_000_000))
        #expect(words.dataProblem(employees).hasSuffix("from 1 to 1000000"))
    }

    static let details: [StoreError.Detail] = [
        .invalidFile(DataFileError(file: "w.json", .noRows), backups: "w.json.versions"),
        .invalidResult(DataFileError(file: "w.json", .noRows)), .demo(path: "demo.json"),
        .unreadable(file: "w.json", code: EACCES), .unreadable(file: "w.json", code: EIO),
        .changedWhileReading(file: "w.json"), .notRegularFile(file: "w.json", .socket),
        .tooLarge(file: "w.json", bytes: 80 << 20), .readOnly(path: "w.json", target: "w.json"),
        .lockFailed(lockFile: "w.json.lock", code: ENOLCK), .busy(path: "w.json", lockFile: "w.json.lock", seconds: 5),
        .namesAFolder(path: "data"), .backupsNotOwnFolder(backups: "v", .file, path: "w.json"),
        .nothingToUndo(path: "w.json", firstFound: true), .nothingToUndo(path: "w.json", firstFound: false),
        .nothingToRedo(path: "w.json"), .noSuchEntry(path: "w.json", number: 9),
        .versionNotKept(path: "w.json", backups: "v", kept: 20),
    ]

    static let saveActions: [StoreError.SaveAction] = [
        .createLockFile("w.json.lock"), .createFolder("v"), .keepPreviousVersion, .flushKeptVersion, .writeHistory,
        .flushHistory, .createNewFile, .writeNewFile, .flushNewFile, .replace("w.json"),
    ]

    @Test func everyStoreErrorInBothLanguages() {
        let writes = saveActions(codes: [ENOSPC, EACCES, EROFS, EIO])
        for place in [RuleWords.Place.commandLine, .app] {
            for detail in Self.details + writes {
                Self.expectBoth(
                    English().storeDetail(detail, place: place), Korean().storeDetail(detail, place: place), "\(detail)"
                )
            }
        }
        Self.expectBoth(English().laterChange("x"), Korean().laterChange("x"), "later change")
        Self.expectBoth(
            English().changedOnDisk(path: "w", reasons: "r"), Korean().changedOnDisk(path: "w", reasons: "r"), "")
        #expect(English().osError(ENOSPC).hasSuffix(" (ENOSPC)"))
        #expect(Korean().osError(ENOSPC) == "장치에 남은 공간이 없습니다 (ENOSPC)")
    }

    func saveActions(codes: [Int32]) -> [StoreError.Detail] {
        codes.flatMap { code in
            Self.saveActions.map { .writeFailed($0, code: code, folder: "/data", path: "w.json") }
        }
    }

    // MARK: The payslip's warnings, the entitlements, the year's documents

    static let warnings: [PayslipWarning] = [
        .belowMinimumWage(hourly: 9_000, minimum: 10_320, year: 2026), .holidaysNotKnown(year: 2031),
        .ratesNotKnown(month: PayPeriod(year: 2031, month: 1), figures: [.minimumWage]),
        .underSixtyHoursInsured(paidMinutes: 600), .floorsNotYetApplied,
        .allowanceLostForMissedDays(sunday: date("2026-11-08"), missed: [day]), .shutdownUnpaidUnderFive(days: [day]),
        .leaveWithoutEntitlement(days: [day]), .partTimeExtraHours(minutes: 120, contractHours: 15),
        .shortBreaks(shifts: [PayslipWarning.ShortBreak(date: day, breakMinutes: 0, required: 30)]),
        .probationWage(until: day, minimum: 9_288),
        .probationNotLawful(reasons: [
            .contractUnderOneYear(years: 0), .simpleLabour, .ended(until: day), .beyondThreeMonths(start: day),
        ]),
        .minorLongDays(dates: [day, day, day, day]), .minorLongWeeks(mondays: [day]),
        .minorNightOrHolidayWork(dates: [day]), .weeklyOvertimeOverCap(mondays: [day]),
        .partTimeBeyondPlan(minutes: 60, dates: [day]), .paydayBeforeWithholdingTables(payday: day, earliest: day),
        .withholdingTableMissing, .smallAmountExemption(tax: 900), .sickDaysExcused(days: [day]),
        .allowanceLostForSickDays(sunday: date("2026-11-08"), sick: [day]), .leaveBeyondBalance(days: [day]),
        .sickDaysPaid(days: [day]),
        .monthlyDeductionsOnTotal(month: PayPeriod(year: 2026, month: 11), total: Money(won: 412_800), payments: 4),
        .monthlyDeductionsOnLastPayday(month: PayPeriod(year: 2026, month: 11), lastPayday: date("2026-11-27")),
    ]

    @Test func everyWarningInBothLanguages() {
        for warning in Self.warnings {
            Self.expectBoth(warning.text(.english), warning.text(.korean), "\(warning)")
        }
        #expect(
            PayslipWarning.minorLongDays(dates: [Self.day, Self.day, Self.day, Self.day]).text(.english)
                == "under 18: more than 7 hours on Nov 3, Nov 3, Nov 3 and 1 more; a minor's limit is 7 a day "
                + "(Labor Standards Act art. 69)")
    }

    @Test func everyYearWordInBothLanguages() {
        for part in PayDifferences.Part.allCases {
            Self.expectBoth(English().part(part), Korean().part(part), "\(part)")
        }
        for month in 1...12 { Self.expectBoth(English().monthName(month), Korean().monthName(month), "\(month)") }
        for status in [PeriodStatus.current, .upcoming] {
            Self.expectBoth(English().state(status), Korean().state(status), "\(status)")
        }
        #expect(English().state(.paid).isEmpty && Korean().state(.paid).isEmpty)
        for (english, korean) in zip(English().summaryColumns, Korean().summaryColumns) {
            Self.expectBoth(english, korean, english)
        }
        #expect(English().summaryColumns.count == Korean().summaryColumns.count)
        #expect(English().differencesColumns.count == Korean().differencesColumns.count)
        #expect(English().statisticsColumns.count == Korean().statisticsColumns.count)
        Self.expectBoth(English().noPay(year: 2026), Korean().noPay(year: 2026), "no pay")
        Self.expectBoth(English().noReceipts(year: 2026), Korean().noReceipts(year: 2026), "no receipts")
    }

    @Test func entitlementsInBothLanguages() {
        Self.expectBoth(English().noSeverance, Korean().noSeverance, "no severance")
        Self.expectBoth(English().noLeave, Korean().noLeave, "no leave")
        #expect(English().leaveDays("1", one: true) == "1 day")
        #expect(English().leaveDays("1.5", one: false) == "1.5 days")
        #expect(Korean().leaveDays("1.5", one: false) == "1.5일")
        for ifLeftToday in [true, false] {
            Self.expectBoth(
                English().severanceTitle(end: Self.day, ifLeftToday: ifLeftToday),
                Korean().severanceTitle(end: Self.day, ifLeftToday: ifLeftToday), "title")
        }
    }
}
