import Foundation
import Payroll
import PayrollWords
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// The loader's problems are data (`DataProblem`: a place and a reason); the command line and the
/// app word them, in English and Korean. Every reason (and every JSON syntax fault, worker, plan
/// and receipt reason under it) is worded in both languages, naming its place; a broken file
/// through `validate` and `summary` gives exit 1 and its problems on standard error in the
/// language of the environment. The sentences checked whole are written out here by hand.
@Suite struct DataProblemWordsTests {
    let folder: String

    init() throws {
        folder =
            FileManager.default.temporaryDirectory.appendingPathComponent("payday-problem-words-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func words(_ language: PayrollLanguage, _ place: RuleWords.Place = .commandLine) -> RuleWords {
        RuleWords(language: language, place: place)
    }

    private static let date = LocalDate(iso: "2026-11-03")!
    private static let shift = Shift(
        date: date, start: TimeOfDay(text: "09:00")!, end: TimeOfDay(text: "13:00")!, breakMinutes: 240)
    private static let open = OpenShift(date: date, start: TimeOfDay(text: "18:00")!)
    private static let month = PayPeriod(iso: "2027-01")!
    private static let number = DataProblem.WholeNumber(1...31)

    /// One problem of each reason, and of each case of the values a reason words (syntax faults,
    /// the bytes they name, worker, plan and receipt reasons, what was expected, units, kinds).
    static let examples: [DataProblem] = {
        let value = DataProblem.Place.value("workplaces[0].shifts[2].end")
        var reasons: [DataProblem.Reason] = [
            .noSuchFile, .tooLarge(bytes: 200 << 20), .unreadable(code: EACCES),
            .unknownField("wgae", suggestion: "wage", known: ["wage", "wages"]),
            .unknownField("colour", suggestion: nil, known: ["name", "wage"]),
            .repeatedField, .missingField(nil, example: #""version": 1"#),
            .missingField("payday", example: #""payday": { "day": 10 }"#),
            .outOfRange(written: "0", value: 0, number), .outOfRange(written: "32", value: 32, number),
            .notWhole(written: "1e400", number), .notContractHours(written: "16.33"),
            .notOneOf("sundy", allowed: ["sun", "mon"], suggestion: "sun"),
            .notOneOf("3.3", allowed: ["none", "simplified"], suggestion: nil),
            .notADate("2026-11-31"), .dateOutsideLimits(LocalDate(iso: "0026-11-03")!, allowed: Limits.dates),
            .notATime("25:00"), .notAnEndTime("24:30"), .empty, .notABusinessCode("94090"),
            .unsupportedVersion(written: "2", found: .number),
            .unsupportedVersion(written: nil, found: .string), .missingWage, .wageAndWages, .noWages,
            .wageDateRepeated(date, other: 0), .secondOpenShift(first: 3, open),
            .openShiftBeforeEnd(other: 1, shift), .openShiftWithBreak, .breakNotShorter(shift),
            .overlaps(other: 0, shift), .notADay("thr", suggestion: "thu"), .notADay("x", suggestion: nil),
            .notAPayPeriod("2026-13"), .periodNamesAMonth("2026-11", daily: false),
            .periodNamesAMonth("2026-11", daily: true), .doesNotReadBack, .noValues,
            .monthNotAfter(month, previous: month),
            .knownThroughBeforeLast(month, last: month), .noSource, .notAnAnnouncementDate("soon"),
            .notARate("4.75", upToHundred: false), .notARate("35", upToHundred: true), .notARoundingRule("round"),
            .notAMonth("2027-1"),
            .floorAboveCap(.healthPremiumFloor, floor: 300_000, month: month, capFigure: .healthPremiumCap, cap: 200),
            .taxCount(10), .taxNotInTens(7435), .taxRisesWithDependants(24750, dependants: 4, previous: 19520),
            .rowEndsBeforeStart(from: 3000, below: 2990), .rowGap(from: 3010, previousBelow: 3000),
            .taxFallsAsPayRises(100, previous: 200), .noRows, .lastRowEnd(below: 9000, expected: 10000),
            .bandGap(over: 14500, previousThrough: 14000), .bandGap(over: 14500, previousThrough: nil),
            .firstBand(expected: 10000), .lastBandHasEnd, .revisionOutOfOrder(LocalDate(iso: "2026-03-01")!),
            .belowLastRow(10, last: 20), .notAYear, .notAHoliday,
            .yearNotListed(date), .payday(.conflicting("day", "weekday")),
            .payday(.onlyWith(field: "lagDays", needs: "daily")), .payday(.anchorNeeded),
            .payday(.anchorNotMonday(LocalDate(year: 2026, month: 11, day: 18)!)),
        ]
        reasons += [FileKind.folder, .file, .namedPipe, .device, .socket, .symbolicLink, .other].map {
            .notAFile($0)
        }
        reasons += DataProblem.ShippedFile.allCases.map { .shippedFileMissing($0) }
        let expected: [DataProblem.Expected] =
            [.object, .list, .string, .bool, .nameOrWorker, .holidayList, .taxRow]
            + DataProblem.WholeNumber.Unit.allCases.map { .wholeNumber(DataProblem.WholeNumber(1...31, $0)) }
        reasons += expected.flatMap { expected in JSONKind.allCases.map { .wrongType(expected: expected, found: $0) } }
        reasons += [
            Worker.Problem.dependantsOutOfRange(12), .moreChildrenThanDependants(children: 3, dependants: 2),
            .negativeChildren(-1), .withholdingRateNotAllowed(90), .birthDateOutOfRange(LocalDate(iso: "0961-03-02")!),
        ].map { .worker($0) }
        reasons += [
            PlanRules.Reason.noDays, .dayRepeated(.monday), .breakTooLong(breakMinutes: 300, lengthMinutes: 300),
            .untilBeforeFrom(from: date, until: date), .entriesOverlap(other: 0, date: date),
            .absenceRepeated(other: 0), .endBeforeStart(start: date, end: date),
        ].map { .plan($0) }
        reasons += [
            ReceiptRules.Reason.periodRepeated(other: 0), .amountOutOfRange(-1),
            .dateOutsideWindow(date, allowed: Limits.dates),
        ].map { .receipt($0) }
        let found: [JSONByte] = [.endOfFile, .character("}"), .byte(0xFF)]
        var faults: [JSONSyntaxError.Fault] = [
            .endWhereValueExpected, .tooManyValues(limit: JSONReader.maximumValuesPerTree), .endInsideString,
            .controlCharacterInString, .invalidUTF8, .endInsideEscape, .unpairedSurrogate, .endInsideUnicodeEscape,
            .unicodeEscapeNotHex, .minusWithoutDigits, .leadingZero, .pointWithoutDigits, .exponentWithoutDigits,
            .tooDeep(limit: JSONReader.maximumDepth),
        ]
        for byte in found {
            faults += [
                .afterTheEnd(found: byte), .unexpected(found: byte), .fieldNameExpected(found: byte),
                .colonExpected(field: "wage", found: byte), .commaOrBraceExpected(found: byte),
                .commaOrBracketExpected(found: byte), .unknownEscape(found: byte),
            ]
        }
        return reasons.map { DataProblem(value, $0) }
            + faults.map { DataProblem(.text(line: 3, column: 17), .syntax($0)) }
            + [
                DataProblem(.file, .doesNotReadBack),
                DataProblem(.openShift("workplaces[0].shifts[4]", open), .secondOpenShift(first: 3, open)),
            ]
    }()

    /// The case of a reason (and of the fault, worker, plan or receipt reason in it), by name; a
    /// new case does not build until it is named here, and then the count below fails until an
    /// example of it is added above.
    static func name(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .noSuchFile: "noSuchFile"
        case .notAFile: "notAFile"
        case .tooLarge: "tooLarge"
        case .unreadable: "unreadable"
        case .syntax(let fault):
            switch fault {
            case .afterTheEnd: "afterTheEnd"
            case .endWhereValueExpected: "endWhereValueExpected"
            case .tooManyValues: "tooManyValues"
            case .unexpected: "unexpected"
            case .fieldNameExpected: "fieldNameExpected"
            case .colonExpected: "colonExpected"
            case .commaOrBraceExpected: "commaOrBraceExpected"
            case .commaOrBracketExpected: "commaOrBracketExpected"
            case .endInsideString: "endInsideString"
            case .controlCharacterInString: "controlCharacterInString"
            case .invalidUTF8: "invalidUTF8"
            case .endInsideEscape: "endInsideEscape"
            case .unpairedSurrogate: "unpairedSurrogate"
            case .unknownEscape: "unknownEscape"
            case .endInsideUnicodeEscape: "endInsideUnicodeEscape"
            case .unicodeEscapeNotHex: "unicodeEscapeNotHex"
            case .minusWithoutDigits: "minusWithoutDigits"
            case .leadingZero: "leadingZero"
            case .pointWithoutDigits: "pointWithoutDigits"
            case .exponentWithoutDigits: "exponentWithoutDigits"
            case .tooDeep: "tooDeep"
            }
        case .shippedFileMissing: "shippedFileMissing"
        case .wrongType: "wrongType"
        case .unknownField: "unknownField"
        case .repeatedField: "repeatedField"
        case .missingField: "missingField"
        case .outOfRange: "outOfRange"
        case .notWhole: "notWhole"
        case .notContractHours: "notContractHours"
        case .notOneOf: "notOneOf"
        case .notADate: "notADate"
        case .dateOutsideLimits: "dateOutsideLimits"
        case .notATime: "notATime"
        case .notAnEndTime: "notAnEndTime"
        case .empty: "empty"
        case .notABusinessCode: "notABusinessCode"
        case .unsupportedVersion: "unsupportedVersion"
        case .worker(let problem):
            switch problem {
            case .dependantsOutOfRange: "worker.dependantsOutOfRange"
            case .moreChildrenThanDependants: "worker.moreChildrenThanDependants"
            case .negativeChildren: "worker.negativeChildren"
            case .withholdingRateNotAllowed: "worker.withholdingRateNotAllowed"
            case .birthDateOutOfRange: "worker.birthDateOutOfRange"
            }
        case .missingWage: "missingWage"
        case .wageAndWages: "wageAndWages"
        case .noWages: "noWages"
        case .wageDateRepeated: "wageDateRepeated"
        case .secondOpenShift: "secondOpenShift"
        case .openShiftBeforeEnd: "openShiftBeforeEnd"
        case .openShiftWithBreak: "openShiftWithBreak"
        case .breakNotShorter: "breakNotShorter"
        case .overlaps: "overlaps"
        case .notADay: "notADay"
        case .plan(let reason):
            switch reason {
            case .noDays: "plan.noDays"
            case .dayRepeated: "plan.dayRepeated"
            case .breakTooLong: "plan.breakTooLong"
            case .untilBeforeFrom: "plan.untilBeforeFrom"
            case .entriesOverlap: "plan.entriesOverlap"
            case .absenceRepeated: "plan.absenceRepeated"
            case .endBeforeStart: "plan.endBeforeStart"
            }
        case .notAPayPeriod: "notAPayPeriod"
        case .periodNamesAMonth: "periodNamesAMonth"
        case .receipt(let reason):
            switch reason {
            case .periodRepeated: "receipt.periodRepeated"
            case .amountOutOfRange: "receipt.amountOutOfRange"
            case .dateOutsideWindow: "receipt.dateOutsideWindow"
            }
        case .doesNotReadBack: "doesNotReadBack"
        case .payday(let problem):
            switch problem {
            case .conflicting: "payday.conflicting"
            case .onlyWith: "payday.onlyWith"
            case .anchorNeeded: "payday.anchorNeeded"
            case .anchorNotMonday: "payday.anchorNotMonday"
            }
        case .noValues: "noValues"
        case .monthNotAfter: "monthNotAfter"
        case .knownThroughBeforeLast: "knownThroughBeforeLast"
        case .noSource: "noSource"
        case .notAnAnnouncementDate: "notAnAnnouncementDate"
        case .notARate: "notARate"
        case .notARoundingRule: "notARoundingRule"
        case .notAMonth: "notAMonth"
        case .floorAboveCap: "floorAboveCap"
        case .taxCount: "taxCount"
        case .taxNotInTens: "taxNotInTens"
        case .taxRisesWithDependants: "taxRisesWithDependants"
        case .rowEndsBeforeStart: "rowEndsBeforeStart"
        case .rowGap: "rowGap"
        case .taxFallsAsPayRises: "taxFallsAsPayRises"
        case .noRows: "noRows"
        case .lastRowEnd: "lastRowEnd"
        case .bandGap: "bandGap"
        case .firstBand: "firstBand"
        case .lastBandHasEnd: "lastBandHasEnd"
        case .revisionOutOfOrder: "revisionOutOfOrder"
        case .belowLastRow: "belowLastRow"
        case .notAYear: "notAYear"
        case .notAHoliday: "notAHoliday"
        case .yearNotListed: "yearNotListed"
        }
    }

    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Every case in both languages and both places: words after the place, different in
    /// Korean (which has Hangul in it), and the same for the command line and the app but for
    /// the options the app never names.
    @Test func everyReasonIsWordedInBothLanguagesNamingItsPlace() {
        // 63 reasons, with the 21 syntax faults, 5 worker, 7 plan, 3 receipt and 4 payday reasons
        // in place of the 5 reasons that carry them.
        let named: Set<String> = Set(Self.examples.map { Self.name($0.reason) })
        let cases: Int = 63 - 5 + 21 + 5 + 7 + 3 + 4
        #expect(named.count == cases)
        for problem in Self.examples {
            let english = words(.english).dataProblem(problem)
            let korean = words(.korean).dataProblem(problem)
            let (englishPlace, koreanPlace): (String, String) =
                switch problem.place {
                case .file: ("", "")
                case .value(let path): (path + ": ", path + ": ")
                case .openShift(let path, let open): ("\(path) (\(open.label)): ", "\(path) (\(open.label)): ")
                case .text(let line, let column): ("line \(line), column \(column): ", "\(line)행 \(column)열: ")
                }
            #expect(english.hasPrefix(englishPlace), "\(english)")
            #expect(korean.hasPrefix(koreanPlace), "\(korean)")
            let englishReason = english.dropFirst(englishPlace.count)
            let koreanReason = korean.dropFirst(koreanPlace.count)
            #expect(englishReason.count > 8 && koreanReason.count > 4, "\(problem)")
            #expect(englishReason != koreanReason && Self.hasHangul(String(koreanReason)), "\(problem): \(korean)")
            #expect(!englishReason.contains("\n") && !koreanReason.contains("\n"))
            // The app's words are the command line's without the option; here only `--data`.
            for language in [PayrollLanguage.english, .korean] {
                let app = words(language, .app).dataProblem(problem)
                #expect(!app.contains("--"), "\(app)")
                if problem.reason != .noSuchFile { #expect(app == words(language).dataProblem(problem)) }
            }
        }
        // A whole file's problems: each line names the file.
        let error = DataFileError(file: "/home/민지/workplaces.json", problems: Self.examples)
        for language in [PayrollLanguage.english, .korean] {
            let lines = words(language).dataFileError(error).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == Self.examples.count)
            #expect(lines.allSatisfy { $0.hasPrefix("/home/민지/workplaces.json: ") })
        }
    }

    /// Some reasons whole, in both languages, as a person reads them.
    @Test func sentencesInBothLanguages() {
        let path = "workplaces[0].wage"
        func both(_ problem: DataProblem) -> [String] {
            [words(.english).dataProblem(problem), words(.korean).dataProblem(problem)]
        }
        #expect(
            both(
                DataProblem(
                    path: path, .outOfRange(written: "0", value: 0, DataProblem.WholeNumber(Limits.wage, .wonAnHour))))
                == [
                    "workplaces[0].wage: 0 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour",
                    "workplaces[0].wage: 0은 0보다 커야 합니다; 1~10,000,000원(시급)의 정수를 쓰세요",
                ])
        #expect(
            both(DataProblem(path: "worker", .wrongType(expected: .nameOrWorker, found: .number)))
                == [
                    #"worker: expected a name in double quotes or an object such as {"name": "김민지", "dependants": 1}, found a number"#,
                    #"worker: 큰따옴표로 감싼 이름이나 {"name": "김민지", "dependants": 1} 같은 객체가 와야 하는데 숫자가 있습니다"#,
                ])
        #expect(
            both(DataProblem(.text(line: 2, column: 17), .syntax(.unexpected(found: .character("}")))))
                == [
                    "line 2, column 17: not valid JSON: unexpected '}' where a value was expected",
                    "2행 17열: 올바른 JSON이 아닙니다: 값이 있어야 할 곳에 '}'이(가) 있습니다",
                ])
        #expect(
            both(DataProblem(.file, .notAFile(.namedPipe)))
                == ["is a named pipe (FIFO), not a data file", "이름 있는 파이프(FIFO)라 데이터 파일이 아닙니다"])
        #expect(
            both(DataProblem(.openShift("workplaces[0].shifts[4]", Self.open), .secondOpenShift(first: 3, Self.open)))
                == [
                    #"workplaces[0].shifts[4] (2026-11-03 18:00): a second open shift (no "end"); shifts[3] (2026-11-03 18:00) is open too, and a workplace has at most one: give one of them an "end""#,
                    #"workplaces[0].shifts[4] (2026-11-03 18:00): 두 번째 출근 중인 근무("end" 없음)입니다; shifts[3] (2026-11-03 18:00)도 출근 중이고, 일터마다 하나뿐입니다: 둘 중 하나에 "end"를 주세요"#,
                ])
        #expect(
            both(DataProblem(path: "workplaces[1].schedule[0].days[1]", .notADay("thr", suggestion: "thu")))
                == [
                    #"workplaces[1].schedule[0].days[1]: "thr" is not a day; write one of "mon", "tue", "wed", "thu", "fri", "sat", "sun"; did you mean "thu"?"#,
                    #"workplaces[1].schedule[0].days[1]: "thr"는 요일이 아닙니다; "mon", "tue", "wed", "thu", "fri", "sat", "sun" 중 하나를 쓰세요; "thu"를 쓰려던 건가요?"#,
                ])
        // The command line names --data for a missing file; the app does not.
        let missing = DataFileError(file: "/no/such.json", .noSuchFile)
        #expect(words(.english).dataFileError(missing) == "/no/such.json: no such file; give another with --data FILE")
        #expect(words(.korean).dataFileError(missing) == "/no/such.json: 파일이 없습니다; --data FILE로 다른 파일을 지정하세요")
        #expect(words(.english, .app).dataFileError(missing) == "/no/such.json: no such file")
        #expect(words(.korean, .app).dataFileError(missing) == "/no/such.json: 파일이 없습니다")
    }

    /// A file with three problems: `validate` and `summary` exit 1 with nothing on standard
    /// output and every problem on standard error, in the language of `LANG`.
    @Test func aBrokenFileThroughTheCommandLineInBothLanguages() throws {
        let file = folder + "/workplaces.json"
        try Data(
            #"{"version": 1, "workplaces": [{"name": "카페", "wage": 0, "payday": {"day": 10}, "shifts": [{"date": "2026-11-03", "start": "9:00", "end": "13:00"}], "wgae": 1}]}"#
                .utf8
        ).write(to: URL(fileURLWithPath: file))
        let english = """
            \(file): workplaces[0].wgae: unknown field "wgae"; did you mean "wage"?
            \(file): workplaces[0].wage: 0 must be more than zero; expected a whole number from 1 to 10,000,000 won an hour
            \(file): workplaces[0].shifts[0].start: "9:00" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59

            """
        let korean = """
            \(file): workplaces[0].wgae: 알 수 없는 필드 "wgae"; "wage"을(를) 쓰려던 건가요?
            \(file): workplaces[0].wage: 0은 0보다 커야 합니다; 1~10,000,000원(시급)의 정수를 쓰세요
            \(file): workplaces[0].shifts[0].start: "9:00"은 시각이 아닙니다; 24시간제 HH:mm(00:00~23:59)으로 쓰세요

            """
        for (lang, expected, count) in [
            ("C.UTF-8", english, "\(file): 3 problems\n"), ("ko_KR.UTF-8", korean, "\(file): 문제 3개\n"),
        ] {
            let validate = try ValidateCommand.parse([file]).result(environment: ["LANG": lang])
            #expect(validate == CommandResult(standardError: expected + count, exitStatus: 1))
            let summary = try SummaryCommand.parse(["--data", file, "--today", "2026-11-21"]).result(
                clock: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "Asia/Seoul")!,
                environment: ["LANG": lang])
            #expect(summary == CommandResult(standardError: expected, exitStatus: 1))
        }
        // Bytes that are not JSON: the line and column.
        try Data("{\"version\": 1,\n \"workplaces\": [}".utf8).write(to: URL(fileURLWithPath: file))
        #expect(
            try ValidateCommand.parse([file]).result(environment: ["LANG": "ko_KR.UTF-8"])
                == CommandResult(
                    standardError: "\(file): 2행 17열: 올바른 JSON이 아닙니다: 값이 있어야 할 곳에 '}'이(가) 있습니다\n",
                    exitStatus: 1))
    }
}
