import Foundation
import Payroll
import PayrollWords
import Testing

/// The sentences a person reads, built from Payroll's typed values: each family has words in
/// both languages, and the sentences the payslip, the warnings and the loader were pinned to
/// read as before.
@Suite struct SentenceTests {
    @Test func moneyAndDurationsInBothLanguages() {
        #expect(Money(won: 1_234_560).formatted(.english) == "₩1,234,560")
        #expect(Money(won: 1_234_560).formatted(.korean) == "1,234,560원")
        #expect(Money(won: -5_000).formatted(.english) == "-₩5,000")
        #expect(Money(won: -5_000).formatted(.korean) == "-5,000원")
        #expect(WorkTimeFormat.string(minutes: 750, .english) == "12h 30m")
        #expect(WorkTimeFormat.string(minutes: 750, .korean) == "12시간 30분")
        #expect(WorkTimeFormat.string(minutes: 480, .english) == "8h")
        #expect(WorkTimeFormat.string(minutes: 45, .korean) == "45분")
        #expect(WorkTimeFormat.string(minutes: 0, .english) == "-")
    }

    /// Every payslip line, rate figure and absence kind has words in both languages, and the
    /// two differ (a Korean label left in English would read the same).
    @Test func everyCaseHasWordsInBothLanguages() {
        for language in PayrollLanguage.allCases {
            let words = language.words
            for kind in PayslipLine.Kind.allCases { #expect(!words.lineLabel(kind).isEmpty, "\(kind)") }
            for figure in RateFigure.allCases { #expect(!figure.name(language).isEmpty, "\(figure)") }
            for part in PayDifferences.Part.allCases { #expect(!part.label(language).isEmpty, "\(part)") }
            let rules = RuleWords(language: language, place: .app)
            for kind in Absence.Kind.allCases { #expect(!rules.kind(kind).isEmpty, "\(kind)") }
            for field in DataField.allCases { #expect(!rules.field(field).isEmpty, "\(field)") }
            #expect(words.shiftColumns.count == 19)
        }
        for kind in PayslipLine.Kind.allCases {
            #expect(English().lineLabel(kind) != Korean().lineLabel(kind), "\(kind)")
        }
        for figure in RateFigure.allCases { #expect(figure.name(.english) != figure.name(.korean), "\(figure)") }
    }

    @Test func theLinesCalculationsInWords() {
        let overtime = PayslipLine(
            kind: .overtimePremium, amount: Money(won: 60_000),
            calculation: .time([
                PayslipLine.Term(minutes: 480, hourly: 10_000, factor: .half),
                PayslipLine.Term(minutes: 120, hourly: 10_000, factor: .whole),
            ]))
        #expect(PayslipWords(language: .english).calculation(overtime) == "8h × 10,000 × 0.5 + 2h × 10,000 × 1.0")
        #expect(PayslipWords(language: .korean).calculation(overtime) == "8시간 × 10,000 × 0.5 + 2시간 × 10,000 × 1.0")
        let shutdown = PayslipLine(
            kind: .shutdownAllowance, amount: Money(won: 39_732),
            calculation: .time([PayslipLine.Term(minutes: 330, hourly: 10_320, factor: .seventyPercent)]))
        #expect(PayslipWords(language: .english).calculation(shutdown) == "5h 30m × 10,320 × 0.7")
        let words = PayslipWords(language: .english)
        #expect(
            words.term(PayslipLine.Term(count: 2, tenthsOfMinute: 1874, hourly: 10_320, factor: .none))
                == "2 × 3h 7.4m × 10,320")
        #expect(PayslipWords(language: .korean).time(tenthsOfMinute: 1874) == "3시간 7.4분")
        #expect(words.time(tenthsOfMinute: 2040) == "3h 24m")
    }

    @Test func theWarningsInWords() {
        #expect(
            PayslipWarning.belowMinimumWage(hourly: 9_860, minimum: 10_320, year: 2026).text(.english)
                == "wage 9,860 is below the 2026 minimum wage 10,320")
        let missed = PayslipWarning.allowanceLostForMissedDays(sunday: date("2026-11-15"), missed: [date("2026-11-11")])
        #expect(
            missed.text(.english)
                == "no weekly holiday allowance for the week to 2026-11-15: scheduled Wed 2026-11-11 not worked")
        #expect(missed.text(.korean) == "2026-11-15까지의 주: 근무일 2026-11-11(수) 결근으로 주휴수당 없음")
        #expect(
            PayslipWarning.shutdownUnpaidUnderFive(days: [date("2026-11-06")]).text(.english)
                == "work cancelled by the employer on Fri 2026-11-06: under 5 employees, no shutdown allowance (70 %)")
        let notKnown = PayslipWarning.ratesNotKnown(
            month: PayPeriod(year: 2027, month: 7),
            figures: [
                .nationalPensionBaseFloor, .nationalPensionBaseCap, .healthPremiumFloor, .healthPremiumCap,
                .longTermCareRate,
            ])
        #expect(
            notKnown.text(.english)
                == "2027-07 figures not yet known (pension base floor, pension base cap, health premium floor, "
                + "health premium cap, long-term care rate); the latest known are used")
        let underSixty = PayslipWarning.underSixtyHoursInsured(paidMinutes: 3_000)
        #expect(
            underSixty.text(.english)
                == "50h this period, under 60 hours: such workers are generally not enrolled in the "
                + "pension and health insurance; check the contract")
        #expect(underSixty.text(.korean) == "이번 기간 50시간, 월 60시간 미만: 보통 국민연금·건강보험 가입 대상이 아닙니다; 계약을 확인하세요")
    }

    /// Hand-picked pages (payday 10 next month, today 2026-11-21) in words.
    @Test func wherePeriodsStandInWords() throws {
        let next10 = workplace(
            payday: PaydayRule(day: 10, month: .next, ifHoliday: .before),
            shifts: [shift("2026-11-20", "09:00", "13:00")])
        func slip(_ place: Workplace, _ month: Int, today: String) throws -> Payslip {
            Payslip(
                workplace: place, period: PayPeriod(year: 2026, month: month), today: date(today),
                now: .endOfDay(date(today)), holidays: try shippedHolidays(), rates: shippedRates)
        }
        #expect(try slip(next10, 11, today: "2026-11-21").statusText(.english) == "D-19, earned so far")
        #expect(try slip(next10, 10, today: "2026-11-21").statusText(.english) == "paid on 2026-11-10")
        #expect(try slip(next10, 12, today: "2026-11-21").statusText(.korean) == "D-48, 아직 시작 전")
        var early = workplace(payday: PaydayRule(day: 20, month: .same, ifHoliday: .keep), shifts: [])
        early.payday.day = 20
        let before = Payslip(
            workplace: early, period: PayPeriod(year: 2026, month: 11, startDay: 26), today: date("2026-11-23"),
            now: .endOfDay(date("2026-11-23")), holidays: noHolidays, rates: shippedRates)
        #expect(
            before.paidInAdvanceText(.english)
                == "the days from 2026-11-21 to 2026-11-25 are paid on 2026-11-20, before they are worked")
    }

    @Test func aLeaveDayOnThePayslip() throws {
        let leave = PayslipLine(
            kind: .annualLeave, amount: Money(won: 40_000),
            calculation: .time([PayslipLine.Term(minutes: 240, hourly: 10_000)]))
        #expect(PayslipWords(language: .english).calculation(leave) == "4h × 10,000")
    }

    @Test func aMissingPartInWords() throws {
        let job = Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            shifts: (2...27).filter { ![7, 8, 14, 15, 21, 22].contains($0) }.map {
                shift(String(format: "2026-11-%02d", $0), "09:00", "17:00", break: 60)
            },
            received: [Receipt(period: PayPeriod(year: 2026, month: 11), amount: Money(won: 1))])
        let differences = PayDifferences(
            file: DataFile(workplaces: [job]), year: 2026, today: date("2026-12-15"),
            now: .endOfDay(date("2026-12-15")), holidays: noHolidays, rates: shippedRates)
        #expect(differences.text(.english).contains("What was received against what was owed, 2026"))
        #expect(differences.text(.korean).contains("2026년 받은 금액과 받을 금액"))
        #expect(PayDifferences.Part.weeklyHolidayAllowance.label(.english) == "the weekly holiday allowance")
    }

    /// One shift of 4 h at 10,000 won on 2026-10-05 (40,000), no receipt, seen on 2026-12-15: its
    /// payday, November 10, has passed. 10,000 is under the 2026 minimum: 240 × 320 / 60 = 1,280
    /// won short, said after it.
    @Test func aPaydayPassedWithNoReceiptInWords() {
        let job = Workplace(
            name: "카페", employees: 3, wages: WageHistory(hourly: 10_000), payday: PaydayRule(day: 10),
            shifts: [shift("2026-10-05", "09:00", "13:00")])
        let differences = PayDifferences(
            file: DataFile(workplaces: [job]), year: 2026, today: date("2026-12-15"),
            now: .endOfDay(date("2026-12-15")), holidays: noHolidays, rates: shippedRates)
        #expect(
            differences.text(.english).hasSuffix(
                "\n\n! 카페 2026-10: payday 2026-11-10 has passed with no receipt recorded; ₩40,000 owed "
                    + "(record what arrived, 0 if nothing, with payday received)\n"
                    + "! 카페 2026-10: wage 10,000 is below the 2026 minimum wage 10,320: 4h × (10,320 − 10,000) = ₩1,280 short\n"
            ))
        #expect(
            differences.text(.korean).hasSuffix(
                "\n\n! 카페 2026-10: 급여일 2026-11-10이 지났는데 받은 기록이 없습니다; 받을 금액 40,000원 "
                    + "(받은 금액을, 못 받았으면 0을 payday received로 기록하세요)\n"
                    + "! 카페 2026-10: 시급 10,000원은 2026년 최저임금 10,320원보다 적습니다: 4시간 × (10,320 − 10,000) = 1,280원 부족\n"))
    }

    @Test func syntaxFaultsInWords() {
        let words = RuleWords(language: .english, place: .commandLine)
        #expect(
            words.syntaxFault(.commaOrBraceExpected(found: .character("\"")))
                == "expected ',' or '}' after a field, found '\"'")
        #expect(words.syntaxFault(.endWhereValueExpected) == "the file ends where a value was expected (truncated?)")
        #expect(
            words.syntaxFault(.unexpected(found: .byte(0xFF))) == "unexpected byte 0xFF where a value was expected")
        #expect(
            words.dataFileError(DataFileError(file: "/f.json", .tooLarge(bytes: 129 << 20)))
                == "/f.json: is 129 MB, larger than any data file (at most 128 MB); it was not read")
    }

    /// A count of one reads in the singular; the withholding rates are written from
    /// `Worker.withholdingRates`, the one list.
    @Test func countsAndChoices() {
        let cli = RuleWords(language: .english, place: .commandLine)
        #expect(
            cli.worker(.moreChildrenThanDependants(children: 1, dependants: 1))
                == "--children 1 is more than the 1 dependant allows (at most 0: the children are counted among the "
                + "dependants, with the worker)")
        #expect(
            cli.worker(.moreChildrenThanDependants(children: 3, dependants: 2)).hasPrefix(
                "--children 3 is more than the 2 dependants allow"))
        let file = DataFileError(
            file: "w.json",
            problems: [DataProblem(path: "worker", .worker(.moreChildrenThanDependants(children: 1, dependants: 1)))])
        #expect(cli.dataFileError(file).contains("1 child aged 8 to 20 but 1 dependant counting the worker"))
        #expect(cli.withholdingRates == "80, 100 or 120")
        #expect(RuleWords(language: .korean, place: .app).withholdingRates == "80, 100, 120")
        #expect(cli.worker(.withholdingRateNotAllowed(90)) == "--withholding-rate 90 must be 80, 100 or 120")
        #expect(English().tableLabel(dependants: 1, formula: false) + "0" == "table, 1 dependant: 0")
        #expect(English().lineLabel(.net) == "Net pay" && Korean().lineLabel(.net) == "실지급액")
    }

    /// A count of one takes its noun in the singular: a day of service, one problem, one payday.
    @Test func oneIsSingular() {
        let day = LocalDate(iso: "2026-11-30")!
        #expect(English().service(from: day, to: day, days: 1) == "  Service: 2026-11-30 – 2026-11-30, 1 day")
        #expect(English().countedService(days: 1) == "  Counted service: 1 day")
        #expect(English().countedService(days: 365) == "  Counted service: 365 days")
        #expect(
            English().averageDailyWage(pay: "₩80,000", window: "Nov 30", days: 1, average: "₩80,000")
                == "  Average daily wage: ₩80,000 paid for Nov 30 / 1 day = ₩80,000")
        #expect(English().problemCount(1) == "1 problem" && English().problemCount(2) == "2 problems")
        #expect(English().noLeaveUnderFive(employees: 1).hasPrefix("  None accrues: the workplace has 1 employee;"))
        #expect(
            English().monthlyDeductions(month: PayPeriod(year: 2026, month: 11), total: Money(won: 80_000), payments: 1)
                .hasSuffix("(1 payday)"))
    }

    /// 은/는, 이/가, 을/를, 과/와, (으)로 after a final consonant, a vowel, ㄹ and a digit; both
    /// forms where the sound is not known.
    @Test func koreanParticlesFollowTheLastSound() {
        #expect(Korean.word("일터", .topic) == "일터는")
        #expect(Korean.word("시급", .topic) == "시급은")
        #expect(Korean.word("시급", .subject) == "시급이")
        #expect(Korean.word("일터", .subject) == "일터가")
        #expect(Korean.word("근무", .object) == "근무를")
        #expect(Korean.word("휴게 시간", .object) == "휴게 시간을")
        #expect(Korean.word("일정", .and) == "일정과")
        #expect(Korean.word("근무", .and) == "근무와")
        #expect(Korean.word("시급", .direction) == "시급으로")
        #expect(Korean.word("서울", .direction) == "서울로")
        #expect(Korean.word("카페", .direction) == "카페로")
        // Digits as Korean reads them: 3 삼, 2 이, 1 일, 0 영.
        #expect(Korean.word("2026-11-03", .topic) == "2026-11-03은")
        #expect(Korean.word("2026-11-02", .topic) == "2026-11-02는")
        #expect(Korean.word("11:01", .direction) == "11:01로")
        #expect(Korean.word("10", .subject) == "10이")
        // A closing bracket or quote is not read; a Latin name whose reading is not sure gets both.
        #expect(Korean.word("\"카페\"", .subject) == "\"카페\"가")
        #expect(Korean.word("E-Mart", .topic) == "E-Mart은(는)")
        #expect(Korean.word("Pizza Hut", .direction) == "Pizza Hut(으)로")
        #expect(Korean.particle(.object, after: "") == "을(를)")
    }
}
