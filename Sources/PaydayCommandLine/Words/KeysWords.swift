import Payroll
import PayrollWords

/// The words of `payday keys`. A protocol, so a sentence missing in one language does not
/// compile.
protocol KeysWords: Sendable {
    var homeScreen: String { get }
    var sectionTitle: String { get }
    func cannotList(_ reason: String) -> String
}

extension English: KeysWords {
    var homeScreen: String { "The home screen" }
    var sectionTitle: String { "KEYS" }
    func cannotList(_ reason: String) -> String { "cannot list the keys: \(reason)" }
}

extension Korean: KeysWords {
    var homeScreen: String { "첫 화면" }
    var sectionTitle: String { "키" }
    func cannotList(_ reason: String) -> String { "키 목록을 만들 수 없습니다: \(reason)" }
}
