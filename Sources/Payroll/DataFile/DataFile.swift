import FoundationEssentials

/// The workplaces data file (docs/data-file.md), validated.
///
/// `datesRelativeTo` (optional, `YYYY-MM-DD`): the file's dates were written as seen from that
/// day. `workplaces(asOf:)` moves every shift, wage and plan date forward or back by the whole weeks
/// between it and today, so the shipped example always shows recent and coming shifts, on the
/// same weekdays as written.
public struct DataFile: Sendable, Equatable {
    public static let supportedVersion = 1
    public var version: Int
    /// The worker (`worker`, optional): a name for the payslip, or an object with the name, birth
    /// date, dependants, children and withholding rate.
    public var worker: Worker?
    public var datesRelativeTo: LocalDate?
    /// As written in the file (dates not moved).
    public var workplaces: [Workplace]

    public init(
        version: Int = DataFile.supportedVersion, worker: Worker? = nil, datesRelativeTo: LocalDate? = nil,
        workplaces: [Workplace]
    ) {
        self.version = version
        self.worker = worker
        self.datesRelativeTo = datesRelativeTo
        self.workplaces = workplaces
    }

    /// Every shift, the open ones included.
    public var shiftCount: Int { workplaces.reduce(0) { $0 + $1.shifts.count + ($1.openShift == nil ? 0 : 1) } }

    /// A file with `datesRelativeTo` is a demo: its dates move with today, so a shift written
    /// into it would drift. It is opened read-only and never written.
    public var isDemo: Bool { datesRelativeTo != nil }

    /// The workplaces with their dates moved for `today` (see the type's comment); as written
    /// when the file has no `datesRelativeTo`.
    public func workplaces(asOf today: LocalDate) -> [Workplace] {
        guard let base = datesRelativeTo else { return workplaces }
        let days = base.days(to: today)
        // Whole weeks, rounded toward the past, so weekdays stay as written.
        let offset = (days >= 0 ? days / 7 : (days - 6) / 7) * 7
        guard offset != 0 else { return workplaces }
        return workplaces.map { workplace in
            var moved = workplace
            moved.shifts = workplace.shifts.map { shift in
                var shift = shift
                shift.date = shift.date.adding(days: offset)
                return shift
            }
            if let open = workplace.openShift { moved.openShift?.date = open.date.adding(days: offset) }
            moved.schedule = workplace.schedule.map { entry in
                var entry = entry
                entry.from = entry.from.adding(days: offset)
                entry.until = entry.until?.adding(days: offset)
                return entry
            }
            moved.absences = workplace.absences.map { Absence(date: $0.date.adding(days: offset), kind: $0.kind) }
            moved.startDate = workplace.startDate?.adding(days: offset)
            moved.endDate = workplace.endDate?.adding(days: offset)
            moved.wages = WageHistory(
                entries: workplace.wages.entries.map {
                    WageHistory.Entry(from: $0.from?.adding(days: offset), hourly: $0.hourly)
                })
            return moved
        }
    }

    /// Reads and validates the file at `path`. The error names `path` as given.
    ///
    /// The quick reader reads the file where the system maps it (`RegularFile.withMapped`: no
    /// copy of its bytes); a file it declines is read into memory and the general reader names
    /// its problems, and one that is not mapped (refused, empty, or not mappable) or that another
    /// program cut short while it was read mapped (`MappedReadGuard`) is read as `parse` reads
    /// bytes: the same result and the same errors as reading it into memory.
    public static func load(path: String) throws(DataFileError) -> DataFile {
        switch RegularFile.withMapped(path, { QuickDataFileReader.read($0) }) {
        case let quick??: return quick.file
        case .some(nil): return try parseGenerally(JSONFile.bytes(path: path), file: path).file
        case nil: return try parse(JSONFile.bytes(path: path), file: path)
        }
    }

    /// Validates `bytes` as a data file. Every problem is collected; nothing is returned from a
    /// file with problems.
    public static func parse(_ bytes: [UInt8], file: String) throws(DataFileError) -> DataFile {
        try parseRecordingWorkplaces(bytes, file: file).file
    }

    public static func parse(_ data: Data, file: String) throws(DataFileError) -> DataFile {
        if let quick = data.withUnsafeBytes({ QuickDataFileReader.read($0.bindMemory(to: UInt8.self)) }) {
            return quick.file
        }
        return try parse(file: file) { (each) throws(DataFileError) in
            try JSONFile.parse(data, file: file, streaming: "workplaces", each: each)
        }.file
    }

    /// The file, and where in `bytes` each workplace was written (from its `{` to its `}`): the
    /// store writes an unchanged workplace back by copying those bytes.
    ///
    /// A file with nothing wrong is read by `QuickDataFileReader` (several times faster on a
    /// large file, the same result); anything it declines, the general reader reads and names
    /// every problem of.
    static func parseRecordingWorkplaces(_ bytes: [UInt8], file: String) throws(DataFileError) -> (
        file: DataFile, ranges: [Range<Int>]
    ) {
        if let quick = bytes.withUnsafeBufferPointer({ QuickDataFileReader.read($0) }) { return quick }
        return try parseGenerally(bytes, file: file)
    }

    /// The general reader alone: a JSON tree per workplace, validated by `decodeWorkplace`.
    static func parseGenerally(_ bytes: [UInt8], file: String) throws(DataFileError) -> (
        file: DataFile, ranges: [Range<Int>]
    ) {
        try parse(file: file) { (each) throws(DataFileError) in
            try JSONFile.parse(bytes, file: file, streaming: "workplaces", each: each)
        }
    }

    private static func parse(
        file: String, reading read: (@escaping JSONReader.StreamedElement) throws(DataFileError) -> JSONValue
    )
        throws(DataFileError) -> (file: DataFile, ranges: [Range<Int>])
    {
        // Each workplace is validated as soon as it is read, so the parsed tree of only one
        // workplace is in memory at a time; the root then holds `"workplaces": []`.
        // The file's own fields are reported before its workplaces', as they usually come first.
        // (A class box: the reader's callback escapes, so it cannot capture `inout` locals.)
        final class Collected {
            var problems: [DataProblem] = []
            var workplaces: [Workplace] = []
            var ranges: [Range<Int>] = []
        }
        let collected = Collected()
        let root = try read { index, value, range in
            if let workplace = decodeWorkplace(value, path: "workplaces[\(index)]", problems: &collected.problems) {
                collected.workplaces.append(workplace)
                collected.ranges.append(range)
            }
        }
        let workplaceProblems = collected.problems
        let streamed = collected.workplaces
        var problems: [DataProblem] = []
        let decodedRoot = decodeFile(root, problems: &problems)
        problems += workplaceProblems
        guard var decoded = decodedRoot, problems.isEmpty else {
            throw DataFileError(file: file, problems: problems)
        }
        // A `workplaces` that is not an array at the top is read whole (no ranges then).
        let ranges = decoded.workplaces.isEmpty ? collected.ranges : []
        decoded.workplaces = streamed + decoded.workplaces
        return (decoded, ranges)
    }
}

extension DataFile {
    /// Each workplace's payslip for `today`, in file order, dates moved by `datesRelativeTo`;
    /// with `forecast`, each with its expected pay.
    public func payslips(
        today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable, forecast: Bool = false
    ) -> [Payslip] {
        payslips(today: today, now: now, holidays: holidays, rates: rates, forecast: forecast) { place, worker in
            Payslip(workplace: place, today: today, now: now, holidays: holidays, rates: rates, worker: worker)
        }
    }

    /// Each workplace's payslip for the period named `month` (in each workplace's own periods).
    public func payslips(
        month: PayPeriod, today: LocalDate, now: LocalMoment, holidays: HolidayCalendar,
        rates: RateTable, forecast: Bool = false
    ) -> [Payslip] {
        payslips(today: today, now: now, holidays: holidays, rates: rates, forecast: forecast) { place, worker in
            Payslip(
                workplace: place, period: place.period(named: month), today: today, now: now,
                holidays: holidays, rates: rates, worker: worker)
        }
    }

    /// `slip` of each workplace as of `today`, for the file's worker; with `forecast`, each with its
    /// expected pay.
    private func payslips(
        today: LocalDate, now: LocalMoment, holidays: HolidayCalendar, rates: RateTable, forecast: Bool,
        _ slip: (Workplace, Worker) -> Payslip
    ) -> [Payslip] {
        let worker = self.worker ?? Worker()
        return workplaces(asOf: today).map { place in
            let slip = slip(place, worker)
            return forecast
                ? slip.withForecast(workplace: place, now: now, holidays: holidays, rates: rates, worker: worker) : slip
        }
    }
}
