import Foundation
import Payroll
import Testing

@testable import PaydayApp
@testable import PaydayCommandLine

/// `payday refund` and `payday benefits` on files worked by hand (the figures from the shipped
/// `state-money.json`):
///
/// - The 3.3% job 편의점 pays 10,000 won an hour, no weekly holiday allowance, one employee (no
///   premiums): ten 10-hour shifts a month, February to November 2025, so 1,000,000 won a month
///   paid on the 10th of the next month (March to December 2025): 2025's receipts 10,000,000,
///   3% withheld 30,000 a month (300,000) and 0.3% local 3,000 a month (30,000).
/// - The insured job 카페 (the four insurances, no income tax) pays 10,320 won an hour, 8 hours
///   each weekday from 2025-06-02 to its last day 2026-05-29, 40 contracted hours a week.
@Suite struct StateMoneyCommandTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "payday-state-money-\(UUID().uuidString).json"
        ).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Ten 10-hour shifts in each month of 2025 from February to November.
    static var receiptsShifts: String {
        var items: [String] = []
        for month in 2...11 {
            for day in 1...10 {
                let date = LocalDate(year: 2025, month: month, day: day)!
                items.append(#"{ "date": "\#(date)", "start": "09:00", "end": "19:00" }"#)
            }
        }
        return items.joined(separator: ", ")
    }

    static func threePointThree(worker: String) throws -> String {
        try write(
            """
            { "version": 1, "worker": \(worker), "workplaces": [
              { "name": "편의점", "wage": 10000, "payday": { "day": 10 }, "weeklyHolidayAllowance": false,
                "deductions": { "incomeTax": "3.3%" }, "shifts": [ \(receiptsShifts) ] } ] }
            """)
    }

    /// Both jobs in one file, the assets not answered (the `$` screen's file).
    static func bothJobs() throws -> String {
        try write(
            """
            { "version": 1, "worker": { "name": "김민지", "birthDate": "1976-05-01", "household": "single" },
              "workplaces": [
              { "name": "편의점", "wage": 10000, "payday": { "day": 10 }, "weeklyHolidayAllowance": false,
                "deductions": { "incomeTax": "3.3%" }, "shifts": [ \(receiptsShifts) ] },
              { "name": "카페", "wage": 10320, "payday": { "day": 10 }, "contractWeeklyHours": 40,
                "deductions": { "insurance": "four" }, "endDate": "2026-05-29", "leaving": "contract-ended",
                "shifts": [ \(insuredShifts) ] } ] }
            """)
    }

    /// 8 hours each weekday from 2025-06-02 to 2026-05-29.
    static var insuredShifts: String {
        var items: [String] = []
        var day = LocalDate(iso: "2025-06-02")!
        while day <= LocalDate(iso: "2026-05-29")! {
            if !day.isWeekend { items.append(#"{ "date": "\#(day)", "start": "09:00", "end": "17:00" }"#) }
            day = day.adding(days: 1)
        }
        return items.joined(separator: ", ")
    }

    static func insured(leaving: String?, birthDate: String) throws -> String {
        var items: [String] = []
        var day = LocalDate(iso: "2025-06-02")!
        while day <= LocalDate(iso: "2026-05-29")! {
            if !day.isWeekend { items.append(#"{ "date": "\#(day)", "start": "09:00", "end": "17:00" }"#) }
            day = day.adding(days: 1)
        }
        let reason = leaving.map { #""leaving": "\#($0)", "# } ?? ""
        return try write(
            """
            { "version": 1, "worker": { "name": "김민지", "birthDate": "\(birthDate)", "household": "single",
                "assets": 0 },
              "workplaces": [
              { "name": "카페", "wage": 10320, "payday": { "day": 10 }, "contractWeeklyHours": 40,
                "deductions": { "insurance": "four" }, "endDate": "2026-05-29", \(reason)
                "shifts": [ \(items.joined(separator: ", ")) ] } ] }
            """)
    }

    func run(_ arguments: [String], file: String) throws -> CommandResult {
        let clock = Date(timeIntervalSince1970: 1_800_000_000)
        switch try PaydayCommand.parseAsRoot(arguments + ["--data", file]) {
        case let command as RefundCommand: return command.result(clock: clock, timeZone: Self.seoul)
        case let command as BenefitsCommand: return command.result(clock: clock, timeZone: Self.seoul)
        default: throw CancellationError()
        }
    }

    @Test func theMayReturnOfAThreePointThreeWorker() throws {
        let file = try Self.threePointThree(worker: #"{ "name": "김민지", "household": "single", "assets": 0 }"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // Expenses 10,000,000 × 64.1% = 6,410,000; income 3,590,000; less 1,500,000 for the
        // worker: base 2,090,000; 6% = 125,400; less the standard credit 70,000: 55,400.
        // Withheld 300,000: back 244,600. Local 5,540 decided against 30,000: 24,460 back.
        // The year: 244,600 + 24,460 = 269,060 in all.
        let json = try run(["refund", "--year", "2025", "--json", "--today", "2026-03-02"], file: file)
        #expect(json.exitStatus == 0)
        let text = json.standardOutput
        #expect(text.hasPrefix(#"{ "year": 2025, "refund": 244600, "localRefund": 24460,"#))
        #expect(text.contains(#""yearEnd": null"#))
        #expect(text.contains(#""mayReturn": { "refund": 244600, "localRefund": 24460, "reason": null,"#))
        #expect(text.contains(#"{ "name": "receipts", "figures": { "businessCode": "940909" }, "amount": 10000000 }"#))
        #expect(text.contains(#"{ "name": "taxBase", "figures": { }, "amount": 2090000 }"#))
        #expect(text.contains(#"{ "name": "decidedTax", "figures": { }, "amount": 55400 }"#))
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(parsed?["refund"] as? Int == 244_600)

        let english = try run(["refund", "--year", "2025", "--today", "2026-03-02"], file: file).standardOutput
        #expect(english.hasPrefix("Income tax for 2025, an estimate\n\nMay income tax return\n  Receipts: ₩10,000,000"))
        #expect(english.contains("\n  Tax base: ₩2,090,000\n"))
        #expect(english.contains("\n  = Money back: ₩269,060 (estimate)\n"))
        #expect(english.contains("Left out: card spending"))
        let korean = try run(["refund", "--year", "2025", "--today", "2026-03-02", "--lang", "ko"], file: file)
        #expect(korean.standardOutput.hasPrefix("2025년 소득세 추정\n\n5월 종합소득세 신고\n  수입금액: 10,000,000원"))
        #expect(korean.standardOutput.contains("돌려받을 돈: 269,060원 (추정)"))
    }

    @Test func aYearWithoutFiguresNamesTheKnownYears() throws {
        let file = try Self.threePointThree(worker: #""김민지""#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(
            try run(["refund", "--year", "2022", "--today", "2026-03-02"], file: file)
                == CommandResult(
                    standardError: "payday refund: Payday has figures for 2023-2026, not for 2022.\n", exitStatus: 1))
        let korean = try run(["refund", "--year", "2027", "--today", "2026-03-02", "--lang", "ko"], file: file)
        #expect(korean.standardError == "payday refund: 2027년 자료가 없습니다. 2023-2026년 자료만 있습니다.\n")
        #expect(korean.exitStatus == 1)
        // A year no date can have is the option's own error, before the file is read.
        #expect(throws: (any Error).self) { try PaydayCommand.parseAsRoot(["refund", "--year", "1026"]) }
    }

    @Test func theCreditAsksForTheHouseholdByName() throws {
        let file = try Self.threePointThree(worker: #""김민지""#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = try run(["benefits", "--today", "2026-03-02"], file: file).standardOutput
        #expect(
            text.hasPrefix(
                "Earned income tax credit for 2025's income, an estimate\n"
                    + "  The estimate needs your household: single, one earner or two earners.\n"
                    + "  = Not known yet\n"
                    + "  Answer with: payday worker set --household single|one-earner|two-earner\n"))
        #expect(text.contains("Unemployment benefit: no job with the four insurances"))
        let json = try run(["benefits", "--today", "2026-03-02", "--json"], file: file).standardOutput
        #expect(
            json.hasPrefix(
                #"{ "eitc": { "year": 2025, "eligible": null, "amount": 0, "reason": { "code": "answerNeeded", "question": "household" },"#
            ))
        #expect(json.contains(#""unemployment": null }"#))
    }

    @Test func theCreditOnTheReceipts() throws {
        let file = try Self.threePointThree(worker: #"{ "name": "김민지", "household": "single", "assets": 0 }"#)
        defer { try? FileManager.default.removeItem(atPath: file) }
        // Receipts 10,000,000 count at 90%: 9,000,000, the single household's plateau's end
        // (4,000,000 to 9,000,000): the maximum 1,650,000.
        let json = try run(["benefits", "--today", "2026-03-02", "--json"], file: file).standardOutput
        #expect(json.hasPrefix(#"{ "eitc": { "year": 2025, "eligible": true, "amount": 1650000, "reason": null,"#))
        #expect(json.contains(#"{ "name": "householdEarnedIncome", "figures": { "household": "single", "#))
        let text = try run(["benefits", "--today", "2026-03-02"], file: file).standardOutput
        #expect(text.contains("\n  = Eligible: ₩1,650,000\n"))
        // This year so far (nothing paid in 2026 yet): no earned income.
        #expect(text.contains("This year so far (2026), for next May's application:\n"))
    }

    @Test func theBenefitAtItsFloorForAContractThatEnded() throws {
        let file = try Self.insured(leaving: "contract-ended", birthDate: "1976-05-01")
        defer { try? FileManager.default.removeItem(atPath: file) }
        // The ordinary daily wage 8 h × 10,320 = 82,560 is above the average (with the weekly
        // allowance, 6/7 of 82,560 a day on average): 60% of 82,560 = 49,536, under the floor
        // 80% × 10,320 × 8 = 66,048, which is paid (the cap on 2026-05-30 is 68,100).
        // Insured from 2025-06-02 to 2026-05-30: under a year, 120 days at 50: 7,925,760.
        let json = try run(["benefits", "--today", "2026-06-01", "--json"], file: file).standardOutput
        #expect(
            json.contains(#""unemployment": { "eligible": true, "dailyAmount": 66048, "days": 120, "reason": null,"#))
        #expect(
            json.contains(
                #"{ "name": "dailyFloor", "figures": { "rate": "80%", "minimumWage": 10320, "dailyHours": 480 }, "amount": 66048 }"#
            ))
        #expect(json.contains(#"{ "name": "benefitTotal", "figures": { }, "amount": 7925760 }"#))
        let text = try run(["benefits", "--today", "2026-06-01"], file: file).standardOutput
        #expect(text.contains("For the job at 카페.\nUnemployment benefit if the job ends 2026-05-29, an estimate\n"))
        #expect(text.contains("  = Eligible: ₩66,048 a day for 120 days: ₩7,925,760\n"))
        let korean = try run(["benefits", "--today", "2026-06-01", "--lang", "ko"], file: file).standardOutput
        #expect(korean.contains("  = 수급 대상: 하루 66,048원 × 120일: 7,925,760원\n"))
    }

    /// An insured job (the four insurances) with no shift yet.
    static func insuredWithoutWork() throws -> String {
        try write(
            """
            { "version": 1, "workplaces": [
              { "name": "카페", "wage": 10320, "payday": { "day": 10 }, "deductions": { "insurance": "four" },
                "shifts": [] } ] }
            """)
    }

    /// An insured job with no work recorded yet is no job to estimate the benefit for: the
    /// sentence says so, not that no job is insured.
    @Test func anInsuredJobWithoutWorkIsNamedAsSuch() throws {
        let file = try Self.insuredWithoutWork()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let text = try run(["benefits", "--today", "2026-06-01"], file: file).standardOutput
        #expect(
            text.contains(
                "Unemployment benefit: no job with the four insurances (deductions.insurance \"four\") has work "
                    + "recorded, so none is estimated.\n"))
        let korean = try run(["benefits", "--today", "2026-06-01", "--lang", "ko"], file: file).standardOutput
        #expect(korean.contains("구직급여: 4대 보험에 가입된 일터의 근무 기록이 없어 추정하지 않습니다.\n"))
    }

    @Test func aQuitDoesNotQualifyAndAMissingReasonIsAskedFor() throws {
        let quit = try Self.insured(leaving: "quit", birthDate: "1976-05-01")
        defer { try? FileManager.default.removeItem(atPath: quit) }
        let json = try run(["benefits", "--today", "2026-06-01", "--json"], file: quit).standardOutput
        #expect(
            json.contains(
                #""unemployment": { "eligible": false, "dailyAmount": 0, "days": 0, "reason": { "code": "reasonDoesNotQualify", "leaving": "quit" },"#
            ))
        let missing = try Self.insured(leaving: nil, birthDate: "1976-05-01")
        defer { try? FileManager.default.removeItem(atPath: missing) }
        let text = try run(["benefits", "--today", "2026-06-01"], file: missing).standardOutput
        #expect(
            text.contains(
                "  The estimate needs why the job ends: the contract ended, dismissed, the business closed, or quit.\n"
                    + "  = Not known yet\n"
                    + "  Answer with: payday worker set --workplace \"카페\" --leaving contract-ended|dismissed|closed|quit\n"
            ))
        let korean = try run(["benefits", "--today", "2026-06-01", "--lang", "ko"], file: missing).standardOutput
        #expect(korean.contains("  답하기: payday worker set --workplace \"카페\" --leaving"))
    }
}
