import FoundationEssentials
import Layout
import Payroll
import Terminal
import TerminalHosting

/// The app on a terminal: the one place of the app that knows terminals. A `WindowHost` runs
/// the app's window in `Terminal`'s run loop (every event delivered to the window), with the two
/// sources of events besides input: a timer at each minute boundary of the wall clock while a
/// card shows a live line (nothing runs in between), and the data file's folder watched through
/// inotify, so another process's save shows at once. A quit key on the home screen ends the loop.
public enum TerminalHost {
    /// A host of `session`'s app in a window of `size` on `clock`.
    static func make(
        session: PaydaySession, size: TerminalSize, clock: any TimeSource, logSink: @escaping (String) -> Void
    ) -> (host: WindowHost, scene: PaydayScene) {
        let host = WindowHost(rootViewController: ViewController(), size: size, clock: clock, logSink: logSink)
        let scene = PaydayScene(session: session, window: host.window)
        host.minimumSize = TerminalSize(
            width: Int(PaydayScene.minimumSize.width), height: Int(PaydayScene.minimumSize.height))
        // The keys that end the app, the only ones that act while the terminal is too small to
        // show it; with a screen, the home screen's key commands quit on them.
        host.quitKeyList = [.character("q"), .escape, .control("c")]
        let strings = session.strings
        host.tooSmallWords = { minimum, have in
            strings.terminalTooSmall(need: (minimum.width, minimum.height), have: (have.width, have.height))
        }
        scene.home.onQuit = { [unowned host] in host.shouldQuit = true }
        guard session.wakesOnItsOwn else { return (host, scene) }
        host.timer = WindowHost.Timer(
            nextFireTime: { [scene] in scene.nextMinuteTime },
            fire: { [scene] in scene.minuteDidPass() })
        // The host's closures hold the scene (the window holds its screens).
        // The store reads the file itself once the first frame is drawn (see `Records.openStore`).
        host.afterFirstFrame = { [scene] in scene.records.openStore() }
        if scene.records.store != nil {
            host.watch(path: session.dataFile) { [scene] in scene.dataFileDidChange() }
        }
        return (host, scene)
    }

    /// A host of `session`'s app (what `payday` runs), for a tool that drives it by hand (the
    /// frame benchmarks): events in, frames out, on `clock`.
    public static func host(
        session: PaydaySession, size: TerminalSize, clock: any TimeSource, logSink: @escaping (String) -> Void
    ) -> WindowHost {
        make(session: session, size: size, clock: clock, logSink: logSink).host
    }

    /// Runs the app on the real terminal until it quits (the terminal is restored however it
    /// ends); `appearance` picks light or dark (automatic: from the terminal's background and
    /// colour scheme, following the terminal when it reports a change).
    public static func run(
        session: PaydaySession, appearance: TerminalAppearance = .automatic, logSink: @escaping (String) -> Void
    ) throws {
        let backend = try NcursesBackend()
        defer { backend.shutdown() }
        var session = session
        session.anchor(at: Date(), timeZone: nil)
        let clock = MonotonicClock()
        let (host, scene) = make(session: session, size: backend.size, clock: clock, logSink: logSink)
        host.followAppearance(appearance, of: backend)
        if CrashReport.crashesOnPurpose {
            let first = host.afterFirstFrame
            host.afterFirstFrame = {
                first?()
                fatalError("PAYDAY_TEST_CRASH: a crash on purpose")
            }
        }
        try withExtendedLifetime(scene) { try TerminalRunLoop(backend: backend, clock: clock).run(host) }
    }

    /// The screen after `keys` (key-script words), each event followed by time enough for the
    /// animation it starts to end, on the headless backend; its lines with trailing spaces trimmed.
    /// With `beforeExit` (a process that ends right after, as `payday render`), the window and
    /// everything on it are left to the process's exit rather than taken apart one object at a
    /// time (about 2 M instructions on the demo).
    public static func render(
        session: PaydaySession, width: Int, height: Int, keys: String, logSink: @escaping (String) -> Void,
        beforeExit: Bool = false
    ) throws -> [String] {
        try render(
            session: session, width: width, height: height, keys: keys, logSink: logSink,
            afterwards: beforeExit ? { window in _ = Unmanaged.passRetained(window) } : nil)
    }

    /// `render`, then `afterwards` on the window as the keys left it.
    static func render(
        session: PaydaySession, width: Int, height: Int, keys: String, logSink: @escaping (String) -> Void,
        afterwards: ((Window) -> Void)?
    ) throws -> [String] {
        let script = try ScriptStep.parse(keys)
        let settle = ScriptStep.wait(PaydayScene.longestAnimation)
        let paced = script.flatMap { step -> [ScriptStep] in
            if case .event = step { return [step, settle] }
            return [step]
        }
        let size = TerminalSize(width: width, height: height)
        // A picture of the screen: it never saves, and nothing changes it but the keys.
        var session = session
        session.isWritable = false
        session.wakesOnItsOwn = false
        let backend = HeadlessBackend(size: size, script: paced)
        let (host, scene) = make(session: session, size: size, clock: backend.clock, logSink: logSink)
        // The headless backend never fails to flush.
        withExtendedLifetime(scene) { try? TerminalRunLoop(backend: backend, clock: backend.clock).run(host) }
        afterwards?(host.window)
        return backend.screen.lines.map(Self.trimmingTrailingSpaces)
    }

    /// The keys of the screen `keys` lead to from the home screen, as `?` lists them there: one
    /// row per title with every key that has it. Read from the key commands in reach, so the
    /// list cannot drift from what the keys do (`payday keys`, the manual page's KEYS).
    public static func keyRows(session: PaydaySession, after keys: String) throws -> [(keys: [String], title: String)] {
        var rows: [(keys: [String], title: String)] = []
        _ = try render(
            session: session, width: 80, height: 24, keys: keys, logSink: { _ in },
            afterwards: { window in rows = HelpController.rows(window.keyCommandsInReach) })
        return rows
    }

    /// Why `run` could not go on, in `language`'s words: the terminal library's typed reason that
    /// the full-screen interface cannot start here, or any other error as it describes itself.
    public static func problem(_ error: any Error, _ language: PayrollLanguage) -> String {
        guard let unavailable = error as? TerminalUnavailable else { return "\(error)" }
        let words = language.appWords
        let reason =
            switch unavailable.reason {
            case .notATerminal(let output): words.notATerminal(standardOutput: output)
            case .termNotSet: words.termNotSet
            case .dumbTerminal: words.dumbTerminal
            case .unknownTerm(let term): words.unknownTerm(term)
            case .cannotMoveCursor(let term): words.cannotMoveCursor(term)
            case .noUTF8Locale: words.noUTF8Locale
            case .cursesCouldNotStart(let term): words.cursesCouldNotStart(term)
            case .noScreen: words.noScreen
            }
        return words.cannotStart(reason)
    }

    /// Nil when `keys` are key-script words `render` takes; else what is wrong with the first
    /// wrong word, in `language`'s words.
    public static func keysProblem(_ keys: String, _ language: PayrollLanguage) -> String? {
        do {
            _ = try ScriptStep.parse(keys)
            return nil
        } catch {
            let words = language.appWords
            let most = TerminalSize.largest
            let reason =
                switch error.reason {
                case .notAKey: words.notAKeyName
                case .notSeconds: words.waitNotSeconds
                case .notASize: words.resizeNotASize
                case .sizeTooLarge(let size):
                    words.resizeTooLarge(size.width, size.height, mostWidth: most.width, mostHeight: most.height)
                case .notACell: words.clickNotACell
                case .unknownKind(let kind): words.unknownWordKind(kind)
                }
            return words.keyScriptWord(error.word, position: error.position) + ": " + reason
        }
    }

    /// The largest screen `payday render` may ask for (`TerminalSize.largest`): more than any
    /// real terminal, so a larger one is a typing mistake.
    public static var largestScreen: (width: Int, height: Int) {
        (TerminalSize.largest.width, TerminalSize.largest.height)
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}
