/// Parsing one item at a byte index: text, controls, ESC and Alt, strings (OSC and the others
/// skipped whole), SS3 keys.
extension InputDecoder {
    // MARK: Parsing one item

    enum Parse: Equatable {
        /// Events (none: dropped) and the index after the item.
        case complete([Event], next: Int)
        /// The bytes from the index on could still become an item.
        case incomplete
        /// `CSI 200 ~`: what follows is pasted text.
        case pasteStarts(next: Int)
        /// A string (OSC, DCS, ...) past `longestString`: what came is dropped, and so is the rest
        /// of it, from `next` (see `Skipping.string`).
        case stringTooLong(next: Int)
    }

    static func parse(_ bytes: [UInt8], at index: Int) -> Parse {
        let byte = bytes[index]
        switch byte {
        case 0x1B:
            return parseEscape(bytes, at: index)
        case 0x00..<0x20, 0x7F:
            return .complete([.key(controlKey(byte))], next: index + 1)
        case 0x20:
            return .complete([.key(.space)], next: index + 1)
        case 0x21..<0x7F:
            return .complete([.key(.character(Character(Unicode.Scalar(byte))))], next: index + 1)
        default:
            return parseText(bytes, at: index, modifiers: [])
        }
    }

    /// The key of a C0 control byte or DEL.
    static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x0D, 0x0A: .enter
        case 0x09: .tab
        case 0x08, 0x7F: .backspace
        case 0x1B: .escape
        case 0x00: Key(.space, modifiers: .control)
        case 0x1C: .control("\\")
        case 0x1D: .control("]")
        case 0x1E: .control("^")
        case 0x1F: .control("_")
        default: .control(Character(Unicode.Scalar(byte + 0x60)))
        }
    }

    /// A UTF-8 character (the first byte is 0x80 or above).
    static func parseText(_ bytes: [UInt8], at index: Int, modifiers: KeyModifiers) -> Parse {
        switch UTF8Step.decode(bytes[...], at: index) {
        case .scalar(let scalar, let next):
            // C1 controls are not text.
            if (0x80...0x9F).contains(scalar.value) { return .complete([], next: next) }
            return .complete([.key(Key(.character(Character(scalar)), modifiers: modifiers))], next: next)
        case .invalid(let next):
            return .complete([], next: next)
        case .incomplete:
            return .incomplete
        }
    }

    static func parseEscape(_ bytes: [UInt8], at index: Int) -> Parse {
        guard index + 1 < bytes.count else { return .incomplete }
        let next = bytes[index + 1]
        switch next {
        case 0x5B:  // [
            return parseCSI(bytes, from: index + 2)
        case 0x4F:  // O
            return parseSS3(bytes, from: index + 2)
        case 0x5D:  // ]
            return parseOSC(bytes, from: index + 2)
        case 0x50, 0x5F, 0x5E, 0x58:  // P _ ^ X
            return skipString(bytes, from: index + 2)
        case 0x1B:
            // ESC ESC: Alt with the sequence that follows (rxvt's Alt+arrows), or Alt+Esc.
            guard index + 2 < bytes.count else { return .incomplete }
            guard bytes[index + 2] == 0x5B || bytes[index + 2] == 0x4F else {
                return .complete([.key(Key(.escape, modifiers: .alt))], next: index + 2)
            }
            switch parseEscape(bytes, at: index + 1) {
            case .complete(let events, let end): return .complete(events.map(withAlt), next: end)
            case .incomplete: return .incomplete
            case .pasteStarts(let end): return .pasteStarts(next: end)
            case .stringTooLong(let end): return .stringTooLong(next: end)
            }
        case 0x00..<0x20, 0x7F:
            let key = controlKey(next)
            return .complete([.key(Key(key.code, modifiers: key.modifiers.union(.alt)))], next: index + 2)
        case 0x20..<0x7F:
            let code: Key.Code = next == 0x20 ? .space : .character(Character(Unicode.Scalar(next)))
            return .complete([.key(Key(code, modifiers: .alt))], next: index + 2)
        default:
            return parseText(bytes, at: index + 1, modifiers: .alt)
        }
    }

    static func withAlt(_ event: Event) -> Event {
        guard case .key(var key) = event else { return event }
        key.modifiers.insert(.alt)
        return .key(key)
    }

    /// OSC, DCS, APC, PM, SOS: up to BEL or ST (`ESC \`), dropped. ESC followed by anything but
    /// `\` ends it too (a new sequence starts there), and so does a C0 control that no string
    /// holds (all but backspace to carriage return), which is then read as the key it is: Ctrl-C
    /// always reaches the app. A string longer than `longestString` is not kept: what came of it
    /// is dropped with the rest of the string (`Skipping.string`), to its end, a control, or a
    /// pause in the input: an unterminated string cannot swallow the keys typed after it, and
    /// never makes keys of its own body.
    static func skipString(_ bytes: [UInt8], from start: Int) -> Parse {
        var index = start
        let end = min(bytes.count, start + longestString)
        while index < end {
            switch bytes[index] {
            case 0x07:
                return .complete([], next: index + 1)
            case 0x1B:
                guard index + 1 < bytes.count else { return .incomplete }
                return .complete([], next: bytes[index + 1] == 0x5C ? index + 2 : index)
            case 0x18, 0x1A:
                return .complete([], next: index + 1)
            case 0x08...0x0D:
                index += 1
            case 0x00..<0x20:
                return .complete([], next: index)
            default:
                index += 1
            }
        }
        return index - start >= longestString ? .stringTooLong(next: index) : .incomplete
    }

    /// The longest string (OSC, DCS, APC, PM, SOS) read: no reply to anything payday asks is
    /// near it.
    static let longestString = 4096

    /// OSC: as `skipString`, but the answer to a background colour question
    /// (`11;rgb:RRRR/GGGG/BBBB`, ended by BEL or ST) is a `.backgroundColor` event. A string
    /// cancelled (CAN, SUB) or cut short by another ESC is no answer.
    static func parseOSC(_ bytes: [UInt8], from start: Int) -> Parse {
        let skipped = skipString(bytes, from: start)
        guard case .complete(_, let next) = skipped else { return skipped }
        let bodyEnd: Int
        if next - 1 >= start, bytes[next - 1] == 0x07 {
            bodyEnd = next - 1
        } else if next - 2 >= start, bytes[next - 2] == 0x1B, bytes[next - 1] == 0x5C {
            bodyEnd = next - 2
        } else {
            return skipped
        }
        let body = bytes[start..<bodyEnd]
        guard body.starts(with: [0x31, 0x31, 0x3B]), let color = BackgroundQuery.parseColor(Array(body.dropFirst(3)))
        else { return skipped }
        return .complete([.backgroundColor(color)], next: next)
    }

    /// SS3: `ESC O` [digits ;] final. Application cursor and keypad keys, F1-F4, rxvt's
    /// Ctrl+arrows.
    static func parseSS3(_ bytes: [UInt8], from start: Int) -> Parse {
        var index = start
        while index < bytes.count, bytes[index] >= 0x30 && bytes[index] <= 0x3B { index += 1 }
        guard index < bytes.count else { return .incomplete }
        let final = bytes[index]
        guard (0x40...0x7E).contains(final) else {
            // Broken: drop what came, read the byte afresh (a cancel byte is swallowed).
            return .complete([], next: final == 0x18 || final == 0x1A ? index + 1 : index)
        }
        let parameters = numbers(bytes[start..<index])
        let modifiers = parameters.last.flatMap { KeyModifiers(xtermParameter: $0) } ?? []
        let key: Key?
        switch final {
        case 0x41: key = Key(.up, modifiers: modifiers)  // A
        case 0x42: key = Key(.down, modifiers: modifiers)
        case 0x43: key = Key(.right, modifiers: modifiers)
        case 0x44: key = Key(.left, modifiers: modifiers)
        case 0x48: key = Key(.home, modifiers: modifiers)  // H
        case 0x46: key = Key(.end, modifiers: modifiers)  // F
        case 0x50...0x53: key = Key(.function(Int(final) - 0x4F), modifiers: modifiers)  // P-S: F1-F4
        case 0x4D: key = Key(.enter, modifiers: modifiers)  // M: keypad Enter
        case 0x49: key = Key(.tab, modifiers: modifiers)  // I: keypad Tab
        case 0x61: key = Key(.up, modifiers: .control)  // a-d: rxvt Ctrl+arrows
        case 0x62: key = Key(.down, modifiers: .control)
        case 0x63: key = Key(.right, modifiers: .control)
        case 0x64: key = Key(.left, modifiers: .control)
        case 0x6A...0x79, 0x58:  // j-y, X: the application keypad's * + , - . / 0-9 =
            key = .character(keypadCharacters[final] ?? Character(Unicode.Scalar(final - 0x70 + 0x30)))
        default: key = nil
        }
        return .complete(key.map { [.key($0)] } ?? [], next: index + 1)
    }

    /// The application keypad's symbols by SS3 final byte (digits are `p`-`y`).
    static let keypadCharacters: [UInt8: Character] = [
        0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
    ]
    /// The kitty protocol's keypad symbols by code.
    static let kittyKeypadCharacters: [Int: Character] = [
        57_409: ".", 57_410: "/", 57_411: "*", 57_412: "-", 57_413: "+", 57_415: "=",
    ]
}
