import FoundationEssentials

/// Reading and checking `withholding-tax.json`, every problem named with its path, like the rates
/// file: the rows must run without a gap from the first to 10,000 thousand won, each with 11 taxes
/// in whole tens of won, never falling as pay rises nor rising with more dependants.
extension WithholdingTable {
    public static let fileName = "withholding-tax.json"
    static let fileFields = [
        "about", "source", "amended", "effectiveFrom", "rows", "atTenMillion", "aboveTenMillion", "children", "earlier",
    ]
    static let revisionFields = ["source", "amended", "effectiveFrom", "children"]
    static let bandFields = ["over", "through", "add", "share", "rate"]
    static let childrenFields = ["one", "two", "eachBeyondTwo"]
    /// Far above any tax in the table, far below overflow.
    static let maximumWon = 100_000_000
    static let maximumThousandWon = 10_000_000

    /// The table beside a rates file at `ratesPath` (the shipped one, or one the user names).
    public static func load(besideRatesAt ratesPath: String) throws(DataFileError) -> WithholdingTable {
        let folder = URL(fileURLWithPath: ratesPath).deletingLastPathComponent()
        return try load(path: folder.appendingPathComponent(fileName).path)
    }

    public static func load(path: String) throws(DataFileError) -> WithholdingTable {
        try parse(JSONFile.read(path: path), file: path)
    }

    /// The rows in one pass where they read cleanly (`quickParse`), else the general reader.
    public static func parse(_ data: Data, file: String) throws(DataFileError) -> WithholdingTable {
        if let table = quickParse(data) { return table }
        return try parseGenerally(data, file: file)
    }

    static func parseGenerally(_ data: Data, file: String) throws(DataFileError) -> WithholdingTable {
        let root = try JSONFile.parse(data, file: file)
        var problems: [DataProblem] = []
        let table = decode(root, problems: &problems)
        guard problems.isEmpty, let table else { throw DataFileError(file: file, problems: problems) }
        return table
    }

    /// `rows`: the rows already read and checked (`quickParse`), in place of the tree's.
    static func decode(_ root: JSONValue, rows read: [Row]? = nil, problems: inout [DataProblem]) -> WithholdingTable? {
        guard let object = ObjectReader(root, path: "", knownFields: fileFields, problems: &problems) else {
            return nil
        }
        let before = problems.count
        _ = object.string("about", problems: &problems)
        let source =
            object.string(
                "source", required: "\"source\": \"Income Tax Act Enforcement Decree, annexed table 2 ...\"",
                problems: &problems)
        let amended = object.date("amended", required: "\"amended\": \"2026-02-27\"", problems: &problems)
        let effectiveFrom =
            object.date("effectiveFrom", required: "\"effectiveFrom\": \"2026-03-01\"", problems: &problems)
        let rows = read ?? decodeRows(object, problems: &problems)
        var atTenMillion: [Int]?
        if let list = object.array("atTenMillion", required: "\"atTenMillion\": [1507400, ...]", problems: &problems) {
            atTenMillion = taxes(list[...], path: { object.path("atTenMillion") }, problems: &problems)
        }
        let bands = decodeBands(object, problems: &problems)
        let children = decodeChildren(object, problems: &problems)
        let earlier = effectiveFrom.map { decodeEarlier(object, before: $0, problems: &problems) } ?? []
        guard problems.count == before, let source, let amended, let effectiveFrom, let rows, let atTenMillion,
            let bands, let children
        else { return nil }
        if let last = rows.last {
            for column in 0..<columns where atTenMillion[column] < last.taxes[column] {
                problems.append(
                    DataProblem(
                        path: "atTenMillion[\(column)]", .belowLastRow(atTenMillion[column], last: last.taxes[column])))
            }
        }
        return WithholdingTable(
            source: source, amended: amended, effectiveFrom: effectiveFrom, rows: rows, atTenMillion: atTenMillion,
            aboveTenMillion: bands, children: children, earlier: earlier)
    }

    /// `children`: the amounts taken off for one, two, and each child beyond two.
    static func decodeChildren(_ object: ObjectReader, problems: inout [DataProblem]) -> Children? {
        guard
            let value = object.required(
                "children", "\"children\": { \"one\": 20830, \"two\": 45830, \"eachBeyondTwo\": 33330 }",
                problems: &problems),
            let reader = ObjectReader(
                value, path: object.path("children"), knownFields: childrenFields, problems: &problems)
        else { return nil }
        var amounts: [Int] = []
        for field in childrenFields {
            if let won = reader.integer(
                field, in: 0...maximumWon, unit: .won, required: "\"\(field)\": 20830", problems: &problems)
            {
                amounts.append(won)
            }
        }
        return amounts.count == 3 ? Children(one: amounts[0], two: amounts[1], eachBeyondTwo: amounts[2]) : nil
    }

    /// `earlier`: the earlier revisions with the same rows, oldest first, each taking effect
    /// before the next and before the table's own `effectiveFrom`.
    static func decodeEarlier(_ object: ObjectReader, before latest: LocalDate, problems: inout [DataProblem])
        -> [Revision]
    {
        guard object.has("earlier"), let list = object.array("earlier", problems: &problems) else { return [] }
        var revisions: [Revision] = []
        for (index, value) in list.enumerated() {
            let path = "earlier[\(index)]"
            guard let reader = ObjectReader(value, path: path, knownFields: revisionFields, problems: &problems),
                let source = reader.string("source", required: "\"source\": \"...\"", problems: &problems),
                let amended = reader.date("amended", required: "\"amended\": \"2024-02-29\"", problems: &problems),
                let effectiveFrom = reader.date(
                    "effectiveFrom", required: "\"effectiveFrom\": \"2024-03-01\"", problems: &problems),
                let children = decodeChildren(reader, problems: &problems)
            else { continue }
            let next = revisions.last?.effectiveFrom
            if effectiveFrom >= latest || next.map({ effectiveFrom <= $0 }) == true {
                problems.append(DataProblem(path: reader.path("effectiveFrom"), .revisionOutOfOrder(effectiveFrom)))
                continue
            }
            revisions.append(
                Revision(source: source, amended: amended, effectiveFrom: effectiveFrom, children: children))
        }
        return revisions
    }

    /// 11 taxes in won, each a multiple of 10, none rising with more dependants.
    /// `offset`: where the first tax stands in the array at `path` (2 in a row, after from and below).
    /// The paths of problems are written only when there is one (the shipped table has none,
    /// and writing a path for each of its 7,000 taxes was most of the start's reading time).
    static func taxes(
        _ list: ArraySlice<JSONValue>, path: @escaping () -> String, offset: Int = 0, problems: inout [DataProblem]
    ) -> [Int]? {
        guard list.count == columns else {
            problems.append(DataProblem(path: path(), .taxCount(list.count)))
            return nil
        }
        var taxes: [Int] = []
        taxes.reserveCapacity(columns)
        for (index, value) in list.enumerated() {
            let place = { "\(path())[\(index + offset)]" }
            guard
                let won = ObjectReader.integer(
                    value, at: place(), in: 0...maximumWon, unit: .won,
                    problems: &problems)
            else { continue }
            if won % 10 != 0 {
                problems.append(DataProblem(path: place(), .taxNotInTens(won)))
            }
            if let previous = taxes.last, won > previous {
                problems.append(
                    DataProblem(path: place(), .taxRisesWithDependants(won, dependants: index + 1, previous: previous)))
            }
            taxes.append(won)
        }
        return taxes.count == columns ? taxes : nil
    }

    static func decodeRows(_ object: ObjectReader, problems: inout [DataProblem]) -> [Row]? {
        guard let list = object.array("rows", required: "\"rows\": [[770, 775, 0, ...], ...]", problems: &problems)
        else { return nil }
        let before = problems.count
        var rows: [Row] = []
        rows.reserveCapacity(list.count)
        for (index, value) in list.enumerated() {
            let path = { "rows[\(index)]" }
            guard case .array(let cells) = value, cells.count == columns + 2 else {
                problems.append(DataProblem(path: path(), .wrongType(expected: .taxRow, found: value.kind)))
                continue
            }
            guard
                let from = ObjectReader.integer(
                    cells[0], at: "\(path())[0]", in: 0...maximumThousandWon,
                    unit: .thousandWon, problems: &problems),
                let below = ObjectReader.integer(
                    cells[1], at: "\(path())[1]", in: 1...maximumThousandWon,
                    unit: .thousandWon, problems: &problems),
                let taxes = taxes(cells[2...], path: path, offset: 2, problems: &problems)
            else { continue }
            if below <= from {
                problems.append(DataProblem(path: path(), .rowEndsBeforeStart(from: from, below: below)))
            }
            if let previous = rows.last {
                if from != previous.below {
                    problems.append(DataProblem(path: path(), .rowGap(from: from, previousBelow: previous.below)))
                }
                for column in 0..<columns where taxes[column] < previous.taxes[column] {
                    problems.append(
                        DataProblem(
                            path: "\(path())[\(column + 2)]",
                            .taxFallsAsPayRises(taxes[column], previous: previous.taxes[column])))
                }
            }
            rows.append(Row(from: from, below: below, taxes: taxes))
        }
        if rows.isEmpty {
            problems.append(DataProblem(path: "rows", .noRows))
        } else if let last = rows.last, last.below != formulaFromThousandWon {
            problems.append(
                DataProblem(
                    path: "rows[\(rows.count - 1)]", .lastRowEnd(below: last.below, expected: formulaFromThousandWon)))
        }
        return problems.count == before ? rows : nil
    }

    static func decodeBands(_ object: ObjectReader, problems: inout [DataProblem]) -> [Band]? {
        guard
            let list = object.array(
                "aboveTenMillion", required: "\"aboveTenMillion\": [{ \"over\": 10000, \"through\": 14000, ... }]",
                problems: &problems)
        else { return nil }
        let before = problems.count
        var bands: [Band] = []
        for (index, value) in list.enumerated() {
            let path = "aboveTenMillion[\(index)]"
            guard let reader = ObjectReader(value, path: path, knownFields: bandFields, problems: &problems),
                let over = reader.integer(
                    "over", in: 1...maximumThousandWon, unit: .thousandWon, required: "\"over\": 10000",
                    problems: &problems),
                let add = reader.integer(
                    "add", in: 0...maximumWon, unit: .won, required: "\"add\": 25000", problems: &problems),
                reader.required("rate", "\"rate\": \"35%\"", problems: &problems) != nil,
                let rate = percent(reader, "rate", problems: &problems)
            else { continue }
            let through = reader.integer(
                "through", in: 1...maximumThousandWon, unit: .thousandWon, problems: &problems)
            let share = reader.has("share") ? percent(reader, "share", problems: &problems) : nil
            if let previous = bands.last, previous.through != over {
                problems.append(
                    DataProblem(path: reader.path("over"), .bandGap(over: over, previousThrough: previous.through)))
            }
            bands.append(Band(over: over, through: through, add: add, share: share, rate: rate))
        }
        if bands.first?.over != formulaFromThousandWon {
            problems.append(DataProblem(path: "aboveTenMillion", .firstBand(expected: formulaFromThousandWon)))
        }
        if let last = bands.last, last.through != nil {
            problems.append(DataProblem(path: "aboveTenMillion[\(bands.count - 1)].through", .lastBandHasEnd))
        }
        return problems.count == before ? bands : nil
    }

    static func percent(_ reader: ObjectReader, _ field: String, problems: inout [DataProblem]) -> Ratio? {
        guard let text = reader.string(field, problems: &problems) else { return nil }
        guard text.hasSuffix("%"), let ratio = Ratio(decimal: text), ratio.numerator > 0,
            ratio.numerator <= ratio.denominator
        else {
            problems.append(DataProblem(path: reader.path(field), .notARate(text, upToHundred: true)))
            return nil
        }
        return ratio
    }
}
