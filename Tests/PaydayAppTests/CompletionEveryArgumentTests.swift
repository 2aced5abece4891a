import Foundation
import Testing

@testable import PaydayCommandLine

/// Every argument that names a workplace or a pay period completes, found from the command's own
/// definition (`--experimental-dump-help`: each argument with a custom completion), so a command
/// added later is tested without being listed here: a positional argument through bash and the
/// script the binary generates, as Tab runs it; an option's value asked of the binary as that
/// script asks it (`---completion`). The file: CU 역삼 with a shift on 2026-10-05 and 스타벅스 with
/// one on 2026-11-02 and a receipt for 2026-09: the periods offered are 2026-11, 2026-10 and
/// 2026-09, newest first.
@Suite(
    .enabled(if: StoreProcessTests.payday != nil, "needs the payday binary beside the tests (swift build builds it)"))
struct CompletionEveryArgumentTests {
    struct Argument {
        var command: [String]
        var positional: Int?
        var option: String?
        var valueName: String
    }

    /// Every argument of every command whose completion is custom (the workplaces' and the periods').
    func customArguments() throws -> [Argument] {
        let dump = try StoreProcessTests.run(["--experimental-dump-help"])
        let script = """
            import json, sys
            out = []
            def walk(c, path):
                positional = 0
                for a in c.get("arguments", []):
                    custom = "custom" in (a.get("completionKind") or {})
                    if a["kind"] == "positional":
                        if custom: out.append({"command": path, "positional": positional, "valueName": a.get("valueName", "")})
                        positional += 1
                    elif custom:
                        out.append({"command": path, "option": "--" + a["names"][0]["name"], "valueName": a.get("valueName", "")})
                for s in c.get("subcommands", []): walk(s, path + [s["commandName"]])
            walk(json.load(sys.stdin)["command"], [])
            print(json.dumps(out))
            """
        let (status, output, error) = try runTool("python3", ["-c", script], input: dump.output)
        #expect(status == 0, "\(error)")
        struct Found: Decodable {
            var command: [String]
            var positional: Int?
            var option: String?
            var valueName: String
        }
        return try JSONDecoder().decode([Found].self, from: Data(output.utf8)).map {
            Argument(command: $0.command, positional: $0.positional, option: $0.option, valueName: $0.valueName)
        }
    }

    @Test func everyWorkplaceAndPeriodArgumentCompletes() throws {
        let folder = try StoreProcessTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/payday/workplaces.json"
        for arguments in [
            ["workplace", "add", "CU 역삼", "--wage", "10320", "--payday-day", "10"],
            ["workplace", "add", "스타벅스", "--wage", "10320", "--payday-day", "10"],
            ["shift", "add", "cu", "2026-10-05", "09:00", "13:00"],
            ["shift", "add", "스타", "2026-11-02", "09:00", "13:00"],
            ["received", "스타", "2026-09", "0"],
        ] {
            let done = try StoreProcessTests.run(arguments + ["--data", path, "--today", "2026-11-20"])
            #expect(done.status == 0, "\(arguments): \(done.error)")
        }
        let workplaces = ["CU 역삼", "스타벅스"], periods = ["2026-11", "2026-10", "2026-09"]
        let arguments = try customArguments()
        // The commands the worker meets them in, at the least (a command losing its completion fails here).
        let positionals = Set(arguments.filter { $0.positional != nil }.map { $0.command.joined(separator: " ") })
        for command in [
            "payslip", "clock in", "clock out", "shift add", "shift edit", "shift remove", "shift list",
            "workplace edit",
            "workplace remove", "schedule add", "schedule edit", "schedule remove", "schedule list", "absence add",
            "absence remove", "absence list", "entitlements", "received",
        ] {
            #expect(positionals.contains(command), "\(command)")
        }
        let options = Set(
            arguments.compactMap { found in found.option.map { found.command.joined(separator: " ") + " " + $0 } })
        for option in [
            "summary --period", "payslip --period", "shift list --period", "worker set --workplace",
            "export --workplace",
        ] {
            #expect(options.contains(option), "\(option)")
        }
        for argument in arguments {
            let isPeriod = argument.valueName.hasPrefix("YYYY-MM")
            let expected = isPeriod ? periods : workplaces
            if let index = argument.positional {
                // The positionals before it: a workplace (the only kind that comes first).
                let before = Array(repeating: "스타벅스", count: index)
                let line = (["payday"] + argument.command + before + [""]).joined(separator: " ")
                #expect(try CompletionScriptTests.complete(line, folder: folder) == expected, "\(line)")
                if isPeriod {
                    #expect(
                        try CompletionScriptTests.complete(line + "2026-1", folder: folder) == ["2026-11", "2026-10"])
                }
            } else if let option = argument.option {
                let words = ["payday"] + argument.command + [option, ""]
                let asked = try StoreProcessTests.launch(
                    StoreProcessTests.payday!,
                    ["---completion"] + argument.command + ["--", option, String(words.count - 1), "0"] + words,
                    environment: ["XDG_DATA_HOME": folder])
                let offered = StoreProcessTests.wait(asked).output.split(separator: "\n").map(String.init)
                #expect(offered == expected, "\(words)")
            }
        }
    }
}
