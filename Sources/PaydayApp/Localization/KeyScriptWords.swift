import Payroll
import PayrollWords

/// The words of a key script that cannot be read (`payday render --keys`): the word and its
/// place, then what is wrong with it. The host turns the terminal library's typed reason into
/// one of these.
protocol KeyScriptWords {
    /// `--keys: word 2 "entr"`, before what is wrong.
    func keyScriptWord(_ word: String, position: Int) -> String
    var notAKeyName: String { get }
    var waitNotSeconds: String { get }
    var resizeNotASize: String { get }
    func resizeTooLarge(_ width: Int, _ height: Int, mostWidth: Int, mostHeight: Int) -> String
    var clickNotACell: String { get }
    func unknownWordKind(_ kind: String) -> String
}

extension English: KeyScriptWords {
    func keyScriptWord(_ word: String, position: Int) -> String {
        "--keys: word \(position) \"\(TerminalText.line(word))\""
    }
    var notAKeyName: String {
        "not a key name (up, down, left, right, enter, space, esc, tab, backtab, backspace, delete, insert, "
            + "pgup, pgdn, home, end, f1-f24, one character, any of them after ctrl-, alt- or shift-) "
            + "nor click:X,Y, resize:WxH or wait:SECONDS"
    }
    var waitNotSeconds: String { "the wait must be a number of seconds, 0 or more" }
    var resizeNotASize: String { "the size must be WIDTHxHEIGHT, both above 0" }
    func resizeTooLarge(_ width: Int, _ height: Int, mostWidth: Int, mostHeight: Int) -> String {
        "\(width)x\(height) is larger than any terminal; at most \(mostWidth) columns and \(mostHeight) lines"
    }
    var clickNotACell: String { "the cell must be X,Y, both 0 or more" }
    func unknownWordKind(_ kind: String) -> String {
        "unknown word kind \"\(TerminalText.line(kind))\" (wait, resize or click)"
    }
}

extension Korean: KeyScriptWords {
    func keyScriptWord(_ word: String, position: Int) -> String {
        "--keys: \(position)번째 단어 \"\(TerminalText.line(word))\""
    }
    var notAKeyName: String {
        "키 이름(up, down, left, right, enter, space, esc, tab, backtab, backspace, delete, insert, "
            + "pgup, pgdn, home, end, f1-f24, 글자 하나, 그 앞에 ctrl-, alt-, shift-)도 "
            + "click:X,Y, resize:WxH, wait:SECONDS도 아닙니다"
    }
    var waitNotSeconds: String { "기다릴 시간은 0 이상의 초여야 합니다" }
    var resizeNotASize: String { "크기는 WIDTHxHEIGHT 형식이고 둘 다 0보다 커야 합니다" }
    func resizeTooLarge(_ width: Int, _ height: Int, mostWidth: Int, mostHeight: Int) -> String {
        "\(Korean.word("\(width)x\(height)", .topic)) 어떤 터미널보다 큽니다; 가로는 \(mostWidth)칸, 세로는 \(mostHeight)줄까지입니다"
    }
    var clickNotACell: String { "칸은 X,Y 형식이고 둘 다 0 이상이어야 합니다" }
    func unknownWordKind(_ kind: String) -> String {
        "모르는 단어 종류 \"\(TerminalText.line(kind))\"입니다 (wait, resize, click 중 하나)"
    }
}
