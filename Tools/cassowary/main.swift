// `cassowary FILE.cas [--reps N]`: runs a constraint script (docs/cas-format.md) with
// the output of bench/kiwi_run.py (kiwi). Exit status: 0 ok, 1 a failed expect/verify, 2 bad usage or script.
import CassowaryScript
import Foundation

func usage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cassowary: \(message)\nusage: cassowary FILE.cas [--reps N]\n".utf8))
    exit(2)
}

var path: String? = nil
var reps = 1
var args = CommandLine.arguments.dropFirst()
while let a = args.popFirst() {
    if a == "--reps" {
        guard let n = args.popFirst().flatMap({ Int($0) }), n >= 1 else { usage("--reps needs a positive integer") }
        reps = n
    } else if a.hasPrefix("--reps=") {
        guard let n = Int(a.dropFirst(7)), n >= 1 else { usage("--reps needs a positive integer") }
        reps = n
    } else if a.hasPrefix("-") && a != "-" {
        usage("unknown option \(a)")
    } else if path == nil {
        path = a
    } else {
        usage("more than one script given")
    }
}
guard let path else { usage("no script given") }
guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
    usage("cannot read \(path)")
}
do {
    let script = try Script(text: text, path: path)
    let result = try script.run(reps: reps)
    var out = result.output.joined(separator: "\n")
    if !out.isEmpty { out += "\n" }
    for p in result.phases { out += "phase \(p.name) \(fixed(p.seconds, 9))\n" }
    FileHandle.standardOutput.write(Data(out.utf8))
    exit(result.failures > 0 ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
