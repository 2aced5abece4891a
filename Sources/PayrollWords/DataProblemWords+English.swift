import FoundationEssentials
import Payroll

#if canImport(Glibc)
import Glibc
#endif

extension English: DataProblemWords {
    public func textPlace(line: Int, column: Int) -> String { "line \(line), column \(column)" }

    public func problemCount(_ count: Int) -> String { English.count(count, "problem", "problems") }

    // MARK: The file itself

    public func fileReason(_ reason: DataProblem.Reason, place: RuleWords.Place) -> String {
        switch reason {
        case .noSuchFile:
            let cli = place == .commandLine
            return "no such file" + (cli ? "; give another with --data FILE" : "")
        case .notAFile(let kind):
            if kind == .folder { return "is a directory, not a data file" }
            return "is \(fileKind(kind)), not a data file"
        case .tooLarge(let bytes):
            let most = RegularFile.maximumMegabytes
            return "is \(bytes >> 20) MB, larger than any data file (at most \(most) MB); it was not read"
        case .unreadable(let code):
            return "cannot be read (\(String(cString: strerror(code)))); check its permissions"
        case .syntax(let fault):
            return ("not valid JSON: ") + syntaxFault(fault)
        case .shippedFileMissing(.demo):
            return
                "the demo data that ships with payday was not found beside the executable; reinstall payday (make install PREFIX=...)"
        case .shippedFileMissing(let file):
            return
                "the \(shippedFile(file)) that ships with payday was found neither in ../share/payday or a resource bundle "
                + "beside the executable nor beside the data file; reinstall payday (make install PREFIX=...)"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    private func shippedFile(_ file: DataProblem.ShippedFile) -> String {
        switch file {
        case .rates: "rates file"
        case .withholdingTable: "withholding table"
        case .holidays: "holiday list"
        case .demo: "demo data"
        }
    }

    /// Why bytes are not JSON.
    public func syntaxFault(_ fault: JSONSyntaxError.Fault) -> String {
        switch fault {
        case .afterTheEnd(let found):
            return "unexpected \(byte(found)) after the end of the document"
        case .endWhereValueExpected:
            return "the file ends where a value was expected (truncated?)"
        case .tooManyValues(let limit):
            return "more than \(limit) values in one workplace (or in the file's own fields): too large for a data file"
        case .unexpected(let found):
            return "unexpected \(byte(found)) where a value was expected"
        case .fieldNameExpected(let found):
            return "expected a field name in double quotes, found \(byte(found))"
        case .colonExpected(let field, let found):
            return "expected ':' after the field name \"\(field)\", found \(byte(found))"
        case .commaOrBraceExpected(let found):
            return "expected ',' or '}' after a field, found \(byte(found))"
        case .commaOrBracketExpected(let found):
            return "expected ',' or ']' after an element, found \(byte(found))"
        case .endInsideString:
            return "the file ends inside a string (a missing '\"'?)"
        case .controlCharacterInString:
            return "a control character inside a string (write a line break as \\n)"
        case .invalidUTF8:
            return "a string is not valid UTF-8 text"
        case .endInsideEscape:
            return "the file ends inside a string escape"
        case .unpairedSurrogate:
            return "an unpaired UTF-16 surrogate in a \\u escape"
        case .unknownEscape(let found):
            return "unknown escape \\\(byte(found)) in a string"
        case .endInsideUnicodeEscape:
            return "the file ends inside a \\u escape"
        case .unicodeEscapeNotHex:
            return "a \\u escape needs four hexadecimal digits"
        case .minusWithoutDigits:
            return "a '-' must be followed by digits"
        case .leadingZero:
            return "a number must not start with 0 (write 7, not 07)"
        case .pointWithoutDigits:
            return "a '.' in a number must be followed by digits"
        case .exponentWithoutDigits:
            return "an exponent in a number must have digits"
        case .tooDeep(let limit):
            return "values nested more than \(limit) deep"
        }
    }

    /// The byte at a syntax error: `'}'`, `byte 0xFF`, the end of the file.
    private func byte(_ byte: JSONByte) -> String {
        switch byte {
        case .endOfFile: "the end of the file"
        case .character(let character): "'\(character)'"
        case .byte(let value): "byte 0x" + String(value, radix: 16, uppercase: true)
        }
    }
    // MARK: The data file

    public func dataFileReason(_ reason: DataProblem.Reason, wholeFile: Bool) -> String {
        switch reason {
        case .unsupportedVersion(let written, let found):
            let version = written ?? kind(found)
            return "version \(version) is not supported; this payday reads version \(DataFile.supportedVersion)"
        case .worker(let problem):
            return fileWorker(problem)
        case .missingWage:
            return "missing required field \"wage\"; add \"wage\": 10320 (won an hour) or a \"wages\" list"
        case .wageAndWages:
            return "give either \"wage\" or \"wages\", not both"
        case .noWages:
            return "must list at least one wage, such as {\"from\": \"2026-01-01\", \"hourly\": 10320}"
        case .wageDateRepeated(let date, let other):
            return "\(date) is also the date of wages[\(other)]; one wage per date"
        case .secondOpenShift(let first, let open):
            return
                "a second open shift (no \"end\"); shifts[\(first)] (\(open.label)) is open too, and a workplace has at most one: give one of them an \"end\""
        case .openShiftBeforeEnd(let other, let shift):
            return
                "an open shift (no \"end\") must start after the shifts before it end, but shifts[\(other)] (\(shift.label)) ends after it starts; give it an \"end\""
        case .openShiftWithBreak:
            return "an open shift (no \"end\") has no break yet; give the break when clocking out, or add the \"end\""
        case .breakNotShorter(let shift):
            let times = "\(shift.startTime)-\(shift.endTime)"
            return
                "a break of \(shift.breakMinutes) minutes is as long as the shift (\(times), \(shift.lengthMinutes) minutes) or longer"
        case .overlaps(let other, let shift):
            return "overlaps shifts[\(other)] (\(shift.label))"
        case .notADay(let text, let suggestion):
            let names = dayNames
            return "\"\(text)\" is not a day; write one of \(names)"
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .plan(let reason):
            return filePlan(reason)
        case .notAPayPeriod(let text):
            return "\"\(text)\" is not a pay period; write the month it ends in as YYYY-MM, such as \"2026-10\""
                + " (for weekly or daily pay, the period's first day as YYYY-MM-DD)"
        case .periodNamesAMonth(let text, let daily):
            return "\"\(text)\" names a month, and this workplace is paid "
                + (daily ? "daily: name the day" : "weekly: name the week by its first day")
                + " as YYYY-MM-DD, such as \"2026-11-16\""
        case .receipt(.periodRepeated(let other)):
            return "the same period as received[\(other)]; one receipt a period (give the total that arrived)"
        case .receipt(.amountOutOfRange(let amount)):
            return "\(amount) won is outside 0...\(Receipt.maximumAmount)"
        case .receipt(.dateOutsideWindow(let date, let allowed)):
            return "\(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound)"
        case .doesNotReadBack:
            if wholeFile {
                return "the file's own fields do not read back as written"
            }
            return "does not read back as written"
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    /// The worker's fields as the file has them (the forms and options word them otherwise).
    private func fileWorker(_ problem: Worker.Problem) -> String {
        switch problem {
        case .dependantsOutOfRange(let count):
            let most = Worker.dependantsRange.upperBound
            return "\(count) dependants is out of range; count the worker and each dependant: 1 to \(most)"
        case .moreChildrenThanDependants(let children, let dependants):
            let most = max(dependants - 1, 0)
            return "\(English.count(children, "child", "children")) aged 8 to 20 but "
                + "\(English.count(dependants, "dependant", "dependants")) counting the worker; the children are "
                + "among the dependants, so at most \(most)"
        case .negativeChildren(let children):
            return "\(children) children must not be negative"
        case .withholdingRateNotAllowed(let rate):
            return "\(rate) is not a withholding rate; choose \(withholdingRates) (percent of the table's tax)"
        case .birthDateOutOfRange(let date):
            let range = Worker.birthDates
            return
                "\(date) is outside the birth dates payday takes, \(range.lowerBound) to \(range.upperBound) (a digit missing from the year?)"
        }
    }

    /// A plan's problem as the file has it (fields and indexes, not options).
    private func filePlan(_ reason: PlanRules.Reason) -> String {
        switch reason {
        case .noDays:
            return "must list at least one day, such as [\"mon\", \"wed\", \"fri\"]"
        case .dayRepeated(let day):
            return "\"\(day.shortName)\" is listed twice; list each day once"
        case .breakTooLong(let minutes, let length):
            return "a break of \(minutes) minutes is as long as the planned shift (\(length) minutes) or longer"
        case .untilBeforeFrom(let from, let until):
            return "\(until) is before \"from\" (\(from)); the last day cannot come before the first"
        case .entriesOverlap(let other, let date):
            return
                "plans a shift that overlaps one of schedule[\(other)] (first on \(date)); one person works one shift at a time"
        case .absenceRepeated(let other):
            return "the same date as absences[\(other)]; one absence a date"
        case .endBeforeStart(let start, let end):
            return "\(end) is before \"startDate\" (\(start)); the last day cannot come before the first"
        }
    }

    // MARK: The rates file, the withholding table, the holiday list

    public func tableReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .noValues:
            return "must list at least one value"
        case .monthNotAfter(let month, let previous):
            return "\(month) is not after the previous value's \(previous); list values in order, one per month"
        case .knownThroughBeforeLast(let month, let last):
            return "\(month) is before the last value's month \(last); it is the last month the figures are known for"
        case .noSource:
            return "must not be empty; say who announced the figure"
        case .notAnAnnouncementDate(let text):
            return "\"\(text)\" is not a date; write YYYY-MM-DD, or YYYY-MM or YYYY when only that much is known"
        case .notARate(let text, let upToHundred):
            return "\"\(text)\" is not a rate; write a percentage "
                + (upToHundred ? "such as \"35%\"" : "above 0 and below 100, such as \"4.75%\"")
        case .notARoundingRule(let text):
            return "\"\(text)\" is not a rule; write \"exact\" or \"rounded to 4 decimals\""
        case .notAMonth(let text):
            return "\"\(text)\" is not a month; write YYYY-MM, such as \"2027-01\""
        case .floorAboveCap(_, let floor, let month, let capFigure, let cap):
            return "the floor \(number(floor)) in \(month) is above the cap \(number(cap)) of \(capFigure.rawValue)"
        case .taxCount(let count):
            let columns = WithholdingTable.columns
            return
                "has \(English.count(count, "tax", "taxes")); the table has one for each of 1 to \(columns) dependants"
        case .taxNotInTens(let won):
            return "\(won) is not a multiple of 10 won, as every tax in the table is"
        case .taxRisesWithDependants(let won, let dependants, let previous):
            return
                "\(won) for \(dependants) dependants is more than \(previous) for \(dependants - 1); the tax never rises with more dependants"
        case .rowEndsBeforeStart(let from, let below):
            return "ends at \(below) thousand won, not after its start \(from)"
        case .rowGap(let from, let previousBelow):
            return "starts at \(from) thousand won but the row before ends at \(previousBelow); rows run without a gap"
        case .taxFallsAsPayRises(let tax, let previous):
            return "\(tax) is less than the row before's \(previous); the tax never falls as pay rises"
        case .noRows:
            return "must list the table's rows"
        case .lastRowEnd(let below, let expected):
            return "the last row ends at \(below) thousand won; the table's rows end at \(expected)"
        case .bandGap(let over, let previousThrough):
            return "\(over) does not start where the band before ends (\(previousThrough.map(String.init) ?? "no end"))"
        case .firstBand(let expected):
            return "the formula's first band starts over \(expected) thousand won"
        case .lastBandHasEnd:
            return "the last band has no end"
        case .belowLastRow(let tax, let last):
            return "\(tax) is less than the last row's \(last)"
        case .notAYear:
            return "expected a year such as 2026"
        case .notAHoliday:
            return "expected {\"date\": \"YYYY-MM-DD\", \"name\": \"...\"}"
        case .yearNotListed(let date):
            return "\(date) is in a year not listed in \"years\""
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    // MARK: Values

    public func valueReason(_ reason: DataProblem.Reason) -> String {
        switch reason {
        case .wrongType(let expected, let found):
            return "expected \(self.expected(expected)), found \(kind(found))"
        case .unknownField(let name, let suggestion, let known):
            return "unknown field \"\(name)\""
                + (suggestion.map { "; did you mean \"\($0)\"?" }
                    ?? "; the fields here are " + quoted(known))
        case .repeatedField:
            return "given twice; keep one"
        case .missingField(nil, let example):
            return "missing required field; add \(example)"
        case .missingField(let field?, let example):
            return "missing required field \"\(field)\"; add \(example)"
        case .outOfRange(let written, let value, let number):
            let positive = mustBePositive(value, number)
            return
                "\(written) \(positive ? "must be more than zero" : "is out of range"); expected \(wholeNumber(number))"
        case .notWhole(let written, let number):
            return "\(written) is not a whole number in range; expected \(wholeNumber(number))"
        case .notOneOf(let text, let allowed, let suggestion):
            return "\"\(text)\" is not one of \(quoted(allowed))"
                + (suggestion.map { "; did you mean \"\($0)\"?" } ?? "")
        case .notADate(let text):
            return "\"\(text)\" is not a date; write YYYY-MM-DD, such as \"2026-11-02\""
        case .dateOutsideLimits(let date, let allowed):
            return
                "\(date) is outside the dates payday takes, \(allowed.lowerBound) to \(allowed.upperBound) (a digit missing from the year?)"
        case .notATime(let text):
            return "\"\(text)\" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59"
        case .notAnEndTime(let text):
            return
                "\"\(text)\" is not a time; write HH:mm on a 24-hour clock, 00:00 to 23:59, or 24:00 for midnight at the day's end"
        case .empty:
            return "must not be empty"
        case .notContractHours(let written):
            return notContractHours(written, option: nil)
        default:
            preconditionFailure("dataReason sends only these here")
        }
    }

    public func kind(_ kind: JSONKind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }

    private func expected(_ expected: DataProblem.Expected) -> String {
        switch expected {
        case .object: "an object { ... }"
        case .list: "a list [ ... ]"
        case .string: "a string in double quotes"
        case .bool: "true or false"
        case .wholeNumber(let number): wholeNumber(number)
        case .nameOrWorker:
            "a name in double quotes or an object such as {\"name\": \"김민지\", \"dependants\": 1}"
        case .holidayList: "an object with \"years\" and \"holidays\""
        case .taxRow: "[from, below, 11 taxes] (13 whole numbers)"
        }
    }

    /// `a whole number from 1 to 31 hours` / `1~31시간의 정수`.
    private func wholeNumber(_ number: DataProblem.WholeNumber) -> String {
        let (low, high) = bounds(number)
        return "a whole number from \(low) to \(high)\(unit(number.unit))"
    }

    private func unit(_ unit: DataProblem.WholeNumber.Unit) -> String {
        switch unit {
        case .none: ""
        case .won: " won"
        case .thousandWon: " thousand won"
        case .wonAnHour: " won an hour"
        case .hours: " hours"
        case .minutes: " minutes"
        case .years: " years"
        case .percent: " percent"
        case .dependants: " (the worker counts as one)"
        }
    }
}
