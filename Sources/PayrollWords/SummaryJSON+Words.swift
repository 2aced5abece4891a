import Payroll

/// The JSON of `payday summary --json` (docs/payroll.md), keys in a fixed order; the warnings in
/// English.
extension SummaryJSON {
    public static func document(today: LocalDate, payslips: [Payslip]) -> String {
        var out = "{ \"today\": \(quoted(today.description)),\n  \"workplaces\": ["
        out += payslips.map(workplace).joined(separator: ",")
        out += payslips.isEmpty ? "] }\n" : " ] }\n"
        return out
    }

    static func workplace(_ slip: Payslip) -> String {
        let minutes = slip.minutes, pay = slip.pay, deductions = slip.deductions
        let warnings = slip.warnings.map { quoted($0.text(.english)) }.joined(separator: ", ")
        return """
             {
                "name": \(quoted(slip.workplaceName)),
                "period": { "start": "\(slip.period.start)", "end": "\(slip.period.end)" },
                "payday": "\(slip.payday)", "daysUntilPayday": \(slip.daysUntilPayday),
                "minutes": { "paid": \(minutes.paid), "day": \(minutes.day), "night": \(minutes.night), \
            "overtime": \(minutes.overtime), "holiday": \(minutes.holiday) },
                "pay": { "base": \(pay.base.won), "night": \(pay.night.won), "overtime": \(pay.overtime.won), \
            "holiday": \(pay.holiday.won), "weeklyHolidayAllowance": \(pay.weeklyHolidayAllowance.won), \
            "paidHolidays": \(pay.paidDaysOff.won), "shutdownAllowance": \(pay.shutdown.won), "annualLeave": \(pay.annualLeave.won), \
            "meals": \(pay.meals.won), "gross": \(pay.gross.won) },
                "deductions": { "incomeTax": \(deductions.incomeTax.won), "localIncomeTax": \(deductions.localIncomeTax.won), \
            "nationalPension": \(deductions.nationalPension.won),
                                "healthInsurance": \(deductions.healthInsurance.won), "longTermCare": \(deductions.longTermCare.won), \
            "employmentInsurance": \(deductions.employmentInsurance.won), "total": \(deductions.total.won) },
                "incomeTaxRule": \(quoted(slip.incomeTaxRule.rawValue)),
                "net": \(slip.net.won),
                "expected": \(slip.expected.map(expected) ?? "null"),
                "warnings": [\(warnings)] }
            """
    }
}
