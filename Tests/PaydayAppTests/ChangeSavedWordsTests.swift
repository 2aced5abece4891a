import Foundation
import Payroll
import Testing

@testable import PaydayCommandLine

/// What a change command prints once the change is saved, in each language, by the one words
/// family (`ChangeSavedWords`): in English a sentence of its own, in Korean the history's line of
/// the change, with the time a clock-out worked, a workplace's terms once added or changed, and
/// that undo brings a removed workplace back.
/// A note changed alone is named as such, in the output and in the history.
@Suite struct ChangeSavedWordsTests {
    let file: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("payday-saved-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("workplaces.json").path
    }

    /// Runs `payday ARGUMENTS --data FILE --lang LANG` at 2026-11-21 20:00 and returns what it printed.
    @discardableResult
    private func run(_ arguments: [String], _ lang: String = "en", now: String = "2026-11-21T20:00") throws -> String {
        let result = try runStoreCommand(arguments + ["--lang", lang], file: file, now: now, environment: [:])
        #expect(result.exitStatus == 0, "\(arguments): \(result.standardError)")
        return result.standardOutput
    }

    private func cafe() throws {
        try run(["workplace", "add", "Cafe", "--wage", "10320", "--payday-day", "10"])
        try run(["shift", "add", "Cafe", "2026-11-02", "18:00", "22:00", "--break", "30"])
    }

    @Test func aNoteChangedAloneIsNamedInTheOutputAndTheHistory() throws {
        try cafe()
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-02", "18:00", "--memo", "close up"])
                == "Changed the note of the shift at Cafe: 2026-11-02 18:00-22:00 (break 30 min) now reads \"close up\".\n"
        )
        let english = try run(["history", "--last", "1"])
        #expect(
            english.contains(
                "Changed the note of the shift at Cafe: 2026-11-02 18:00-22:00 (break 30 min) now reads \"close up\""))
        #expect(!english.contains(" is now "))
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-02", "18:00", "--memo", ""], "ko")
                == "근무 메모 삭제: Cafe 2026-11-02 18:00-22:00 (휴게 30분).\n")
        #expect(try run(["history", "--last", "1"], "ko").contains("근무 메모 삭제: Cafe 2026-11-02 18:00-22:00 (휴게 30분)"))
    }

    @Test func englishSaysEachChangeInASentence() throws {
        #expect(
            try run(["workplace", "add", "Cafe", "--wage", "10320", "--payday-day", "10"]).hasPrefix(
                "Added the workplace Cafe: ₩10,320 an hour"))
        #expect(
            try run(["shift", "add", "Cafe", "2026-11-02", "18:00", "22:00", "--break", "30"])
                == "Added a shift at Cafe: 2026-11-02 18:00-22:00 (break 30 min).\n")
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-02", "18:00", "--end", "23:00"])
                == "Changed the shift at Cafe: 2026-11-02 18:00-22:00 (break 30 min) is now 2026-11-02 18:00-23:00 (break 30 min).\n"
        )
        #expect(try run(["clock", "in", "Cafe", "--at", "09:00"]) == "Clocked in at Cafe at 2026-11-21 09:00.\n")
        // 09:00 to 13:00 is 240 minutes; the legal least break for four hours is 30, so 210 paid: 3h 30m.
        #expect(
            try run(["clock", "out", "Cafe", "--at", "13:00"])
                == "Clocked out at Cafe: 2026-11-21 09:00-13:00 (break 30 min), 3h 30m worked.\n")
        #expect(
            try run(["shift", "remove", "Cafe", "2026-11-02", "18:00"])
                == "Removed the shift at Cafe: 2026-11-02 18:00-23:00 (break 30 min) (payday undo brings it back).\n")
        #expect(
            try run(["received", "Cafe", "2026-11", "100000", "--date", "2026-11-10"])
                == "Recorded ₩100,000 received for 2026-11 at Cafe on 2026-11-10.\n")
        #expect(
            try run(["workplace", "remove", "Cafe"])
                == "Removed the workplace Cafe and its 1 shift (payday undo brings it back).\n")
    }

    /// A workplace given the terms it has, or the worker the details they have, is not saved: no
    /// history entry, nothing for undo; the command says so and what stands (exit 0). Both were
    /// saved as changes naming nothing (`Changed the workplace Cafe`).
    @Test func anEditThatChangesNothingIsNotSaved() throws {
        try cafe()
        let before = try run(["history"])
        #expect(
            try run(["workplace", "edit", "Cafe", "--wage", "10320", "--payday-day", "10"])
                == "Nothing changed. Cafe: ₩10,320 an hour, payday 10 (next month, before a holiday), 1 employee, "
                + "income tax none, insurance none.\n")
        #expect(
            try run(["workplace", "edit", "Cafe", "--employees", "1"], "ko")
                == "바뀐 것이 없습니다. Cafe: 시급 10,320원, 급여일 다음 달 10일 (휴일이면 전 영업일), 직원 1명, 소득세 없음, 4대보험 없음.\n")
        #expect(
            try run(["worker", "set", "--dependants", "1"])
                == "Nothing changed. Worker: no name, 1 dependant (the worker), withholding 100%.\n")
        #expect(try run(["history"]) == before)
        // A change that does change something is saved as before.
        #expect(try run(["worker", "set", "--dependants", "2"], "ko") == "근로자 정보 변경: 부양가족 수.\n")
        #expect(
            try run(["worker", "set", "--dependants", "2"], "ko") == "바뀐 것이 없습니다. 근로자: 이름 없음, 부양가족 2명, 원천징수 100%.\n")
        #expect(try run(["history"]).split(separator: "\n").count == before.split(separator: "\n").count + 1)
    }

    /// A shift, an open shift, a schedule entry given the values they have, a receipt recorded
    /// again as it stands and an absence marked again save nothing either: the command says so
    /// (exit 0). The shift and the entry were refused as if no option had been given (`nothing to
    /// change; give --date, ...`), the receipt saved again, the absence refused as if of another
    /// kind. With no option at all the edits are still refused.
    @Test func aShiftAnEntryAndAReceiptAsTheyAreSaveNothing() throws {
        try cafe()
        try run(["schedule", "add", "Cafe", "mon,wed", "18:00", "22:00", "--from", "2026-11-23"])
        try run(["received", "Cafe", "2026-11", "100000"])
        try run(["clock", "in", "Cafe", "--at", "19:00"])
        let before = try run(["history"])
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-02", "18:00", "--end", "22:00", "--break", "30"])
                == "Nothing changed. Cafe: 2026-11-02 18:00-22:00 (break 30 min).\n")
        #expect(
            try run(["shift", "edit", "Cafe", "2026-11-21", "19:00", "--start", "19:00"])
                == "Nothing changed. Cafe: 2026-11-21 19:00.\n")
        #expect(
            try run(["schedule", "edit", "Cafe", "1", "--start", "18:00"], "ko")
                == "바뀐 것이 없습니다. Cafe: 월,수 18:00-22:00  2026-11-23부터.\n")
        #expect(
            try run(["received", "Cafe", "2026-11", "100,000"])
                == "Nothing changed. Cafe: ₩100,000 received for 2026-11.\n")
        #expect(
            try run(["received", "Cafe", "2026-11", "100000"], "ko")
                == "바뀐 것이 없습니다. Cafe: 2026-11 받은 금액 100,000원.\n")
        // An absence marked again as it is; another kind on the date is still refused.
        try run(["absence", "add", "Cafe", "2026-11-25", "leave"])
        let marked = try run(["history"])
        #expect(
            try run(["absence", "add", "Cafe", "2026-11-25", "leave"]) == "Nothing changed. Cafe: 2026-11-25 leave.\n")
        #expect(try run(["absence", "add", "Cafe", "2026-11-25", "연차"], "ko") == "바뀐 것이 없습니다. Cafe: 2026-11-25 연차.\n")
        #expect(try run(["history"]) == marked)
        let otherKind = try runStoreCommand(
            ["absence", "add", "Cafe", "2026-11-25", "sick"], file: file, now: "2026-11-21T20:00", environment: [:])
        #expect(otherKind.exitStatus == 1)
        #expect(otherKind.standardError.contains("already has an absence on 2026-11-25 (leave)"))
        let refused = try runStoreCommand(
            ["shift", "edit", "Cafe", "2026-11-02", "18:00"], file: file, now: "2026-11-21T20:00", environment: [:])
        #expect(refused.exitStatus == 1)
        #expect(refused.standardError.contains("nothing to change; give --date"))
    }

    @Test func koreanSaysTheHistorysLine() throws {
        // A workplace added or changed: the history's line, then its terms as the list says them.
        #expect(
            try run(
                ["workplace", "add", "Bakery", "--wage", "10320", "--payday-day", "10", "--income-tax", "table"], "ko")
                == "일터 추가: Bakery. 시급 10,320원, 급여일 다음 달 10일 (휴일이면 전 영업일), 직원 1명, 소득세 간이세액표, 4대보험 없음.\n")
        #expect(
            try run(["workplace", "edit", "Bakery", "--employees", "5"], "ko")
                == "일터 변경: Bakery: 직원 수. 시급 10,320원, 급여일 다음 달 10일 (휴일이면 전 영업일), 직원 5명, 소득세 간이세액표, 4대보험 없음.\n")
        try cafe()
        #expect(try run(["clock", "in", "Cafe", "--at", "09:00"], "ko") == "출근: Cafe 2026-11-21 09:00.\n")
        // 09:00 to 13:00 with the legal 30-minute break: 210 minutes paid, 3시간 30분.
        #expect(
            try run(["clock", "out", "Cafe", "--at", "13:00"], "ko")
                == "퇴근: Cafe 2026-11-21 09:00-13:00 (휴게 30분). 3시간 30분 근무.\n")
        #expect(
            try run(["shift", "remove", "Cafe", "2026-11-02", "18:00"], "ko")
                == "근무 삭제: Cafe 2026-11-02 18:00-22:00 (휴게 30분).\n")
        #expect(
            try run(["workplace", "remove", "Cafe"], "ko")
                == "일터 삭제: Cafe (근무 1회) (payday undo로 되돌릴 수 있습니다).\n")
    }
}
