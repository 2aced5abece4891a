/// One thing wrong in a data file (or in the rates file, the withholding table or the holiday
/// list beside it), as data: where it is and what is wrong, with the offending value. The
/// command line and the app word it themselves, in English and Korean (`RuleWords.dataProblem`
/// in PaydayApp); no sentence is built here.
public struct DataProblem: Sendable, Equatable {
    /// Where in the file.
    public enum Place: Sendable, Equatable {
        /// The file as a whole (it is missing, unreadable, or not what it should be).
        case file
        /// The value at a path such as `workplaces[2].shifts[14].end`.
        case value(String)
        /// A shift that has not ended (`path` to it or to one of its fields): it has no end to
        /// name it by, so the words add its date and start.
        case openShift(String, OpenShift)
        /// Where the JSON's syntax breaks: 1-based line, and column in bytes within the line.
        case text(line: Int, column: Int)
    }

    /// The file payday ships and did not find (`Reason.shippedFileMissing`).
    public enum ShippedFile: Sendable, Equatable, CaseIterable {
        case rates, withholdingTable, holidays, demo
    }

    /// A whole number's allowed range and its unit, as the check knows them.
    public struct WholeNumber: Sendable, Equatable {
        public enum Unit: Sendable, Equatable, CaseIterable {
            case none, won, thousandWon, wonAnHour, hours, minutes, years, percent
            /// Dependants, the worker counted among them.
            case dependants
        }

        public var range: ClosedRange<Int>
        public var unit: Unit

        public init(_ range: ClosedRange<Int>, _ unit: Unit = .none) {
            self.range = range
            self.unit = unit
        }
    }

    /// What a value should have been, when it is of another kind.
    public enum Expected: Sendable, Equatable {
        case object, list, string, bool
        case wholeNumber(WholeNumber)
        /// `worker`: a name, or an object with the worker's fields.
        case nameOrWorker
        /// A holiday list's top level: an object with `years` and `holidays`.
        case holidayList
        /// A row of the withholding table: `[from, below, 11 taxes]`.
        case taxRow
    }

    public enum Reason: Sendable, Equatable {
        // The file itself.
        /// No file at the path.
        case noSuchFile
        /// A folder, a FIFO, a device... where a file should be.
        case notAFile(FileKind)
        /// Larger than any data file (`RegularFile.maximumBytes`); not read.
        case tooLarge(bytes: Int)
        /// `open` or `read` failed with `code` (an `errno`).
        case unreadable(code: Int32)
        /// Not JSON (the place is the line and column).
        case syntax(JSONSyntaxError.Fault)
        /// A file that ships with payday was found neither where it is installed nor beside the
        /// data file.
        case shippedFileMissing(ShippedFile)

        // Any value.
        case wrongType(expected: Expected, found: JSONKind)
        /// A field the object does not have; `suggestion` is a near miss among `known`.
        case unknownField(String, suggestion: String?, known: [String])
        /// The field is given twice in its object.
        case repeatedField
        /// `field` is missing from the object at the place (nil: the place is the field itself,
        /// at the top of the file); `example` is the JSON to add.
        case missingField(String?, example: String)
        /// A whole number (`written` as in the file, `value` its value) outside the range.
        case outOfRange(written: String, value: Int, WholeNumber)
        /// A number with a fraction or an exponent, or too large for any range.
        case notWhole(written: String, WholeNumber)
        /// `contractWeeklyHours` with a fraction that is not hours 0 to 168 with up to two
        /// decimals in steps of 0.05 (3 minutes).
        case notContractHours(written: String)
        /// A text that is none of `allowed`; `suggestion` is a near miss.
        case notOneOf(String, allowed: [String], suggestion: String?)
        case notADate(String)
        /// A date of work outside the dates payday takes (`Limits.dates`).
        case dateOutsideLimits(LocalDate, allowed: ClosedRange<LocalDate>)
        case notATime(String)
        /// An end (a shift's, a schedule entry's) that is no time nor `24:00`.
        case notAnEndTime(String)
        /// A name (or a source) with nothing but white space in it.
        case empty
        /// `worker.businessCode` that is not six digits.
        case notABusinessCode(String)

        // The data file.
        /// `version` is not `DataFile.supportedVersion`: a number as written, or another kind.
        case unsupportedVersion(written: String?, found: JSONKind)
        /// The worker's fields, as `Worker.problems` finds them.
        case worker(Worker.Problem)
        /// A workplace with neither `wage` nor `wages`.
        case missingWage
        case wageAndWages
        /// `wages` is an empty list.
        case noWages
        /// A second wage from the same date as `wages[other]`.
        case wageDateRepeated(LocalDate, other: Int)
        /// A second open shift; `shifts[first]` is open too.
        case secondOpenShift(first: Int, OpenShift)
        /// The open shift starts before `shifts[other]` (`shift`) ends.
        case openShiftBeforeEnd(other: Int, Shift)
        /// An open shift with a break.
        case openShiftWithBreak
        /// The shift's break is as long as the shift or longer.
        case breakNotShorter(Shift)
        /// The shift overlaps `shifts[other]` (`shift`).
        case overlaps(other: Int, Shift)
        /// A schedule's day that is not one of `Weekday`'s short names.
        case notADay(String, suggestion: String?)
        /// A plan's problem, as `PlanRules` finds it.
        case plan(PlanRules.Reason)
        case notAPayPeriod(String)
        /// A receipt of a workplace paid weekly or daily (`daily`) that names a month (`2026-11`):
        /// its periods are named by their first day.
        case periodNamesAMonth(String, daily: Bool)
        /// A payday's fields that do not go together (weekly and daily pay).
        case payday(PaydayRule.Problem)
        /// A receipt's problem, as `ReceiptRules` finds it.
        case receipt(ReceiptRules.Reason)
        /// The store's check of a save: the file's own fields, or a workplace, would not read
        /// back as written (never expected).
        case doesNotReadBack

        // The rates file.
        /// `values` is an empty list.
        case noValues
        /// A figure's value from `month`, not after the one before (from `previous`).
        case monthNotAfter(PayPeriod, previous: PayPeriod)
        /// `knownThrough` before the month of the last value.
        case knownThroughBeforeLast(PayPeriod, last: PayPeriod)
        /// A figure's `source` with nothing in it.
        case noSource
        case notAnAnnouncementDate(String)
        /// Not a percentage in range: above 0 and below 100, or (`upToHundred`) up to 100.
        case notARate(String, upToHundred: Bool)
        /// Neither `exact` nor `rounded to N decimals`.
        case notARoundingRule(String)
        case notAMonth(String)
        /// In `month`, the floor of `figure` is above the cap of `capFigure`.
        case floorAboveCap(RateFigure, floor: Int, month: PayPeriod, capFigure: RateFigure, cap: Int)

        // The withholding table.
        /// A row (or `atTenMillion`) with `count` taxes, not one per number of dependants.
        case taxCount(Int)
        /// A tax that is not whole tens of won.
        case taxNotInTens(Int)
        /// A tax for `dependants` more than the one for one dependant fewer (`previous`).
        case taxRisesWithDependants(Int, dependants: Int, previous: Int)
        /// A row that ends (`below`, thousand won) not after it starts (`from`).
        case rowEndsBeforeStart(from: Int, below: Int)
        /// A row that starts at `from` where the row before ends at `previousBelow`.
        case rowGap(from: Int, previousBelow: Int)
        /// A tax less than the row before's (`previous`).
        case taxFallsAsPayRises(Int, previous: Int)
        case noRows
        /// The last row ends at `below`, not where the formula takes over (`expected`).
        case lastRowEnd(below: Int, expected: Int)
        /// A band that starts at `over` where the band before ends (`previousThrough`, nil: no end).
        case bandGap(over: Int, previousThrough: Int?)
        /// The formula's first band must start over `expected` thousand won.
        case firstBand(expected: Int)
        case lastBandHasEnd
        /// An earlier revision of the withholding table that does not take effect after the one
        /// before it and before the table's own date.
        case revisionOutOfOrder(LocalDate)
        /// A tax at ten million won less than the last row's (`last`).
        case belowLastRow(Int, last: Int)

        // The holiday list.
        case notAYear
        /// A holiday that is not `{"date": "YYYY-MM-DD", "name": "..."}`.
        case notAHoliday
        /// A holiday on `date`, whose year is not in `years`.
        case yearNotListed(LocalDate)
    }

    public var place: Place
    public var reason: Reason

    public init(_ place: Place, _ reason: Reason) {
        self.place = place
        self.reason = reason
    }

    /// At the value `path` (the file as a whole when `path` is empty).
    public init(path: String, _ reason: Reason) {
        self.init(path.isEmpty ? .file : .value(path), reason)
    }

    init(syntax error: JSONSyntaxError) {
        self.init(.text(line: error.line, column: error.column), .syntax(error.fault))
    }
}

/// A data file that cannot be used, with every problem found in it (not only the first).
public struct DataFileError: Error, Sendable, Equatable {
    /// The file as the user named it.
    public var file: String
    public var problems: [DataProblem]

    public init(file: String, problems: [DataProblem]) {
        self.file = file
        self.problems = problems
    }

    public init(file: String, _ reason: DataProblem.Reason) {
        self.init(file: file, problems: [DataProblem(.file, reason)])
    }
}
