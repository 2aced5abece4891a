import Payroll
import PayrollWords

/// The words of an app that cannot start full-screen here (standard output not a terminal, TERM
/// unset or unknown, no UTF-8 locale): the reason, then what to do. The host turns the terminal
/// library's typed reason into one of these.
protocol TerminalStartWords {
    func cannotStart(_ reason: String) -> String
    func notATerminal(standardOutput: Bool) -> String
    var termNotSet: String { get }
    var dumbTerminal: String { get }
    func unknownTerm(_ term: String) -> String
    func cannotMoveCursor(_ term: String) -> String
    var noUTF8Locale: String { get }
    func cursesCouldNotStart(_ term: String) -> String
    var noScreen: String { get }
}

extension English: TerminalStartWords {
    func cannotStart(_ reason: String) -> String {
        "cannot start the full-screen interface: \(reason). Run it in a terminal with TERM set "
            + "(for example TERM=xterm-256color), or use a text mode such as `payday render`."
    }
    func notATerminal(standardOutput: Bool) -> String {
        "\(standardOutput ? "standard output" : "standard input") is not a terminal"
    }
    var termNotSet: String { "TERM is not set" }
    var dumbTerminal: String { "TERM is \"dumb\", a terminal that cannot move the cursor" }
    func unknownTerm(_ term: String) -> String {
        "TERM \"\(TerminalText.line(term))\" is not a terminal type this system knows (no terminfo entry)"
    }
    func cannotMoveCursor(_ term: String) -> String { "TERM \"\(TerminalText.line(term))\" cannot move the cursor" }
    var noUTF8Locale: String { "no UTF-8 locale (set LANG, e.g. LANG=C.UTF-8)" }
    func cursesCouldNotStart(_ term: String) -> String {
        "ncurses could not start on TERM \"\(TerminalText.line(term))\""
    }
    var noScreen: String { "ncurses has no screen" }
}

extension Korean: TerminalStartWords {
    func cannotStart(_ reason: String) -> String {
        "전체 화면을 시작할 수 없습니다: \(reason). TERM이 설정된 터미널에서 실행하거나"
            + "(예: TERM=xterm-256color) `payday render` 같은 텍스트 모드를 쓰세요."
    }
    func notATerminal(standardOutput: Bool) -> String {
        (standardOutput ? "표준 출력이" : "표준 입력이") + " 터미널이 아닙니다"
    }
    var termNotSet: String { "TERM이 설정되지 않았습니다" }
    var dumbTerminal: String { "TERM이 \"dumb\"입니다: 커서를 움직일 수 없는 터미널입니다" }
    func unknownTerm(_ term: String) -> String {
        "TERM \"\(TerminalText.line(term))\"\(Korean.particle(.topic, after: term)) 이 시스템이 모르는 터미널 종류입니다 (terminfo 항목 없음)"
    }
    func cannotMoveCursor(_ term: String) -> String {
        "TERM \"\(TerminalText.line(term))\"\(Korean.particle(.topic, after: term)) 커서를 움직일 수 없습니다"
    }
    var noUTF8Locale: String { "UTF-8 로캘이 없습니다 (LANG을 설정하세요, 예: LANG=C.UTF-8)" }
    func cursesCouldNotStart(_ term: String) -> String {
        "ncurses가 TERM \"\(TerminalText.line(term))\"에서 시작하지 못했습니다"
    }
    var noScreen: String { "ncurses에 화면이 없습니다" }
}
