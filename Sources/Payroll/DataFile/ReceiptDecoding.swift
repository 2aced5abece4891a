/// Reading a workplace's `received` list from the data file; the checks are `ReceiptRules`',
/// its reasons kept in the file's problems.
extension DataFile {
    static let receiptFields = ["period", "amount", "date"]

    static func decodeReceipts(
        _ object: ObjectReader, startDay: Int, payday: PaydayRule?, problems: inout [DataProblem]
    ) -> [Receipt] {
        guard let list = object.array("received", problems: &problems) else { return [] }
        var receipts: [Receipt] = []
        let before = problems.count
        for (index, value) in list.enumerated() {
            let path = object.path("received") + "[\(index)]"
            guard let reader = ObjectReader(value, path: path, knownFields: receiptFields, problems: &problems)
            else { continue }
            var period: PayPeriod?
            if let text = reader.string("period", required: "\"period\": \"2026-10\"", problems: &problems) {
                let (named, problem) = receiptPeriod(text, startDay: startDay, payday: payday)
                period = named
                if let problem { problems.append(DataProblem(path: reader.path("period"), problem)) }
            }
            let amount =
                reader.integer(
                    "amount", in: Limits.receivedAmount, unit: .won, required: "\"amount\": 612340", problems: &problems
                )
            let date = optionalDate(reader, "date", problems: &problems)
            if let period, let amount {
                receipts.append(Receipt(period: period, amount: Money(won: amount), date: date))
            }
        }
        guard problems.count == before else { return receipts }
        for problem in ReceiptRules.problems(receipts) {
            problems.append(DataProblem(path: object.path("received") + "[\(problem.index)]", .receipt(problem.reason)))
        }
        return receipts
    }

    /// The period a receipt names, or why `text` names none: for monthly pay the month it ends
    /// in (`2026-10`); for weekly and daily pay a day of the period (`2026-11-16`; the file holds
    /// its first day).
    static func receiptPeriod(_ text: String, startDay: Int, payday: PaydayRule?) -> (
        PayPeriod?, DataProblem.Reason?
    ) {
        guard let payday, payday.cadence != .monthly else {
            let month = PayPeriod(iso: text, startDay: startDay)
            return (month, month == nil ? .notAPayPeriod(text) : nil)
        }
        if let day = LocalDate(iso: text) {
            guard Limits.dates.contains(day) else { return (nil, .dateOutsideLimits(day, allowed: Limits.dates)) }
            return (payday.period(containing: day), nil)
        }
        guard PayPeriod(iso: text) == nil else {
            if case .daily = payday.cadence { return (nil, .periodNamesAMonth(text, daily: true)) }
            return (nil, .periodNamesAMonth(text, daily: false))
        }
        return (nil, .notAPayPeriod(text))
    }
}
