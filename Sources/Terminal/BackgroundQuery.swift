import Canvas

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as a terminal reports it, scaled to 8 bits per channel.
public struct TerminalRGB: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }

    /// The relative luminance (WCAG 2: the sRGB channels linearised, weighted 0.2126, 0.7152,
    /// 0.0722), 0 for black to 1 for white.
    public var luminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let value = Double(channel) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether text should be light on it: its luminance is below that of mid grey (0.18, the
    /// luminance whose contrast with black and with white is the same).
    public var isDark: Bool { luminance < 0.18 }

    public var description: String { "rgb(\(red), \(green), \(blue))" }
}

/// `read(2)`, named apart from `BackgroundQuery.read(_:)`.
private func readInput(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

/// Asks the terminal for its background colour (xterm's OSC 11: `ESC ] 11 ; ? ESC \`) and its
/// colour scheme (`ESC [ ? 996 n`, answered `ESC [ ? 997 ; 1 n` dark or `; 2 n` light by
/// contour, ghostty and kitty), so an app can choose light or dark colours. The questions are
/// followed by a primary device attributes request (`ESC [ c`), which every terminal answers
/// after the others: a terminal that knows neither is found out by that answer, at once,
/// without waiting for the time limit. The colour's reply is `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`
/// ended by BEL or `ESC \` (1 to 4 hex digits a channel; `rgba:` with an alpha too).
public enum BackgroundQuery {
    /// The OSC 11 question alone (asked again when the terminal reports a new colour scheme;
    /// the answer then comes through the input decoder).
    public static let colorQuestion: [UInt8] = Array("\u{1B}]11;?\u{1B}\\".utf8)
    /// The bytes written at start-up: the OSC 11 question, the colour scheme question, then DA1.
    public static let request: [UInt8] = colorQuestion + Array("\u{1B}[?996n\u{1B}[c".utf8)

    /// What was read so far: the colour and the colour scheme when their replies came, whether
    /// the exchange is over (the DA1 answer came: nothing more will), and the other bytes (keys
    /// typed meanwhile), in order.
    public struct Reading: Hashable, Sendable {
        public var color: TerminalRGB?
        public var colorScheme: TerminalColorScheme?
        public var isComplete: Bool
        public var otherBytes: [UInt8]
    }

    /// Reads the replies out of `bytes`. An unfinished sequence at the end counts as other bytes
    /// only once it cannot be a reply.
    public static func read(_ bytes: [UInt8]) -> Reading {
        var reading = Reading(color: nil, colorScheme: nil, isComplete: false, otherBytes: [])
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5D,
                let (end, body) = oscString(bytes, from: index + 2)
            {
                if body.starts(with: Array("11;".utf8)) { reading.color = parseColor(Array(body.dropFirst(3))) }
                index = end
            } else if bytes[index] == 0x1B, index + 2 < bytes.count, bytes[index + 1] == 0x5B, bytes[index + 2] == 0x3F,
                let (end, answer) = privateAnswer(bytes, from: index + 3)
            {
                switch answer {
                case .deviceAttributes: reading.isComplete = true
                case .colorScheme(let scheme): reading.colorScheme = scheme
                }
                index = end
            } else {
                reading.otherBytes.append(bytes[index])
                index += 1
            }
        }
        return reading
    }

    /// An OSC string's end (after its terminator) and body, or nil when it is not ended.
    private static func oscString(_ bytes: [UInt8], from start: Int) -> (Int, ArraySlice<UInt8>)? {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x07 { return (index + 1, bytes[start..<index]) }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5C {
                return (index + 2, bytes[start..<index])
            }
            index += 1
        }
        return nil
    }

    private enum PrivateAnswer {
        case deviceAttributes
        case colorScheme(TerminalColorScheme)
    }

    /// After `ESC [ ?`: a DA1 answer (`digits ; ... c`) or a colour scheme answer (`997 ; 1 n`
    /// or `997 ; 2 n`), with its end (after the final byte); nil for anything else.
    private static func privateAnswer(_ bytes: [UInt8], from start: Int) -> (Int, PrivateAnswer)? {
        var index = start
        while index < bytes.count, (0x30...0x3B).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        switch (bytes[index], String(decoding: bytes[start..<index], as: UTF8.self)) {
        case (0x63, _): return (index + 1, .deviceAttributes)
        case (0x6E, "997;1"): return (index + 1, .colorScheme(.dark))
        case (0x6E, "997;2"): return (index + 1, .colorScheme(.light))
        default: return nil
        }
    }

    /// `rgb:R/G/B` or `rgba:R/G/B/A`, each 1 to 4 hex digits, scaled to 8 bits.
    static func parseColor(_ text: [UInt8]) -> TerminalRGB? {
        let string = String(decoding: text, as: UTF8.self)
        let channels: [Substring]
        if string.hasPrefix("rgb:") {
            channels = string.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard channels.count == 3 else { return nil }
        } else if string.hasPrefix("rgba:") {
            channels = Array(string.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false).prefix(3))
            guard channels.count == 3 else { return nil }
        } else {
            return nil
        }
        var values: [UInt8] = []
        for channel in channels {
            guard (1...4).contains(channel.count), let value = Int(channel, radix: 16) else { return nil }
            let maximum = (1 << (4 * channel.count)) - 1
            values.append(UInt8((Double(value) * 255 / Double(maximum)).rounded()))
        }
        return TerminalRGB(red: values[0], green: values[1], blue: values[2])
    }

    /// Writes the request to `output` and reads `input` (a terminal in raw mode) until the DA1
    /// answer or `timeout` seconds, whichever comes first. Returns what was read; its
    /// `otherBytes` belong to the input decoder.
    public static func ask(input: Int32, output: Int32, timeout: Double) -> Reading {
        var written = 0
        while written < request.count {
            let count = request[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count <= 0 { return Reading(color: nil, colorScheme: nil, isComplete: true, otherBytes: []) }
            written += count
        }
        let clock = MonotonicClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        while true {
            let reading = read(bytes)
            if reading.isComplete { return reading }
            let left = deadline - clock.now
            guard left > 0 else { return reading }
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((left * 1000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { return read(bytes) }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = buffer.withUnsafeMutableBytes { readInput(input, $0) }
            guard count > 0 else { return read(bytes) }
            bytes += buffer[..<count]
        }
    }
}
