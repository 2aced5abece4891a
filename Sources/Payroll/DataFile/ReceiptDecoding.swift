/// Reading a workplace's `received` list from the data file; the checks are `ReceiptRules`',
/// its reasons kept in the file's problems.
extension DataFile {
    static let receiptFields = ["period", "amount", "date"]

    static func decodeReceipts(_ object: ObjectReader, startDay: Int, problems: inout [DataProblem]) -> [Receipt] {
        guard let list = object.array("received", problems: &problems) else { return [] }
        var receipts: [Receipt] = []
        let before = problems.count
        for (index, value) in list.enumerated() {
            let path = object.path("received") + "[\(index)]"
            guard let reader = ObjectReader(value, path: path, knownFields: receiptFields, problems: &problems)
            else { continue }
            var period: PayPeriod?
            if let text = reader.string("period", required: "\"period\": \"2026-10\"", problems: &problems) {
                period = PayPeriod(iso: text, startDay: startDay)
                if period == nil {
                    problems.append(DataProblem(path: reader.path("period"), .notAPayPeriod(text)))
                }
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
}
