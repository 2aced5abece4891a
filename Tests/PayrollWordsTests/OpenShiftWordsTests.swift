import Foundation
import Payroll
import PayrollWords
import Testing

/// Open shifts' and the new fields' problems in words.
@Suite struct OpenShiftWordsTests {
    /// The loader's problems as the command line words them, one a line.
    private static let words = RuleWords(language: .english, place: .commandLine)

    private func problems(_ shifts: String, extra: String = "") -> [String] {
        let text =
            #"{"version": 1\#(extra), "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, "shifts": \#(shifts)}]}"#
        do {
            _ = try DataFile.parse(Array(text.utf8), file: "w.json")
            return []
        } catch {
            return Self.words.dataFileError(error).components(separatedBy: "\n")
        }
    }

    @Test func atMostOneOpenShiftAndNothingBeforeItStillRunning() {
        #expect(
            problems(#"[{"date": "2026-11-03", "start": "09:00"}, {"date": "2026-11-04", "start": "09:00"}]"#) == [
                #"w.json: workplaces[0].shifts[1] (2026-11-04 09:00): a second open shift (no "end"); shifts[0] (2026-11-03 09:00) is open too, and a workplace has at most one: give one of them an "end""#
            ])
        #expect(
            problems(
                #"[{"date": "2026-11-03", "start": "09:00"}, {"date": "2026-11-03", "start": "08:00", "end": "10:00"}]"#
            ) == [
                #"w.json: workplaces[0].shifts[0] (2026-11-03 09:00): an open shift (no "end") must start after the shifts before it end, but shifts[1] (2026-11-03 08:00-10:00) ends after it starts; give it an "end""#
            ])
        // A shift that starts after the open one is a plan entered ahead (tomorrow's shift).
        #expect(
            problems(
                #"[{"date": "2026-11-03", "start": "09:00"}, {"date": "2026-11-04", "start": "09:00", "end": "10:00"}]"#
            ) == [])
        #expect(
            problems(#"[{"date": "2026-11-03", "start": "09:00", "break": 30}]"#) == [
                #"w.json: workplaces[0].shifts[0].break (2026-11-03 09:00): an open shift (no "end") has no break yet; give the break when clocking out, or add the "end""#
            ])
    }

    @Test func newFieldsAreValidated() {
        #expect(problems("[]", extra: #", "worker": """#) == ["w.json: worker: must not be empty"])
        #expect(
            problems("[]", extra: #", "worker": 3"#) == [
                #"w.json: worker: expected a name in double quotes or an object such as {"name": "김민지", "dependants": 1}, found a number"#
            ])
        #expect(
            problems(#"[{"date": "2026-11-03", "start": "09:00", "end": "10:00", "memo": 1}]"#) == [
                "w.json: workplaces[0].shifts[0].memo: expected a string in double quotes, found a number"
            ])
        let text =
            #"{"version": 1, "workplaces": [{"name": "카페", "wage": 10320, "payday": {"day": 10}, "period": {"startDay": 29}, "shifts": []}]}"#
        #expect(
            throws: DataFileError(
                file: "w.json",
                problems: [
                    DataProblem(
                        path: "workplaces[0].period.startDay",
                        .outOfRange(written: "29", value: 29, DataProblem.WholeNumber(1...28)))
                ])
        ) {
            try DataFile.parse(Array(text.utf8), file: "w.json")
        }
    }
}
