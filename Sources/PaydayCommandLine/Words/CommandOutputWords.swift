import Payroll
import PayrollWords

/// What the commands print besides their tables and documents: the worker's details, the summary's
/// header lines, what `validate` found, and the few short words between them. A protocol, so a
/// sentence missing in one language does not compile.
protocol CommandOutputWords: Sendable {
    /// `Worker: 김민지, born 2008-05-01, 3 dependants, withholding 100%.` (`worker show`, `worker set`).
    func workerShown(_ worker: Worker?) -> String
    /// A worker with no name.
    var noName: String { get }
    func born(_ date: LocalDate) -> String
    /// `3 dependants (1 aged 8-20)`: the worker counted.
    func dependants(_ count: Int, children: Int) -> String
    func withholding(_ percent: Int) -> String
    /// The worker's answers for the estimates (`WorkerAnswerWords`).
    func answerPhrases(_ worker: Worker) -> [String]
    /// `entitlements` with no workplace in the file.
    var noWorkplacesListed: String { get }
    /// A time of no minutes (`0m`), where a duration is shown even when nothing has passed.
    var noMinutes: String { get }
    /// `payday summary`'s first line.
    func summaryHeader(today: LocalDate, workplaces: Int) -> String
    /// In place of the days until payday, for a period already paid.
    var paid: String { get }
    /// A workplace's line in `payday summary`: each part already worded.
    func summaryLine(_ workplace: String, until: String, payday: LocalDate, period: String, net: String) -> String
    /// The net expected by payday with the shifts planned ahead (`ahead`: their time, worded).
    func expectedByPayday(_ net: String, plannedShifts: Int, ahead: String) -> String
    /// `validate` with no data file at `path` yet.
    func noDataFileYet(_ path: String) -> String
    /// `validate`'s line for a data file that reads (`note`: its path and a colon, or nothing).
    func dataFileOK(_ note: String, workplaces: Int, shifts: Int) -> String
    /// `withholding table of 646 rows for 1 to 11 dependants, in force from 2026-03-01`.
    func withholdingTable(rows: Int, dependants: Int, from: LocalDate) -> String
    /// `10 figures from 2025-01, all known through 2027-06`.
    func rateTable(figures: Int, from first: PayPeriod?, knownThrough: PayPeriod?) -> String
    /// Standard output could not be written (`reason`: the system's).
    func couldNotWriteOutput(_ reason: String) -> String
    /// A change that would leave the file as it is (`workplace edit` with the terms the workplace
    /// has, `worker set` with its details), not saved: `said`, what stands, already worded.
    func nothingChanged(_ said: String) -> String
    /// A receipt as recorded: `Cafe: ₩100,000 received for 2026-11 on 2026-12-10.`
    func receiptStands(_ receipt: Receipt, at workplace: String) -> String
}

extension PayrollLanguage {
    /// The commands' output words in this language.
    var outputWords: any CommandOutputWords { self == .english ? English() : Korean() }
}

extension CommandOutputWords {
    /// `김민지, born 2008-05-01, 3 dependants (1 aged 8-20), withholding 100%`.
    func workerDetails(_ worker: Worker?) -> String {
        let worker = worker ?? Worker()
        var parts = [worker.name.map(TerminalText.line) ?? noName]
        if let birthDate = worker.birthDate { parts.append(born(birthDate)) }
        parts.append(dependants(worker.dependants, children: worker.children))
        parts.append(withholding(worker.withholdingRate))
        return (parts + answerPhrases(worker)).joined(separator: ", ")
    }
}

extension English: CommandOutputWords {
    func workerShown(_ worker: Worker?) -> String { "Worker: \(workerDetails(worker))." }
    func nothingChanged(_ said: String) -> String { "Nothing changed. \(said)" }
    func receiptStands(_ receipt: Receipt, at workplace: String) -> String {
        "\(workplace): \(receipt.amount.formatted(.english)) received for \(receipt.period)"
            + (receipt.date.map { " on \($0)" } ?? "") + "."
    }
    var noName: String { "no name" }
    func born(_ date: LocalDate) -> String { "born \(date)" }
    func dependants(_ count: Int, children: Int) -> String {
        (count == 1 ? "1 dependant (the worker)" : "\(count) dependants")
            + (children > 0 ? " (\(children) aged 8-20)" : "")
    }
    func withholding(_ percent: Int) -> String { "withholding \(percent)%" }
    var noWorkplacesListed: String { "No workplaces yet." }
    var noMinutes: String { "0m" }
    func summaryHeader(today: LocalDate, workplaces: Int) -> String {
        "Payday summary for \(today): \(English.count(workplaces, "workplace", "workplaces"))"
    }
    var paid: String { "paid" }
    func summaryLine(_ workplace: String, until: String, payday: LocalDate, period: String, net: String) -> String {
        "\(workplace)  \(until)  payday \(payday)  period \(period)  net \(net)"
    }
    func expectedByPayday(_ net: String, plannedShifts: Int, ahead: String) -> String {
        plannedShifts == 0
            ? "expected by payday \(net) (no shift planned ahead)"
            : "expected by payday \(net) (\(English.count(plannedShifts, "planned shift", "planned shifts")), \(ahead) ahead)"
    }
    func noDataFileYet(_ path: String) -> String {
        "OK: \(path) does not exist yet (no workplaces); the first change creates it"
    }
    func dataFileOK(_ note: String, workplaces: Int, shifts: Int) -> String {
        "OK: \(note)\(English.count(workplaces, "workplace", "workplaces")), \(English.count(shifts, "shift", "shifts"))"
    }
    func withholdingTable(rows: Int, dependants: Int, from: LocalDate) -> String {
        "withholding table of \(rows) rows for 1 to \(dependants) dependants, in force from \(from)"
    }
    func rateTable(figures: Int, from first: PayPeriod?, knownThrough: PayPeriod?) -> String {
        "\(figures) figures" + (first.map { " from \($0)" } ?? "")
            + (knownThrough.map { ", all known through \($0)" } ?? "")
    }
    func couldNotWriteOutput(_ reason: String) -> String { "payday: could not write the output: \(reason)" }
}

extension Korean: CommandOutputWords {
    func workerShown(_ worker: Worker?) -> String { "근로자: \(workerDetails(worker))." }
    func nothingChanged(_ said: String) -> String { "바뀐 것이 없습니다. \(said)" }
    func receiptStands(_ receipt: Receipt, at workplace: String) -> String {
        "\(workplace): \(receipt.period) 받은 금액 \(receipt.amount.formatted(.korean))"
            + (receipt.date.map { " (\($0))" } ?? "") + "."
    }
    var noName: String { "이름 없음" }
    func born(_ date: LocalDate) -> String { "\(date) 출생" }
    func dependants(_ count: Int, children: Int) -> String {
        "부양가족 \(count)명" + (count == 1 ? "(본인)" : "") + (children > 0 ? "(8-20세 자녀 \(children)명)" : "")
    }
    func withholding(_ percent: Int) -> String { "원천징수 \(percent)%" }
    var noWorkplacesListed: String { "아직 일터가 없습니다." }
    var noMinutes: String { "0분" }
    func summaryHeader(today: LocalDate, workplaces: Int) -> String { "\(today) 기준 급여 요약: 일터 \(workplaces)곳" }
    var paid: String { "지급됨" }
    func summaryLine(_ workplace: String, until: String, payday: LocalDate, period: String, net: String) -> String {
        "\(workplace)  \(until)  급여일 \(payday)  기간 \(period)  실지급액 \(net)"
    }
    func expectedByPayday(_ net: String, plannedShifts: Int, ahead: String) -> String {
        plannedShifts == 0
            ? "급여일까지 예상 \(net) (남은 예정 근무 없음)" : "급여일까지 예상 \(net) (예정 근무 \(plannedShifts)회, \(ahead))"
    }
    func noDataFileYet(_ path: String) -> String { "OK: \(Korean.word(path, .topic)) 아직 없습니다(일터 없음); 첫 변경이 만듭니다" }
    func dataFileOK(_ note: String, workplaces: Int, shifts: Int) -> String {
        "OK: \(note)일터 \(workplaces)곳, 근무 \(shifts)회"
    }
    func withholdingTable(rows: Int, dependants: Int, from: LocalDate) -> String {
        "간이세액표 \(rows)행, 부양가족 1-\(dependants)명, \(from)부터 시행"
    }
    func rateTable(figures: Int, from first: PayPeriod?, knownThrough: PayPeriod?) -> String {
        "수치 \(figures)개" + (first.map { ", \($0)부터" } ?? "") + (knownThrough.map { ", \($0)까지 모두 알려짐" } ?? "")
    }
    func couldNotWriteOutput(_ reason: String) -> String { "payday: 출력을 쓸 수 없습니다: \(reason)" }
}
