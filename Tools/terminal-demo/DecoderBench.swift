import Terminal

#if canImport(Glibc)
import Glibc
#endif

/// `terminal-demo --bench-decoder`: the input decoder's throughput, no terminal needed
/// (bench/terminal.sh). A 1 MB bracketed paste (Korean and ASCII lines) and 1 MB of key
/// sequences (arrows in both cursor modes, VT220 keys, modified keys, SGR mouse, text), each
/// decoded in 4 KB reads as the backend reads them; medians of 21 runs.
enum DecoderBench {
    static func run() -> Int32 {
        let line = "월급날 payday 야간수당 ₩12,345 \t shift 09:00-18:00\n"
        var text: [UInt8] = []
        while text.count < 1 << 20 { text += Array(line.utf8) }
        let paste = Array("\u{1B}[200~".utf8) + text + Array("\u{1B}[201~".utf8)
        let keyMix = [
            "\u{1B}[B", "\u{1B}OA", "\u{1B}[1~", "\u{1B}[4~", "\u{1B}[1;5C", "\u{1B}[5;3~", "\u{1B}[<0;12;7M", "j", "한",
            "\r",
        ]
        .map { Array($0.utf8) }
        var keys: [UInt8] = []
        var count = 0
        while keys.count < 1 << 20 {
            keys += keyMix[count % keyMix.count]
            count += 1
        }
        for (label, input) in [("1 MB paste", paste), ("1 MB of key sequences", keys)] {
            var times: [Double] = []
            var events = 0
            for _ in 0..<21 {
                var decoder = InputDecoder()
                let start = Bench.now()
                events = 0
                var offset = 0
                while offset < input.count {
                    let end = min(offset + 4096, input.count)
                    events += decoder.decode(input[offset..<end], at: 0).count
                    offset = end
                }
                times.append(Bench.now() - start)
            }
            let milliseconds = Bench.median(times)
            let megabytes = Double(input.count) / 1_048_576
            print(
                "decoder, \(label): median \(Bench.format(milliseconds)) ms, \(Int((megabytes / (milliseconds / 1000)).rounded())) MB/s, \(events) events"
            )
        }
        return 0
    }
}
