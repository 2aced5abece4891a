/// CSI sequences: their parameters, the keys of the xterm, VT220, rxvt, Linux console and kitty
/// forms, and mouse reports.
extension InputDecoder {
    /// CSI: `ESC [` parameters (0x30-0x3F), intermediates (0x20-0x2F), a final byte (0x40-0x7E);
    /// plus the Linux console's `ESC [ [ A-E` and X10 mouse `ESC [ M b x y`, which break the form.
    static func parseCSI(_ bytes: [UInt8], from start: Int) -> Parse {
        guard start < bytes.count else { return .incomplete }
        if bytes[start] == 0x5B {  // Linux console F1-F5
            guard start + 1 < bytes.count else { return .incomplete }
            let final = bytes[start + 1]
            if (0x41...0x45).contains(final) { return .complete([.key(.function(Int(final) - 0x40))], next: start + 2) }
            return .complete([], next: (0x40...0x7E).contains(final) ? start + 2 : start + 1)
        }
        if bytes[start] == 0x4D {  // X10 mouse: three raw bytes follow
            guard start + 3 < bytes.count else { return .incomplete }
            let event = mouseEvent(
                code: Int(bytes[start + 1]) - 32, x: Int(bytes[start + 2]) - 32,
                y: Int(bytes[start + 3]) - 32, released: nil)
            return .complete(event.map { [.mouse($0)] } ?? [], next: start + 4)
        }
        var index = start
        while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        let parametersEnd = index
        // rxvt ends Shift+key with `$`, an intermediate byte in the standard form.
        if index < bytes.count, bytes[index] == 0x24, parametersEnd > start,
            bytes[start..<parametersEnd].allSatisfy({ (0x30...0x39).contains($0) })
        {
            return .complete(
                tildeKey(numbers(bytes[start..<parametersEnd]), rxvtFinal: 0x24).map { [.key($0)] } ?? [],
                next: index + 1)
        }
        while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return .incomplete }
        let final = bytes[index]
        guard (0x40...0x7E).contains(final) else {
            return .complete([], next: final == 0x18 || final == 0x1A ? index + 1 : index)
        }
        if index - start > longestSequence { return .complete([], next: index + 1) }
        let hasIntermediates = parametersEnd != index
        let parameterBytes = bytes[start..<parametersEnd]
        let prefix = parameterBytes.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        let body = prefix == nil ? parameterBytes : parameterBytes.dropFirst()
        if hasIntermediates { return .complete([], next: index + 1) }
        if prefix == nil && final == 0x7E && numbers(body) == [200] { return .pasteStarts(next: index + 1) }
        let events = csiEvents(prefix: prefix, parameters: body, final: final)
        return .complete(events, next: index + 1)
    }

    /// The events of a complete CSI sequence without intermediates (none: unknown, dropped).
    static func csiEvents(prefix: UInt8?, parameters bytes: ArraySlice<UInt8>, final: UInt8) -> [Event] {
        let fields = bytes.split(separator: 0x3B, omittingEmptySubsequences: false)
        // Each parameter with its colon-separated sub-parameters; an empty one is absent (nil).
        let parameters: [[Int?]] =
            bytes.isEmpty
            ? []
            : fields.map { field in
                field.split(separator: 0x3A, omittingEmptySubsequences: false).map { number($0) }
            }
        let first = parameters.first?.first ?? nil
        if prefix == 0x3C {  // < : SGR mouse
            guard final == 0x4D || final == 0x6D, parameters.count == 3,
                let code = parameters[0].first ?? nil, let x = parameters[1].first ?? nil,
                let y = parameters[2].first ?? nil
            else { return [] }
            return mouseEvent(code: code, x: x, y: y, released: final == 0x6D).map { [.mouse($0)] } ?? []
        }
        if prefix == 0x3F, final == 0x6E, parameters.count == 2, parameters[0] == [997] {
            // `CSI ? 997 ; 1 n` dark, `; 2 n` light: the colour scheme, asked or changed (mode 2031).
            switch parameters[1] {
            case [1]: return [.colorScheme(.dark)]
            case [2]: return [.colorScheme(.light)]
            default: return []
            }
        }
        guard prefix == nil else { return [] }  // other replies to queries (?, >, =): dropped
        // xterm's modifier, the second number (for `u` and `M` the second number means more).
        let modifierParameter = parameters.count > 1 ? parameters[1].first ?? nil : nil
        let modifiers = modifierParameter.flatMap { KeyModifiers(xtermParameter: $0) } ?? []
        if let modifierParameter, KeyModifiers(xtermParameter: modifierParameter) == nil, final != 0x75, final != 0x4D {
            return []
        }
        func key(_ code: Key.Code) -> [Event] { [.key(Key(code, modifiers: modifiers))] }
        // Cursor keys, Home/End, F1-F4 take no number or 1 before the modifier.
        let plainForm = first == nil || first == 1
        switch final {
        case 0x41 where plainForm: return key(.up)
        case 0x42 where plainForm: return key(.down)
        case 0x43 where plainForm: return key(.right)
        case 0x44 where plainForm: return key(.left)
        case 0x48 where plainForm: return key(.home)
        case 0x46 where plainForm: return key(.end)
        case 0x50...0x53 where plainForm: return key(.function(Int(final) - 0x4F))
        case 0x5A where plainForm: return [.key(Key(.tab, modifiers: modifiers.union(.shift)))]  // Z: Shift+Tab
        case 0x61: return [.key(Key(.up, modifiers: .shift))]  // a-d: rxvt Shift+arrows
        case 0x62: return [.key(Key(.down, modifiers: .shift))]
        case 0x63: return [.key(Key(.right, modifiers: .shift))]
        case 0x64: return [.key(Key(.left, modifiers: .shift))]
        case 0x49 where parameters.isEmpty: return [.focusGained]
        case 0x4F where parameters.isEmpty: return [.focusLost]
        case 0x7E, 0x5E, 0x40:  // ~, rxvt's ^ (Ctrl) and @ (Ctrl+Shift)
            if first == 27, parameters.count == 3, let code = parameters[2].first ?? nil {
                // xterm's modifyOtherKeys: CSI 27 ; modifier ; code ~
                return keyFromCodePoint(code, shifted: nil, modifiers: modifiers).map { [.key($0)] } ?? []
            }
            if parameters.count > 2 { return [] }
            return tildeKey(parameters.map { $0.first ?? nil }.map { $0 ?? 1 }, rxvtFinal: final).map { [.key($0)] }
                ?? []
        case 0x75:  // u: the kitty keyboard protocol
            return kittyKey(parameters).map { [.key($0)] } ?? []
        case 0x4D where parameters.count == 3:  // urxvt's mouse: CSI b ; x ; y M
            guard let code = first, let x = parameters[1].first ?? nil, let y = parameters[2].first ?? nil else {
                return []
            }
            return mouseEvent(code: code - 32, x: x, y: y, released: nil).map { [.mouse($0)] } ?? []
        default:
            return []
        }
    }

    /// `CSI n ~` (VT220 editing and function keys), with xterm's modifier as the second number
    /// or rxvt's final byte (`$` Shift, `^` Ctrl, `@` Ctrl+Shift).
    static func tildeKey(_ numbers: [Int], rxvtFinal final: UInt8) -> Key? {
        guard let number = numbers.first else { return nil }
        var modifiers: KeyModifiers
        switch final {
        case 0x24: modifiers = .shift
        case 0x5E: modifiers = .control
        case 0x40: modifiers = [.control, .shift]
        default: modifiers = []
        }
        if numbers.count > 1 {
            guard let extra = KeyModifiers(xtermParameter: numbers[1]) else { return nil }
            modifiers.formUnion(extra)
        }
        let code: Key.Code
        switch number {
        case 1, 7: code = .home
        case 2: code = .insert
        case 3: code = .delete
        case 4, 8: code = .end
        case 5: code = .pageUp
        case 6: code = .pageDown
        case 11...15: code = .function(number - 10)
        case 17...21: code = .function(number - 11)
        case 23...26: code = .function(number - 12)
        case 28, 29: code = .function(number - 13)
        case 31...34: code = .function(number - 14)
        default: return nil
        }
        return Key(code, modifiers: modifiers)
    }

    /// kitty's `CSI code[:shifted[:base]] ; modifiers[:event] ; text u`. Releases are dropped
    /// (asked for only with flags we never set); repeats count as presses.
    static func kittyKey(_ parameters: [[Int?]]) -> Key? {
        guard let code = parameters.first?.first ?? nil else { return nil }
        let shifted = parameters.first.flatMap { $0.count > 1 ? $0[1] : nil }
        var modifiers: KeyModifiers = []
        if parameters.count > 1 {
            let field = parameters[1]
            let value = (field.first ?? nil) ?? 1
            if field.count > 1, field[1] == 3 { return nil }  // a release
            guard value >= 1 else { return nil }
            let bits = value - 1
            if bits & 1 != 0 { modifiers.insert(.shift) }
            if bits & 2 != 0 || bits & 32 != 0 { modifiers.insert(.alt) }
            if bits & 4 != 0 { modifiers.insert(.control) }
        }
        return keyFromCodePoint(code, shifted: shifted, modifiers: modifiers)
    }

    /// A key from a Unicode code point (kitty, modifyOtherKeys) and modifiers, in the canonical
    /// spelling of `Key`: Shift folded into characters, Ctrl+letter lower-case.
    static func keyFromCodePoint(_ code: Int, shifted: Int?, modifiers: KeyModifiers) -> Key? {
        var modifiers = modifiers
        switch code {
        case 13: return Key(.enter, modifiers: modifiers)
        case 9: return modifiers == .shift ? .backTab : Key(.tab, modifiers: modifiers)
        case 27: return Key(.escape, modifiers: modifiers)
        case 127, 8: return Key(.backspace, modifiers: modifiers)
        case 32: return Key(.space, modifiers: modifiers)
        case 57_399...57_408:
            return Key(
                .character(Character(Unicode.Scalar(UInt8(code - 57_399 + 0x30)))),
                modifiers: modifiers.subtracting(.shift))
        case 57_409...57_413, 57_415:
            return Key(.character(kittyKeypadCharacters[code]!), modifiers: modifiers.subtracting(.shift))
        case 57_414: return Key(.enter, modifiers: modifiers)
        case 57_417: return Key(.left, modifiers: modifiers)
        case 57_418: return Key(.right, modifiers: modifiers)
        case 57_419: return Key(.up, modifiers: modifiers)
        case 57_420: return Key(.down, modifiers: modifiers)
        case 57_421: return Key(.pageUp, modifiers: modifiers)
        case 57_422: return Key(.pageDown, modifiers: modifiers)
        case 57_423: return Key(.home, modifiers: modifiers)
        case 57_424: return Key(.end, modifiers: modifiers)
        case 57_425: return Key(.insert, modifiers: modifiers)
        case 57_426: return Key(.delete, modifiers: modifiers)
        case 57_376...57_398: return Key(.function(code - 57_376 + 13), modifiers: modifiers)
        case 57_363: return Key(.function(16), modifiers: modifiers)  // Menu: F16, as xterm's CSI 29 ~
        case 57_344...63_743: return nil  // other functional keys (lock keys, modifiers alone, media)
        default: break
        }
        guard code > 32, code != 127, let scalar = Unicode.Scalar(UInt32(code)), !(0x80...0x9F).contains(code) else {
            return nil
        }
        var character = Character(scalar)
        if modifiers.contains(.shift) {
            if let shifted, let shiftedScalar = Unicode.Scalar(UInt32(shifted)) {
                character = Character(shiftedScalar)
            } else if character.isLetter {
                character = Character(character.uppercased())
            }
            if !modifiers.contains(.control) || !character.isLetter { modifiers.remove(.shift) }
        }
        if modifiers.contains(.control) && character.isASCII && character.isLetter {
            character = Character(character.lowercased())
        }
        return Key(.character(character), modifiers: modifiers)
    }

    /// An xterm mouse report: `code` is the button byte without its offset, `x`/`y` 1-based.
    /// `released` is nil for the X10/urxvt forms, where button 3 means "released".
    static func mouseEvent(code: Int, x: Int, y: Int, released: Bool?) -> MouseEvent? {
        guard code >= 0, x >= 1, y >= 1 else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let motion = code & 32 != 0
        let low = code & 3
        let button: MouseEvent.Button
        if code & 64 != 0 {
            if released == true { return nil }  // a wheel has no release
            button = [MouseEvent.Button.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
            return MouseEvent(button: button, kind: .press, x: x - 1, y: y - 1, modifiers: modifiers)
        } else if code & 128 != 0 {
            button = .other
        } else {
            button = [MouseEvent.Button.left, .middle, .right, .other][low]
        }
        let kind: MouseEvent.Kind
        if motion {
            kind = button == .other ? .move : .drag
        } else if released == true || (released == nil && low == 3) {
            kind = .release
        } else {
            kind = .press
        }
        return MouseEvent(button: button, kind: kind, x: x - 1, y: y - 1, modifiers: modifiers)
    }

    // MARK: Numbers

    /// Decimal digits as a number; nil when empty, not digits, or absurdly long.
    static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    /// `;`-separated numbers, an empty field counting as 1 (the default of every key parameter).
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0x3B, omittingEmptySubsequences: false).map { number($0) ?? 1 }
    }
}
