/// Reading `contractWeeklyHours` (hours with up to two decimals) and `sickLeave`.
extension DataFile {
    /// `contractWeeklyHours`: a whole number as any integer field (its range worded the same way),
    /// or hours with up to two decimals in steps of 3 minutes (`16.5`), 0 to 168.
    static func decodeContractHours(_ object: ObjectReader, problems: inout [DataProblem]) -> ContractHours? {
        let field = "contractWeeklyHours"
        guard let value = object.value(field) else { return nil }
        if case .number(let text, nil) = value {
            guard let hours = ContractHours(text: text), hours.isWithinLimits else {
                problems.append(DataProblem(path: object.path(field), .notContractHours(written: text)))
                return nil
            }
            return hours
        }
        return object.integer(field, in: Limits.contractWeeklyHours, unit: .hours, problems: &problems).map {
            ContractHours(hours: $0)
        }
    }

    /// `sickLeave`: `"excused"` (the default), `"absence"` or `"paid"`.
    static func decodeSickLeave(_ object: ObjectReader, problems: inout [DataProblem]) -> SickLeave {
        object.choice("sickLeave", SickLeave.self, problems: &problems) ?? .excused
    }
}
