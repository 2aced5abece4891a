import Foundation
import PaydayApp
import Payroll
import Terminal

/// The start to first frame, part by part, each timed on its own (medians of `repeats`): what
/// the app does before its first frame and what it could leave for later. The parts overlap
/// the whole (`PaydaySession.load` finds the resources and reads the file; the app's `init`
/// opens the store and the watcher and computes the cards), so they are read side by side,
/// not added up.
func startBreakdown(
    dataFile: String, session: PaydaySession, size: TerminalSize, repeats: Int,
    loadSession: () throws -> PaydaySession
) throws -> [String] {
    var parts: [(name: String, times: [Double])] = [
        ("loading the session (arguments, resources, data file)", []),
        ("finding the shipped rates and holidays (ShippedResources.url, both)", []),
        ("reading the data file (DataFile.load)", []),
        ("opening the store (DataStore.load)", []),
        ("the file watcher (FileWatcher.init)", []),
        ("closing the file watcher (not part of a start)", []),
        ("every card (payslips of all workplaces)", []),
        ("the app's init (store, watcher, cards, controllers)", []),
        ("the first frame (layout and draw)", []),
        ("taking the app apart (not part of a start)", []),
    ]
    for _ in 0..<max(repeats, 5) {
        parts[0].times.append(try seconds { _ = try loadSession() })
        parts[1].times.append(
            seconds {
                _ = ShippedResources.url(named: "rates.json")
                _ = ShippedResources.url(named: "holidays.json")
            })
        parts[2].times.append(try seconds { _ = try DataFile.load(path: dataFile) })
        parts[3].times.append(try seconds { _ = try DataStore(path: dataFile).load() })
        var watcher: FileWatcher?
        parts[4].times.append(seconds { watcher = FileWatcher(path: dataFile) })
        withExtendedLifetime(watcher) {}  // alive until its release is timed
        parts[5].times.append(seconds { watcher = nil })
        parts[6].times.append(seconds { _ = session.cards })
        var app: BenchApp?
        parts[7].times.append(seconds { app = BenchApp(session: session, size: size) })
        parts[8].times.append(seconds { _ = app?.renderFrame() })
        parts[9].times.append(seconds { app = nil })
    }
    return parts.map { "start, part: \($0.name), median of \($0.times.count): \(milliseconds(median($0.times)))" }
}
