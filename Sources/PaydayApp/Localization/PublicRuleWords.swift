import Foundation
import Payroll

/// `RuleWords` for the command line, which is a target of its own: the words of the payroll
/// layer's typed reasons, problems and history, each call passed on as it is.
public struct PublicRuleWords {
    /// Where the words are shown: the command line may name options, the app never does.
    public enum Place: Sendable { case commandLine, app }

    let words: RuleWords

    public init(language: PayrollLanguage, place: Place) {
        words = RuleWords(language: language, place: place == .app ? .app : .commandLine)
    }

    public var language: PayrollLanguage { words.language }

    public func reason(_ reason: RuleReason) -> String { words.reason(reason) }
    public func kind(_ kind: Absence.Kind) -> String { words.kind(kind) }
    public func reasons(_ reasons: [RuleReason]) -> String { words.reasons(reasons) }
    public func plural(_ count: Int, _ one: String, _ many: String) -> String { words.plural(count, one, many) }
    public func event(_ event: HistoryEvent) -> String { words.event(event) }
    public func entry(_ entry: HistoryEntry, timeZone: TimeZone = .current) -> String {
        words.entry(entry, timeZone: timeZone)
    }
    public func dataFileError(_ error: DataFileError) -> String { words.dataFileError(error) }
    public func problemCount(_ error: DataFileError) -> String { words.problemCount(error) }
    public func storeError(_ error: StoreError, path: String) -> String { words.storeError(error, path: path) }
    public func osError(_ code: Int32) -> String { words.osError(code) }
    public func scheduleDescription(_ entry: ScheduleEntry) -> String { words.scheduleDescription(entry) }
    public func planReason(_ reason: PlanRules.Reason, schedule: [ScheduleEntry], workplace: String) -> String {
        words.planReason(reason, schedule: schedule, workplace: workplace)
    }
}
