import Testing

@testable import Terminal

/// The keys of tabs, menus and the command palette as terminals send them, byte by byte: Alt
/// with a digit (ESC then the digit), Shift-F10, the menu key, Ctrl-P, `:` and `/`.
@Suite struct MenuAndTabKeyDecodingTests {
    private func decode(_ bytes: [UInt8]) -> [Event] {
        var decoder = InputDecoder()
        return decoder.decode(bytes, at: 0) + decoder.expire(at: 10)
    }

    @Test(arguments: 1...9)
    func altWithADigitIsEscThenTheDigit(digit: Int) {
        let byte = UInt8(0x30 + digit)
        #expect(decode([0x1B, byte]) == [.key(Key(.character(Character(Unicode.Scalar(byte))), modifiers: .alt))])
    }

    @Test func altDigitsInTheKittyProtocolAndXtermsModifyOtherKeys() {
        // kitty: CSI 50 ; 3 u is Alt-2; xterm's modifyOtherKeys: CSI 27 ; 3 ; 50 ~.
        let alt2 = Event.key(Key(.character("2"), modifiers: .alt))
        #expect(decode(Array("\u{1B}[50;3u".utf8)) == [alt2])
        #expect(decode(Array("\u{1B}[27;3;50~".utf8)) == [alt2])
    }

    @Test func shiftF10AndTheMenuKey() {
        // xterm and most: CSI 21 ; 2 ~; rxvt: CSI 21 $.
        let shiftF10 = Event.key(Key(.function(10), modifiers: .shift))
        #expect(decode(Array("\u{1B}[21;2~".utf8)) == [shiftF10])
        #expect(decode(Array("\u{1B}[21$".utf8)) == [shiftF10])
        // The menu key: xterm's CSI 29 ~ (the VT220's F16 position) and kitty's CSI 57363 u.
        let menu = Event.key(Key(.function(16)))
        #expect(decode(Array("\u{1B}[29~".utf8)) == [menu])
        #expect(decode(Array("\u{1B}[57363u".utf8)) == [menu])
    }

    @Test func ctrlPColonAndSlash() {
        #expect(decode([0x10]) == [.key(Key(.character("p"), modifiers: .control))])
        #expect(decode(Array("\u{1B}[112;5u".utf8)) == [.key(Key(.character("p"), modifiers: .control))])
        #expect(decode(Array(":".utf8)) == [.key(Key(.character(":")))])
        #expect(decode(Array("/".utf8)) == [.key(Key(.character("/")))])
    }
}
