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
    var pending: [UInt8] = []
    /// The text of a bracketed paste in progress (raw bytes, end marker not yet seen).
    var paste: [UInt8]?
    /// Where the next search for the paste's end marker starts.
    var pasteScanned = 0
    /// Dropping the rest of an overlong sequence (see `longestSequence`).
    var skipping = Skipping.nothing
    var lastInputTime = 0.0

    enum Skipping: Sendable, Equatable {
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

    mutating func process(into events: inout [Event]) {
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
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// If the paste's end marker has arrived: delivers the paste and returns the bytes after the
    /// marker. Searches only what was not searched before (a 1 MB paste is read once).
    mutating func finishPasteIfEnded(into events: inout [Event]) -> [UInt8]? {
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
    static func resolveUnfinished(_ bytes: [UInt8]) -> [Event] {
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
    static let sequenceIntroducers: Set<UInt8> = [0x5B, 0x4F, 0x5D, 0x50, 0x5F, 0x5E, 0x58]
    /// Those that start a string: OSC, DCS, APC, PM, SOS.
    static let stringIntroducers: Set<UInt8> = [0x5D, 0x50, 0x5F, 0x5E, 0x58]
}
