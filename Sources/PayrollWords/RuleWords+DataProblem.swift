import FoundationEssentials
import Payroll

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The loader's problems in words (`DataProblem`: a data file, the rates file, the withholding
/// table, the holiday list), English and Korean: where (the file, the JSON path, the line and
/// column) and what, with the value found. The command line may name options (`--data FILE`);
/// the app never does.
extension RuleWords {
    /// Every problem of a file, one line each: `w.json: workplaces[0].wage: ...`.
    public func dataFileError(_ error: DataFileError) -> String { words.dataFileError(error, place: place) }

    /// `workplaces[0].wage: ...`, or only the reason for the file as a whole.
    public func dataProblem(_ problem: DataProblem) -> String { words.dataProblem(problem, place: place) }

    /// `workplaces[2]: 3 problems` / `문제 3개`: the count after a list of problems.
    public func problemCount(_ error: DataFileError) -> String {
        "\(error.file): " + words.problemCount(error.problems.count)
    }

    /// The reason, as a sentence without a full stop.
    public func dataReason(_ reason: DataProblem.Reason, place problemPlace: DataProblem.Place) -> String {
        words.dataReason(reason, wholeFile: problemPlace == .file, place: place)
    }

    /// Why bytes are not JSON.
    public func syntaxFault(_ fault: JSONSyntaxError.Fault) -> String { words.syntaxFault(fault) }

    public func fileKind(_ kind: FileKind) -> String { words.fileKind(kind) }

    /// An OS error (`errno`): the system's own text in English, ours in Korean, and its name.
    public func osError(_ code: Int32) -> String { words.osError(code) }
}

/// The words of the loader's problems: the file itself, its JSON syntax, its values, the data
/// file's own rules, and the shipped tables' (rates, withholding table, holidays).
public protocol DataProblemWords: ReasonWords, PayCadenceWords {
    /// A withholding table's revisions out of date order (the law-case words' sentence).
    func revisionOutOfOrder(_ date: LocalDate) -> String
    /// A business code that is not one (the worker's answers' sentence).
    func answerNotABusinessCode(_ text: String) -> String
    /// `line 3, column 7` / `3행 7열`.
    func textPlace(line: Int, column: Int) -> String
    /// `3 problems` / `문제 3개`.
    func problemCount(_ count: Int) -> String
    /// No such file, not a file, too large, unreadable, not JSON, a shipped file missing.
    func fileReason(_ reason: DataProblem.Reason, place: RuleWords.Place) -> String
    /// Why bytes are not JSON.
    func syntaxFault(_ fault: JSONSyntaxError.Fault) -> String
    /// A value's problem: a type, a field, a number out of its range, a date, a name out of a list.
    func valueReason(_ reason: DataProblem.Reason) -> String
    /// The data file's own rules; `wholeFile`: the problem is the file's, not a value's.
    func dataFileReason(_ reason: DataProblem.Reason, wholeFile: Bool) -> String
    /// The rates file's, the withholding table's and the holiday list's rules.
    func tableReason(_ reason: DataProblem.Reason) -> String
    /// A JSON value's kind: `an object` / `객체`.
    func kind(_ kind: JSONKind) -> String
    /// What a path is when it is not a regular file: `a folder` / `폴더`.
    func fileKind(_ kind: FileKind) -> String
    /// An OS error (`errno`) with its name: `No space left on device (ENOSPC)`.
    func osError(_ code: Int32) -> String
}

extension DataProblemWords {
    /// Every problem of a file, one line each: `w.json: workplaces[0].wage: ...`.
    func dataFileError(_ error: DataFileError, place: RuleWords.Place) -> String {
        error.problems.map { "\(error.file): \(dataProblem($0, place: place))" }.joined(separator: "\n")
    }

    /// `workplaces[0].wage: ...`, or only the reason for the file as a whole.
    func dataProblem(_ problem: DataProblem, place: RuleWords.Place) -> String {
        let reason = dataReason(problem.reason, wholeFile: problem.place == .file, place: place)
        switch problem.place {
        case .file: return reason
        case .value(let path): return "\(path): \(reason)"
        case .openShift(let path, let open): return "\(path) (\(open.label)): \(reason)"
        case .text(let line, let column): return textPlace(line: line, column: column) + ": " + reason
        }
    }

    /// The reason, as a sentence without a full stop.
    func dataReason(_ reason: DataProblem.Reason, wholeFile: Bool, place: RuleWords.Place) -> String {
        // Every case named here, so a new one is given words before it builds.
        switch reason {
        case .noSuchFile, .notAFile, .tooLarge, .unreadable, .syntax, .shippedFileMissing:
            fileReason(reason, place: place)
        case .wrongType, .unknownField, .repeatedField, .missingField, .outOfRange, .notWhole, .notContractHours,
            .notOneOf, .notADate,
            .dateOutsideLimits, .notATime, .notAnEndTime, .empty:
            valueReason(reason)
        case .unsupportedVersion, .worker, .missingWage, .wageAndWages, .noWages, .wageDateRepeated, .secondOpenShift,
            .openShiftBeforeEnd, .openShiftWithBreak, .breakNotShorter, .overlaps, .notADay, .plan, .notAPayPeriod,
            .periodNamesAMonth,
            .receipt, .doesNotReadBack:
            dataFileReason(reason, wholeFile: wholeFile)
        case .payday(let problem):
            fileProblem(problem)
        case .noValues, .monthNotAfter, .knownThroughBeforeLast, .noSource, .notAnAnnouncementDate, .notARate,
            .notARoundingRule, .notAMonth, .floorAboveCap, .taxCount, .taxNotInTens, .taxRisesWithDependants,
            .rowEndsBeforeStart, .rowGap, .taxFallsAsPayRises, .noRows, .lastRowEnd, .bandGap, .firstBand,
            .lastBandHasEnd, .belowLastRow, .notAYear, .notAHoliday, .yearNotListed:
            tableReason(reason)
        case .revisionOutOfOrder(let date):
            revisionOutOfOrder(date)
        case .notABusinessCode(let text):
            answerNotABusinessCode(text)
        }
    }

    /// Whether a number out of its range is worded as one that must be more than zero: it is zero
    /// or less, and its range starts above zero.
    func mustBePositive(_ value: Int, _ number: DataProblem.WholeNumber) -> Bool {
        value <= 0 && number.range.lowerBound > 0
    }

    /// `"a", "b", "c"`.
    func quoted(_ words: [String]) -> String {
        words.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// The day names a plan takes: `"mon", "tue", ...`.
    var dayNames: String { quoted(Weekday.allCases.map(\.shortName)) }

    /// A whole number's bounds as written in its sentence: an amount of won grouped by commas
    /// (`10,000,000`, as the command line writes its ranges), any other number (a year, a count)
    /// as its digits.
    func bounds(_ number: DataProblem.WholeNumber) -> (low: String, high: String) {
        switch number.unit {
        case .won, .thousandWon, .wonAnHour:
            (Money(won: number.range.lowerBound).grouped, Money(won: number.range.upperBound).grouped)
        case .none, .hours, .minutes, .years, .percent, .dependants:
            ("\(number.range.lowerBound)", "\(number.range.upperBound)")
        }
    }

}
