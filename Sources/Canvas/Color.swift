/// A terminal colour: the terminal's default, one of the 16 named ANSI colours, an entry of
/// the 256-colour palette, or a 24-bit RGB value. Terminals that cannot show a colour get the
/// nearest one they can (`downgraded(to:)`).
public enum Color: Hashable, Sendable {
    /// Whatever the terminal uses when nothing is set (`use_default_colors`).
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// An index into the xterm 256-colour palette (0-15 are the named colours).
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// The 16 named colours in palette order, so `named[i]` is palette entry `i`.
    public static let named: [Color] = [
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]

    /// The palette index (0-255) of this colour, or nil for `.default` and RGB.
    public var paletteIndex: Int? {
        switch self {
        case .default, .rgb: return nil
        case .indexed(let index): return Int(index)
        default: return Color.named.firstIndex(of: self)
        }
    }

    /// The nearest colour a terminal of the given depth can show. Monochrome keeps only the
    /// default; 8 colours fold the bright variants onto the normal ones.
    public func downgraded(to depth: ColorDepth) -> Color {
        switch depth {
        case .trueColor:
            return self
        case .monochrome:
            return .default
        case .palette256:
            if case .rgb(let r, let g, let b) = self { return .indexed(Palette.nearest256(r, g, b)) }
            return self
        case .ansi16, .ansi8:
            guard self != .default else { return .default }
            var index: Int
            switch self {
            case .rgb(let r, let g, let b): index = Palette.nearest16(r, g, b)
            default:
                let paletteIndex = self.paletteIndex ?? 0
                index = paletteIndex < 16 ? paletteIndex : Palette.nearest16(Palette.rgb(ofIndex: paletteIndex))
            }
            if depth == .ansi8 && index >= 8 { index -= 8 }
            return Color.named[index]
        }
    }
}

/// How many colours a terminal can show.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
    case monochrome = 1, ansi8 = 8, ansi16 = 16, palette256 = 256, trueColor = 16_777_216

    /// The depth of a terminal that reports `count` colours (ncurses' `COLORS`).
    public init(colorCount count: Int) {
        switch count {
        case ..<8: self = .monochrome
        case 8..<16: self = .ansi8
        case 16..<256: self = .ansi16
        case 256..<16_777_216: self = .palette256
        default: self = .trueColor
        }
    }

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The xterm palette, used only to find nearest colours.
enum Palette {
    /// xterm's default values of the 16 named colours.
    static let sixteen: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]
    /// The six levels of each axis of the 6x6x6 colour cube (entries 16-231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    static func rgb(ofIndex index: Int) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16: return sixteen[index]
        case 16..<232:
            let cube = index - 16
            return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
        default:
            let level = UInt8(8 + 10 * (index - 232))
            return (level, level, level)
        }
    }

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }

    static func nearest16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int { nearest16((r, g, b)) }

    static func nearest16(_ color: (UInt8, UInt8, UInt8)) -> Int {
        (0..<16).min { distance(sixteen[$0], color) < distance(sixteen[$1], color) } ?? 0
    }

    /// The nearest entry of the cube or the grey ramp (16-255); the named 16 are skipped
    /// because terminals often redefine them.
    /// The first of the nearest (the lowest index among equals), one pass over `all256`.
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best = 16
        var bestDistance = Int.max
        all256.withUnsafeBufferPointer { entries in
            for index in 16..<256 {
                let here = distance(entries[index], (r, g, b))
                if here < bestDistance {
                    best = index
                    bestDistance = here
                }
            }
        }
        return UInt8(best)
    }

    /// The values of all 256 entries, computed once (`nearest256` compares with 240 of them for
    /// each colour a 256-colour terminal is sent).
    static let all256: [(UInt8, UInt8, UInt8)] = (0..<256).map(rgb(ofIndex:))
}
