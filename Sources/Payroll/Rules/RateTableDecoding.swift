import FoundationEssentials

/// Reading and checking the rates file, every problem named with its path, like the data file.
extension RateTable {
    static let fileFields = ["about", "howToAddAYear", "figures"]
    static let seriesFields = ["unit", "knownThrough", "values"]
    static let entryFields = ["from", "value", "source", "announced"]
    /// The largest won figure accepted: far above any real one, far below overflow.
    static let maximumWon = 1_000_000_000

    /// The rates file that ships with payday (see `ShippedResources`), its withholding table as
    /// `load(path:withholdingNeeded:)` reads it.
    public static func bundled(fallbackDirectory: URL? = nil, withholdingNeeded: Bool = true) throws(DataFileError)
        -> RateTable
    {
        try load(
            path: ShippedResources.locate("rates.json", fallbackDirectory: fallbackDirectory, what: .rates),
            withholdingNeeded: withholdingNeeded)
    }

    /// The rates file at `path` and the withholding table beside it (`withholding-tax.json` in the
    /// same folder), or the shipped table when that folder has none. Without `withholdingNeeded`
    /// (no workplace of the data file is taxed by the table: `DataFile.usesWithholdingTable`) the
    /// table is not read now but the first time a figure asks for it (`WithholdingTableSource`),
    /// and a table that cannot be read then is none.
    public static func load(path: String, withholdingNeeded: Bool = true) throws(DataFileError) -> RateTable {
        var table = try parse(JSONFile.read(path: path), file: path)
        if withholdingNeeded {
            table.withholding = try withholdingTable(besideRatesAt: path)
        } else {
            table.withholdingSource = WithholdingTableSource(besideRatesAt: path)
        }
        return table
    }

    /// The withholding table beside the rates file at `path` (`withholdingTablePath`): the one
    /// reader of it, now or on first need.
    static func withholdingTable(besideRatesAt path: String) throws(DataFileError) -> WithholdingTable {
        try WithholdingTable.load(path: withholdingTablePath(besideRatesAt: path))
    }

    /// Where the withholding table beside the rates file at `path` is read from.
    public static func withholdingTablePath(besideRatesAt path: String) throws(DataFileError) -> String {
        let beside =
            ShippedResources.parent(of: path, levels: 1).map { ShippedResources.joined($0, WithholdingTable.fileName) }
            ?? URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(WithholdingTable.fileName)
            .path
        if FileManager.default.isReadableFile(atPath: beside) { return beside }
        return try ShippedResources.locate(WithholdingTable.fileName, fallbackDirectory: nil, what: .withholdingTable)
    }

    public static func load(url: URL) throws(DataFileError) -> RateTable {
        try load(path: url.path)
    }

    public static func parse(_ data: Data, file: String) throws(DataFileError) -> RateTable {
        let root = try JSONFile.parse(data, file: file)
        var problems: [DataProblem] = []
        // Each figure's series at its place in `RateFigure.allCases` (`RateTable.inOrder`).
        var series = [Series?](repeating: nil, count: RateFigure.allCases.count)
        if let object = ObjectReader(root, path: "", knownFields: fileFields, problems: &problems) {
            _ = object.string("about", problems: &problems)
            _ = object.string("howToAddAYear", problems: &problems)
            if let figuresValue = object.required(
                "figures", "\"figures\": { \"minimumWage\": { ... }, ... }", problems: &problems),
                let figures = ObjectReader(
                    figuresValue, path: "figures", knownFields: RateFigure.allCases.map(\.rawValue),
                    problems: &problems)
            {
                for figure in RateFigure.allCases {
                    guard
                        let value = figures.required(
                            figure.rawValue, "\"\(figure.rawValue)\": { \"values\": [ ... ] }",
                            problems: &problems)
                    else { continue }
                    if let decoded = decodeSeries(
                        value, figure: figure, path: figures.path(figure.rawValue), problems: &problems)
                    {
                        series[figure.place] = decoded
                    }
                }
            }
        }
        if problems.isEmpty { problems += boundsProblems(series) }
        guard problems.isEmpty else { throw DataFileError(file: file, problems: problems) }
        return RateTable(inOrder: series)
    }

    static func decodeSeries(_ value: JSONValue, figure: RateFigure, path: String, problems: inout [DataProblem])
        -> Series?
    {
        guard let object = ObjectReader(value, path: path, knownFields: seriesFields, problems: &problems) else {
            return nil
        }
        let before = problems.count
        _ = object.string("unit", problems: &problems)
        let knownThrough = object.string("knownThrough", problems: &problems).flatMap { text in
            month(text, path: object.path("knownThrough"), problems: &problems)
        }
        var entries: [Entry] = []
        if let list = object.array(
            "values", required: "\"values\": [ { \"from\": \"2025-01\", ... } ]", problems: &problems)
        {
            if list.isEmpty {
                problems.append(DataProblem(path: object.path("values"), .noValues))
            }
            for (index, element) in list.enumerated() {
                let entryPath = "\(object.path("values"))[\(index)]"
                guard let entry = decodeEntry(element, figure: figure, path: entryPath, problems: &problems) else {
                    continue
                }
                if let previous = entries.last, entry.from <= previous.from {
                    problems.append(
                        DataProblem(path: entryPath + ".from", .monthNotAfter(entry.from, previous: previous.from)))
                }
                entries.append(entry)
            }
        }
        if let knownThrough, let last = entries.last, knownThrough < last.from {
            problems.append(
                DataProblem(path: object.path("knownThrough"), .knownThroughBeforeLast(knownThrough, last: last.from)))
        }
        guard problems.count == before, !entries.isEmpty else { return nil }
        return Series(entries: entries, knownThrough: knownThrough)
    }

    static func decodeEntry(_ value: JSONValue, figure: RateFigure, path: String, problems: inout [DataProblem])
        -> Entry?
    {
        guard let object = ObjectReader(value, path: path, knownFields: entryFields, problems: &problems) else {
            return nil
        }
        let before = problems.count
        var from: PayPeriod?
        if let text = object.string("from", required: "\"from\": \"YYYY-MM\"", problems: &problems) {
            from = month(text, path: object.path("from"), problems: &problems)
        }
        var decoded: Value?
        if let raw = object.required("value", figure.example, problems: &problems) {
            decoded = decodeValue(raw, figure: figure, path: object.path("value"), problems: &problems)
        }
        var source: String?
        if let text = object.string(
            "source", required: "\"source\": \"who announced it, and how\"", problems: &problems)
        {
            if DataFile.isBlank(text) {
                problems.append(DataProblem(path: object.path("source"), .noSource))
            } else {
                source = text
            }
        }
        var announced: String?
        if let text = object.string("announced", required: "\"announced\": \"YYYY-MM-DD\"", problems: &problems) {
            if isAnnouncementDate(text) {
                announced = text
            } else {
                problems.append(DataProblem(path: object.path("announced"), .notAnAnnouncementDate(text)))
            }
        }
        guard problems.count == before, let from, let decoded, let source, let announced else { return nil }
        return Entry(from: from, value: decoded, source: source, announced: announced)
    }

    static func decodeValue(_ value: JSONValue, figure: RateFigure, path: String, problems: inout [DataProblem])
        -> Value?
    {
        switch figure.kind {
        case .won:
            return ObjectReader.integer(value, at: path, in: 1...maximumWon, unit: .won, problems: &problems).map(
                Value.won)
        case .percent:
            guard let text = ObjectReader.string(value, at: path, problems: &problems) else { return nil }
            guard text.hasSuffix("%"), let ratio = Ratio(decimal: text), ratio.numerator > 0,
                ratio.numerator < ratio.denominator
            else {
                problems.append(DataProblem(path: path, .notARate(text, upToHundred: false)))
                return nil
            }
            return .ratio(ratio)
        case .ratioRule:
            guard let text = ObjectReader.string(value, at: path, problems: &problems) else { return nil }
            if text == "exact" { return .exactRatio }
            let prefix = "rounded to ", suffix = " decimals"
            if text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count,
                let decimals = Int(text.dropFirst(prefix.count).dropLast(suffix.count)), (1...9).contains(decimals)
            {
                return .roundedRatio(decimals: decimals)
            }
            problems.append(DataProblem(path: path, .notARoundingRule(text)))
            return nil
        }
    }

    /// `YYYY-MM`, or nil with a problem.
    static func month(_ text: String, path: String, problems: inout [DataProblem]) -> PayPeriod? {
        if let month = PayPeriod(iso: text) { return month }
        problems.append(DataProblem(path: path, .notAMonth(text)))
        return nil
    }

    /// `YYYY-MM-DD`, `YYYY-MM` or `YYYY`.
    static func isAnnouncementDate(_ text: String) -> Bool {
        switch text.utf8.count {
        case 10: LocalDate(iso: text) != nil
        case 7: PayPeriod(iso: text) != nil
        case 4: text.allSatisfy(\.isASCIIDigit)
        default: false
        }
    }

    /// A floor above its cap in some month, checked month by month over the file's span.
    static func boundsProblems(_ series: [Series?]) -> [DataProblem] {
        var problems: [DataProblem] = []
        let pairs: [(RateFigure, RateFigure)] = [
            (.nationalPensionBaseFloor, .nationalPensionBaseCap),
            (.healthPremiumFloor, .healthPremiumCap),
        ]
        for (floorFigure, capFigure) in pairs {
            guard let floors = series[floorFigure.place], let caps = series[capFigure.place] else { continue }
            let months = sortedWithoutRepeats((floors.entries + caps.entries).map(\.from))
            for month in months {
                guard case .won(let floor) = floors.entry(in: month).entry.value,
                    case .won(let cap) = caps.entry(in: month).entry.value, floor > cap
                else { continue }
                problems.append(
                    DataProblem(
                        path: "figures.\(floorFigure.rawValue)",
                        .floorAboveCap(floorFigure, floor: floor, month: month, capFigure: capFigure, cap: cap)))
            }
        }
        return problems
    }
}

extension DataFile {
    /// Whether a workplace of the file is taxed by the withholding table (`"incomeTax": "table"`):
    /// the loader reads the table with the rates then, and a broken one is reported there.
    public var usesWithholdingTable: Bool {
        workplaces.contains { $0.deductions.incomeTax == .table }
    }
}

extension RateFigure {
    /// The `"value"` a person would write for this figure.
    var example: String {
        switch kind {
        case .won: "\"value\": 10320"
        case .percent: "\"value\": \"4.75%\""
        case .ratioRule: "\"value\": \"exact\""
        }
    }
}
