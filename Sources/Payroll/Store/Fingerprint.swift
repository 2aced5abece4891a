/// A 64-bit fingerprint of a file's bytes, to recognise the version a backup was replaced by, and
/// whether the data file is the version payday last wrote. Not cryptographic: it tells an edit
/// from no edit. Four lanes of eight bytes are mixed side by side and folded together at the end:
/// a lane's multiply waits only for its own previous one, so it takes a quarter of the time a
/// single chain of multiplies would.
enum Fingerprint {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        var lanes = (basis ^ UInt64(bytes.count), basis ^ 1, basis ^ 2, basis ^ 3)
        bytes.withUnsafeBytes { raw in
            let blocks = raw.count / 32
            for block in 0..<blocks {
                let offset = block * 32
                lanes.0 = mix(lanes.0, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                lanes.1 = mix(lanes.1, raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                lanes.2 = mix(lanes.2, raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                lanes.3 = mix(lanes.3, raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            }
            for offset in blocks * 32..<raw.count {
                lanes.0 = mix(lanes.0, UInt64(raw[offset]))
            }
        }
        return mix(mix(mix(lanes.0, lanes.1), lanes.2), lanes.3)
    }

    /// As the history writes it: 16 hexadecimal digits.
    static func hex(_ fingerprint: UInt64) -> String {
        let text = String(fingerprint, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// `hex(of(bytes))`.
    static func text(_ bytes: [UInt8]) -> String { hex(of(bytes)) }

    /// The file's fingerprint as the history writes it; nil when there is no file.
    static func text(_ disk: DiskContent) -> String? {
        if case .bytes(let bytes) = disk { text(bytes) } else { nil }
    }

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    @inline(__always)
    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* prime
        return product ^ (product >> 29)
    }
}
