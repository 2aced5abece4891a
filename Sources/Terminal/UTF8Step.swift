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
