/// The JSON documents' parts (docs/payroll.md), keys in a fixed order; the summary itself,
/// with its warnings in words, is PayrollWords'.
public enum SummaryJSON {
    /// The forecast: `{ "gross": ..., "deductions": ..., "net": ..., "plannedShifts": ..., "plannedMinutes": ... }`.
    public static func expected(_ forecast: Payslip.Forecast) -> String {
        let pay = forecast.pay
        return "{ \"paidMinutes\": \(forecast.minutes.paid), \"plannedShifts\": \(forecast.plannedAhead), "
            + "\"plannedMinutes\": \(forecast.plannedAheadMinutes), \"base\": \(pay.base.won), "
            + "\"premiums\": \(pay.premiums.won), "
            + "\"weeklyHolidayAllowance\": \(pay.weeklyHolidayAllowance.won), \"paidHolidays\": \(pay.paidDaysOff.won), "
            + "\"shutdownAllowance\": \(pay.shutdown.won), \"annualLeave\": \(pay.annualLeave.won), "
            + "\"meals\": \(pay.meals.won), \"gross\": \(pay.gross.won), "
            + "\"deductions\": \(forecast.deductions.total.won), \"net\": \(forecast.net.won) }"
    }

    /// A JSON string literal: quotes, backslashes, control characters and the other characters
    /// a terminal acts on (`TerminalText.isEscaped`: DEL, C1, the bidirectional controls)
    /// escaped; everything else (Korean, emoji) written as is, in UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let control where TerminalText.isEscaped(control):
                let hex = String(control.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
