/// Reading the worker's answers for the estimates of money from the state: `household`,
/// `spouseIncome`, `assets`, `businessCode`, `disabled`, and `children` as a list of birth years.
extension DataFile {
    static func decodeAnswers(_ reader: ObjectReader, into worker: inout Worker, problems: inout [DataProblem]) {
        worker.household = reader.choice("household", StateMoneyFigures.Household.self, problems: &problems)
        worker.spouseIncome = reader.integer("spouseIncome", in: Limits.answerWon, unit: .won, problems: &problems)
        worker.assets = reader.integer("assets", in: Limits.answerWon, unit: .won, problems: &problems)
        if let code = reader.string("businessCode", problems: &problems) {
            if Worker.isBusinessCode(code) {
                worker.businessCode = code
            } else {
                problems.append(DataProblem(path: reader.path("businessCode"), .notABusinessCode(code)))
            }
        }
        worker.disabled = reader.bool("disabled", problems: &problems) ?? false
    }

    /// `children: [2012, 2016]`: each a year in `Limits.childBirthYears`.
    static func decodeBirthYears(_ reader: ObjectReader, problems: inout [DataProblem]) -> [Int]? {
        guard let list = reader.array("children", problems: &problems) else { return nil }
        var years: [Int] = []
        for (index, value) in list.enumerated() {
            if let year = ObjectReader.integer(
                value, at: reader.path("children") + "[\(index)]", in: Limits.childBirthYears, problems: &problems)
            {
                years.append(year)
            }
        }
        return years.count == list.count ? years : nil
    }
}
