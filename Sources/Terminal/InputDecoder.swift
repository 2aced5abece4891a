/// Turns the bytes a terminal sends into events: a state machine over bytes and time, with no
/// terminal, no terminfo and no clock of its own (the caller passes the time of each read), so
/// a table of byte strings pins down what it does.
///
/// What it reads, whatever the terminfo entry lists:
/// - UTF-8 text, one `.character` per Unicode scalar (a Hangul syllable from an input method is
///   one event); invalid bytes are dropped. C0 controls are keys: CR and LF Enter, HT Tab, BS
///   and DEL Backspace, NUL Ctrl+Space, the others Ctrl+letter.
/// - ESC followed by a key is that key with Alt (`ESC j` is Alt+j).
/// - CSI (`ESC [`) and SS3 (`ESC O`) keys in the xterm, VT220, rxvt, Linux console and kitty
///   forms, with xterm's modifier parameter; focus in/out; bracketed paste (one `.paste`); SGR,
///   urxvt and X10 mouse reports; the terminal's colour scheme (`CSI ? 997 ; 1|2 n`) and
///   background colour (`OSC 11 ; rgb:...`) reports. See `docs/terminal.md` for the table.
///
/// Invariants:
/// - The events do not depend on how the bytes are split into reads, as long as the reads of
///   one sequence follow each other within `sequenceTimeout` (a lone ESC: `escapeDelay`).
/// - A sequence it does not know, or a broken one, is consumed whole and dropped: it never
///   turns into Esc followed by letters. A byte that cannot continue a sequence ends (and drops)
///   it and is then read afresh, so a key typed after garbage still counts.
/// - A lone ESC is `.escape` only once `escapeDelay` passed with nothing after it (`expire`).
public struct InputDecoder: Sendable {
    /// How long a lone ESC waits for a following byte before it is the Esc key.
    public var escapeDelay: Double
    /// How long an unfinished sequence, character or paste waits for its next byte before it
    /// is given up (dropped).
    public var sequenceTimeout: Double
    /// How long a bracketed paste waits for its next byte before it is delivered as far as it
    /// came (its end marker lost). Longer: a big paste over a slow link comes in pieces.
    public var pasteTimeout: Double

    /// Bytes of an unfinished sequence or character, waiting for more.
    private var pending: [UInt8] = []
    /// The text of a bracketed paste in progress (raw bytes, end marker not yet seen).
    private var paste: [UInt8]?
    /// Where the next search for the paste's end marker starts.
    private var pasteScanned = 0
    /// Dropping the rest of an overlong sequence (see `longestSequence`).
    private var skipping = Skipping.nothing
    private var lastInputTime = 0.0

    private enum Skipping: Sendable, Equatable {
        case nothing
        /// A control sequence: parameter and intermediate bytes, up to and including its final byte.
        case controlSequence
        /// The rest of a string past `longestString`, never kept: up to BEL, CAN or SUB (taken),
        /// ESC or a C0 control no string holds (read afresh: Ctrl-C), or a pause in the input
        /// (`sequenceTimeout` with nothing: the sender stopped, and what comes after is typed).
        /// Not read as keys: a string's body is the sender's, not the user's.
        case string
    }

    /// A sequence longer than this is dropped (no terminal sends one; it bounds the memory and
    /// the work of waiting for its end).
    static let longestSequence = 4096

    public init(escapeDelay: Double = 0.05, sequenceTimeout: Double = 0.5, pasteTimeout: Double = 2) {
        self.escapeDelay = escapeDelay
        self.sequenceTimeout = sequenceTimeout
        self.pasteTimeout = pasteTimeout
    }

    /// The time at which, if no byte arrives before, `expire` resolves what is pending (a lone
    /// ESC becomes Esc, an unfinished sequence is dropped). Nil when nothing is pending.
    public var deadline: Double? {
        if paste != nil { return lastInputTime + pasteTimeout }
        if pending.isEmpty { return skipping == .nothing ? nil : lastInputTime + sequenceTimeout }
        return lastInputTime + (pending.allSatisfy { $0 == 0x1B } ? escapeDelay : sequenceTimeout)
    }

    /// Whether bytes are held back waiting for more.
    public var isWaiting: Bool { !pending.isEmpty || paste != nil }

    /// Decodes bytes read at `time` (seconds, any origin, never decreasing). What is pending
    /// from before and is past its deadline is resolved first.
    public mutating func decode(_ bytes: [UInt8], at time: Double) -> [Event] {
        decode(bytes[...], at: time)
    }

    /// `decode` for a part of a buffer (a read into a larger one). Not generic on purpose: a
    /// generic entry point called from another module runs unspecialised, byte by byte through
    /// a protocol witness (5 MB/s instead of hundreds).
    public mutating func decode(_ bytes: ArraySlice<UInt8>, at time: Double) -> [Event] {
        var events = expire(at: time)
        lastInputTime = time
        if paste != nil {
            paste!.append(contentsOf: bytes)
            guard let rest = finishPasteIfEnded(into: &events) else { return events }
            pending = rest
        } else {
            pending.append(contentsOf: bytes)
        }
        process(into: &events)
        return events
    }

    /// Resolves what is pending if `time` is at or past `deadline`: a lone ESC is Esc (two are
    /// Alt+Esc), `ESC [`, `ESC O` and the like with nothing after them are Alt with that key, a
    /// paste without its end marker is delivered as far as it came, anything else unfinished is
    /// dropped. Returns no events before the deadline.
    public mutating func expire(at time: Double) -> [Event] {
        guard let deadline, time >= deadline else { return [] }
        skipping = .nothing
        var events: [Event] = []
        if let text = paste {
            paste = nil
            events.append(.paste(Self.pastedText(text[...])))
        }
        events += Self.resolveUnfinished(pending)
        pending = []
        return events
    }

    // MARK: The byte loop

    private mutating func process(into events: inout [Event]) {
        var index = 0
        var bytes = pending
        pending = []
        while index < bytes.count {
            switch skipping {
            case .nothing:
                break
            case .controlSequence:
                let byte = bytes[index]
                if (0x20...0x3F).contains(byte) { index += 1; continue }
                skipping = .nothing
                if (0x40...0x7E).contains(byte) { index += 1 }
                continue
            case .string:
                let byte = bytes[index]
                if byte >= 0x20 || (0x08...0x0D).contains(byte) { index += 1; continue }
                skipping = .nothing
                if byte == 0x07 || byte == 0x18 || byte == 0x1A { index += 1 }
                // ST (`ESC \`) ends it; an ESC before anything else starts a sequence.
                if byte == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x5C { index += 2 }
                continue
            }
            switch Self.parse(bytes, at: index) {
            case .complete(let found, let next):
                events += found
                index = next
            case .incomplete:
                if bytes.count - index > Self.longestSequence {
                    // Only a control sequence or a string grows this long: drop it and its rest.
                    let introducer = bytes[index + 1] == 0x1B ? bytes[index + 2] : bytes[index + 1]
                    skipping = Self.stringIntroducers.contains(introducer) ? .string : .controlSequence
                    index = bytes.count
                } else {
                    pending = Array(bytes[index...])
                    return
                }
            case .stringTooLong(let next):
                skipping = .string
                index = next
            case .pasteStarts(let next):
                paste = Array(bytes[next...])
                pasteScanned = 0
                guard let rest = finishPasteIfEnded(into: &events) else { return }
                bytes = rest
                index = 0
            }
        }
    }

    /// The end marker of a bracketed paste: `ESC [ 2 0 1 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// If the paste's end marker has arrived: delivers the paste and returns the bytes after the
    /// marker. Searches only what was not searched before (a 1 MB paste is read once).
    private mutating func finishPasteIfEnded(into events: inout [Event]) -> [UInt8]? {
        guard let text = paste else { return nil }
        let marker = Self.pasteEnd
        var start = max(pasteScanned - (marker.count - 1), 0)
        let last = text.count - marker.count
        while start <= last {
            if text[start] == 0x1B && text[start + 1] == 0x5B && text[start + 2] == 0x32
                && text[start + 3] == 0x30 && text[start + 4] == 0x31 && text[start + 5] == 0x7E
            {
                events.append(.paste(Self.pastedText(text[..<start])))
                paste = nil
                return Array(text[(start + marker.count)...])
            }
            start += 1
        }
        pasteScanned = text.count
        return nil
    }

    /// A paste's text: valid UTF-8 only, line ends (CR LF, CR) as LF, and no control
    /// characters but tab and line feed (a pasted escape sequence is text, never a command).
    /// Bytes are filtered first and the result validated as a whole; only a paste holding
    /// invalid UTF-8 is decoded scalar by scalar (to drop what is invalid).
    static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var previousWasReturn = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            let wasReturn = previousWasReturn
            previousWasReturn = byte == 0x0D
            switch byte {
            case 0x0D: kept.append(0x0A)
            case 0x0A: if !wasReturn { kept.append(0x0A) }
            case 0x09: kept.append(byte)
            case 0x00..<0x20, 0x7F: break
            case 0xC2 where index < bytes.endIndex && (0x80...0x9F).contains(bytes[index]):
                index += 1  // a C1 control, U+0080-U+009F
            default: kept.append(byte)
            }
        }
        if let text = String(validating: kept, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        var position = kept.startIndex
        while position < kept.endIndex {
            switch UTF8Step.decode(kept[...], at: position) {
            case .scalar(let scalar, let next):
                scalars.append(scalar)
                position = next
            case .invalid(let next): position = next
            case .incomplete: position = kept.endIndex
            }
        }
        return String(scalars)
    }

    /// Pending bytes nobody will complete: see `expire`.
    private static func resolveUnfinished(_ bytes: [UInt8]) -> [Event] {
        switch bytes.count {
        case 1 where bytes[0] == 0x1B:
            return [.key(.escape)]
        case 2 where bytes[0] == 0x1B && bytes[1] == 0x1B:
            return [.key(Key(.escape, modifiers: .alt))]
        case 2 where bytes[0] == 0x1B && Self.sequenceIntroducers.contains(bytes[1]):
            return [.key(Key(.character(Character(Unicode.Scalar(bytes[1]))), modifiers: .alt))]
        default:
            return []
        }
    }

    /// After ESC: CSI `[`, SS3 `O`, and the string introducers OSC `]`, DCS `P`, APC `_`, PM `^`,
    /// SOS `X` (which a terminal sends only as replies, and we ask nothing).
    private static let sequenceIntroducers: Set<UInt8> = [0x5B, 0x4F, 0x5D, 0x50, 0x5F, 0x5E, 0x58]
    /// Those that start a string: OSC, DCS, APC, PM, SOS.
    private static let stringIntroducers: Set<UInt8> = [0x5D, 0x50, 0x5F, 0x5E, 0x58]

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
    private static func parseText(_ bytes: [UInt8], at index: Int, modifiers: KeyModifiers) -> Parse {
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

    private static func parseEscape(_ bytes: [UInt8], at index: Int) -> Parse {
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

    private static func withAlt(_ event: Event) -> Event {
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
    private static func skipString(_ bytes: [UInt8], from start: Int) -> Parse {
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
    private static func parseOSC(_ bytes: [UInt8], from start: Int) -> Parse {
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
    private static func parseSS3(_ bytes: [UInt8], from start: Int) -> Parse {
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
    private static let keypadCharacters: [UInt8: Character] = [
        0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/", 0x58: "=",
    ]
    /// The kitty protocol's keypad symbols by code.
    private static let kittyKeypadCharacters: [Int: Character] = [
        57_409: ".", 57_410: "/", 57_411: "*", 57_412: "-", 57_413: "+", 57_415: "=",
    ]

    /// CSI: `ESC [` parameters (0x30-0x3F), intermediates (0x20-0x2F), a final byte (0x40-0x7E);
    /// plus the Linux console's `ESC [ [ A-E` and X10 mouse `ESC [ M b x y`, which break the form.
    private static func parseCSI(_ bytes: [UInt8], from start: Int) -> Parse {
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
    private static func csiEvents(prefix: UInt8?, parameters bytes: ArraySlice<UInt8>, final: UInt8) -> [Event] {
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
    private static func tildeKey(_ numbers: [Int], rxvtFinal final: UInt8) -> Key? {
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
    private static func kittyKey(_ parameters: [[Int?]]) -> Key? {
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
    private static func keyFromCodePoint(_ code: Int, shifted: Int?, modifiers: KeyModifiers) -> Key? {
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
    private static func mouseEvent(code: Int, x: Int, y: Int, released: Bool?) -> MouseEvent? {
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
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        var value = 0
        for digit in digits {
            guard (0x30...0x39).contains(digit) else { return nil }
            value = value * 10 + Int(digit - 0x30)
        }
        return value
    }

    /// `;`-separated numbers, an empty field counting as 1 (the default of every key parameter).
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0x3B, omittingEmptySubsequences: false).map { number($0) ?? 1 }
    }
}

/// One step of UTF-8 decoding, strict (no overlong forms, no surrogates, nothing above U+10FFFF).
enum UTF8Step: Equatable {
    case scalar(Unicode.Scalar, next: Int)
    /// Not UTF-8: skip to `next` (the lead byte and any valid continuation bytes after it).
    case invalid(next: Int)
    /// A valid beginning that the bytes end in.
    case incomplete

    static func decode(_ bytes: ArraySlice<UInt8>, at index: Int) -> UTF8Step {
        let lead = bytes[index]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0x00...0x7F: return .scalar(Unicode.Scalar(lead), next: index + 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return .invalid(next: index + 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let position = index + offset
            guard position < bytes.endIndex else { return .incomplete }
            let byte = bytes[position]
            let (low, high) = offset == 1 ? (lower, upper) : (UInt8(0x80), UInt8(0xBF))
            guard byte >= low && byte <= high else { return .invalid(next: position) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(next: index + length) }
        return .scalar(scalar, next: index + length)
    }
}
