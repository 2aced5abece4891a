import Testing

@testable import Payroll

/// What arrived, for workplaces paid weekly or daily: a receipt is for one of the workplace's own
/// periods (a week named by its Monday, a day), never for a month, and the differences and the
/// claim go period by period. No public holidays (the test calendar knows none).
@Suite struct PeriodReceiptsTests {
    static let law = try! ClaimLaw.bundled()

    static func basis(_ today: String) -> PayBasis {
        PayBasis(today: date(today), now: .endOfDay(date(today)), holidays: noHolidays, rates: shippedRates)
    }

    /// Monday to Friday 10:00-14:00 from November 2, 2026 for three weeks at the 2026 minimum,
    /// 10,320 won, paid on Friday of the week after, no deductions: 20 h a week, 206,400 won and
    /// the allowance of 20 / 40 × 8 h × 10,320 = 41,280: 247,680 a week, paid November 13, 20
    /// and 27.
    static func weekly(received: [Receipt]) -> Workplace {
        Workplace(
            name: "주급집", employees: 5, wages: WageHistory(hourly: 10_320), payday: .weekly(.friday),
            shifts: shifts(on: weekdays, from: "2026-11-02", through: "2026-11-20", "10:00", "14:00"),
            startDate: date("2026-11-02"), received: received)
    }

    static func parse(_ payday: String, received: String) throws(DataFileError) -> DataFile {
        let text =
            #"{"version": 1, "workplaces": [{"name": "A", "wage": 10320, "payday": "# + payday
            + #", "received": "# + received + #", "shifts": []}]}"#
        return try DataFile.parse(Array(text.utf8), file: "w.json")
    }

    static func problems(_ payday: String, received: String) -> [DataProblem.Reason] {
        do {
            _ = try parse(payday, received: received)
            return []
        } catch {
            return error.problems.map(\.reason)
        }
    }

    /// A weekly receipt names its week by any of its days and is kept as the week (written as its
    /// Monday); two weeks of one month are two receipts; a month is refused for weekly and daily
    /// pay and stays a month's name for monthly pay.
    @Test func aReceiptNamesOneOfTheWorkplacesPeriods() throws {
        let file = try Self.parse(
            #"{"weekday": "fri"}"#,
            received: #"[{"period": "2026-11-25", "amount": 1}, {"period": "2026-11-16", "amount": 2}]"#)
        let received = file.workplaces[0].received
        #expect(
            received.map(\.period) == [
                PayPeriod(weeksFrom: date("2026-11-23"), count: 1), PayPeriod(weeksFrom: date("2026-11-16"), count: 1),
            ])
        let written = String(decoding: DataFileWriter.bytes(file), as: UTF8.self)
        #expect(written.contains(#"{ "period": "2026-11-23", "amount": 1 }"#))
        #expect(written.contains(#"{ "period": "2026-11-16", "amount": 2 }"#))
        // Two days of one week are one period given twice.
        #expect(
            Self.problems(
                #"{"weekday": "fri"}"#,
                received: #"[{"period": "2026-11-23", "amount": 1}, {"period": "2026-11-29", "amount": 2}]"#)
                == [.receipt(.periodRepeated(other: 0))])
        #expect(
            Self.problems(#"{"weekday": "fri"}"#, received: #"[{"period": "2026-11", "amount": 1}]"#)
                == [.periodNamesAMonth("2026-11", daily: false)])
        #expect(
            Self.problems(#"{"daily": true}"#, received: #"[{"period": "2026-11", "amount": 1}]"#)
                == [.periodNamesAMonth("2026-11", daily: true)])
        let daily = try Self.parse(#"{"daily": true}"#, received: #"[{"period": "2026-11-28", "amount": 1}]"#)
        #expect(daily.workplaces[0].received.map(\.period) == [PayPeriod(day: date("2026-11-28"))])
        // Monthly pay is as it was: a month's name, and a day is no month.
        #expect(
            Self.problems(#"{"day": 10}"#, received: #"[{"period": "2026-11-28", "amount": 1}]"#)
                == [.notAPayPeriod("2026-11-28")])
        let monthly = try Self.parse(#"{"day": 10}"#, received: #"[{"period": "2026-11", "amount": 1}]"#)
        #expect(monthly.workplaces[0].received.map(\.period) == [PayPeriod(year: 2026, month: 11)])
    }

    /// Recording a week's receipt replaces only that week's.
    @Test func recordingAWeekKeepsTheOtherWeeksOfTheMonth() {
        let first = Receipt(period: PayPeriod(weeksFrom: date("2026-11-02"), count: 1), amount: Money(won: 247_680))
        let second = Receipt(period: PayPeriod(weeksFrom: date("2026-11-09"), count: 1), amount: Money(won: 200_000))
        let again = Receipt(period: PayPeriod(weeksFrom: date("2026-11-09"), count: 1), amount: Money(won: 247_680))
        let recorded = ReceiptRules.recording(again, in: [first, second], startDay: 1)
        #expect(recorded == [first, again])
        #expect(ReceiptRules.problems(recorded).isEmpty)
    }

    /// On November 28 the three weeks are paid: the first received in full (a row, no
    /// difference), the other two with nothing recorded, each listed with its own payday and
    /// 247,680; the claim owes those two weeks, 495,360.
    @Test func theDifferencesAndTheClaimGoWeekByWeek() {
        let job = Self.weekly(received: [
            Receipt(period: PayPeriod(weeksFrom: date("2026-11-02"), count: 1), amount: Money(won: 247_680))
        ])
        let differences = PayDifferences(file: DataFile(workplaces: [job]), year: 2026, basis: Self.basis("2026-11-28"))
        #expect(
            differences.rows.map { "\($0.slip.period) \($0.slip.net.won) \($0.difference.won)" } == [
                "2026-11-02 247680 0"
            ])
        #expect(
            differences.unrecorded.map { "\($0.slip.period) \($0.slip.payday) \($0.slip.net.won)" }
                == ["2026-11-09 2026-11-20 247680", "2026-11-16 2026-11-27 247680"])
        let claim = Claim(workplace: job, basis: Self.basis("2026-11-28"), law: Self.law)
        #expect(claim.owed == Money(won: 495_360))
        #expect(
            claim.sums.map(\.kind) == [
                .wages(period: PayPeriod(weeksFrom: date("2026-11-09"), count: 1), received: nil, parts: []),
                .wages(period: PayPeriod(weeksFrom: date("2026-11-16"), count: 1), received: nil, parts: []),
            ])
    }

    /// The same three weeks with 3.3% withheld: each week a payment of its own, on its own
    /// payday: 247,680 × 3% = 7,430.4, cut to 7,430; local 743, cut to 740; three payments,
    /// 743,040 paid, 22,290 and 2,220 withheld, in the statement and in the May return's receipts.
    @Test func theStatementAndTheMayReturnTakeEachWeeklyPayment() throws {
        var job = Self.weekly(received: [])
        job.deductions = DeductionRules(incomeTax: .businessIncome)
        let statement = WithholdingStatement(workplaces: [job], year: 2026, basis: Self.basis("2026-12-31"))
        #expect(
            statement.payments.map {
                "\($0.slip.period) \($0.slip.payday) \($0.slip.pay.gross.won) \($0.slip.deductions.incomeTax.won) "
                    + "\($0.slip.deductions.localIncomeTax.won)"
            } == [
                "2026-11-02 2026-11-13 247680 7430 740", "2026-11-09 2026-11-20 247680 7430 740",
                "2026-11-16 2026-11-27 247680 7430 740",
            ])
        #expect(
            statement.total
                == WithholdingStatement.Totals(
                    gross: Money(won: 743_040), incomeTax: Money(won: 22_290), localIncomeTax: Money(won: 2_220),
                    withheld: Money(won: 24_510)))
        let inputs = StateMoneyInputs(
            file: DataFile(workplaces: [job]), today: date("2026-12-31"), now: .endOfDay(date("2026-12-31")),
            holidays: noHolidays, rates: shippedRates)
        let business = try #require(inputs.business(year: 2026, code: "940909"))
        #expect(business.receipts == 743_040)
        #expect(business.withheldIncomeTax == 22_290)
        #expect(business.withheldLocalTax == 2_220)
    }
}
