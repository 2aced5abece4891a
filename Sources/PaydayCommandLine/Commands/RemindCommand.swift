import ArgumentParser
import FoundationEssentials
import PaydayApp
import Payroll
import PayrollWords

#if canImport(Glibc)
import Glibc
#endif

/// How `payday remind` tells: a terminal's own notification, the desktop's, or a line of text.
enum NotificationChannel: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto
    /// `ESC ] 9 ; text BEL` (iTerm2, Windows Terminal).
    case osc9
    /// `ESC ] 777 ; notify ; title ; body BEL` (Ghostty, WezTerm, rxvt-unicode).
    case osc777
    case notifySend = "notify-send"
    case text

    /// `auto`: the terminal's own when standard output is a terminal known to show it (by the
    /// variables it sets; never inside tmux, which passes such sequences on only when told to),
    /// else `notify-send` when it is on the PATH, else text.
    static func choose(environment: [String: String], outputIsTerminal: Bool, hasNotifySend: Bool)
        -> NotificationChannel
    {
        if outputIsTerminal && environment["TMUX"] == nil {
            let program = environment["TERM_PROGRAM"] ?? "", term = environment["TERM"] ?? ""
            if program == "iTerm.app" || environment["WT_SESSION"] != nil { return .osc9 }
            if program == "ghostty" || term == "xterm-ghostty" || program == "WezTerm" || term.hasPrefix("rxvt-unicode")
            {
                return .osc777
            }
        }
        return hasNotifySend ? .notifySend : .text
    }

    /// Text safe inside an escape sequence: none of the characters a terminal acts on
    /// (`TerminalText.isEscaped`: they would end it early or smuggle in others), each a space,
    /// and with `separator` no `;` (each a `,`): OSC 777's field separator, and what starts a
    /// sub-command in OSC 9.
    static func oscSafe(_ text: String, separator: Bool) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.compactMap { scalar in
                    if TerminalText.isEscaped(scalar) { return " " }
                    return separator && scalar == ";" ? "," : scalar
                }))
    }

    /// The bytes that show `title` and `body` as a terminal notification.
    static func sequence(_ channel: NotificationChannel, title: String, body: String) -> String {
        switch channel {
        // No `;` from the data: `9;4;...` and the like are sub-commands (a progress bar, a
        // sleep) in Windows Terminal and ConEmu, not a notification.
        case .osc9: "\u{1B}]9;" + oscSafe(title + ": " + body, separator: true) + "\u{07}"
        case .osc777:
            "\u{1B}]777;notify;" + oscSafe(title, separator: true) + ";" + oscSafe(body, separator: true) + "\u{07}"
        default: ""
        }
    }
}

/// `payday remind [--via CHANNEL] [--new-within MIN]`: checks once and tells what is due.
struct RemindCommand: ParsableCommand {
    static let configuration = CommandConfiguration.parsedAlone(
        "remind", abstract: UsageWords.help.text(.remind), discussion: UsageWords.help.text(.remindDiscussion))

    @Option(name: .long, help: .words(.remindVia, "auto|osc9|osc777|notify-send|text"))
    var via: NotificationChannel = .auto

    @Option(name: .long, help: .words(.newWithin, "MIN"))
    var newWithin: Int?

    @Option(name: .long, help: .words(.ahead, "TIME"))
    var ahead: String?

    @OptionGroup var common: CommonOptions

    /// `--ahead` in minutes (default `Reminders.defaultAheadMinutes`).
    var aheadMinutes: Int {
        ahead.flatMap { ReminderAheadWords.minutes($0, range: Reminders.aheadMinutes) }
            ?? Reminders.defaultAheadMinutes
    }

    mutating func validate() throws {
        if let ahead, ReminderAheadWords.minutes(ahead, range: Reminders.aheadMinutes) == nil {
            let range = Reminders.aheadMinutes
            throw UsageWords.error(common.lang) { ReminderAheadWords.words($0).badAhead(ahead, range: range) }
        }
        if let newWithin, !Reminders.newWithinMinutes.contains(newWithin) {
            let range = Reminders.newWithinMinutes
            throw UsageWords.error(common.lang) { $0.commandWords.newWithinOutOfRange(newWithin, range: range) }
        }
    }

    func run() throws {
        let environment = ProcessEnvironment.variables
        try result(
            environment: environment, clock: Date(), timeZone: nil, outputIsTerminal: isatty(1) == 1,
            notifySend: Self.notifier(environment: environment)
        ).finish()
    }

    /// `title: body`, a line of text (the workplace's name escaped, `TerminalText.line`).
    static func line(_ title: String, _ body: String) -> String {
        TerminalText.line(title) + ": " + TerminalText.line(body) + "\n"
    }

    /// The command's output. `notifySend` shows one notification (nil: there is no notify-send)
    /// and says whether it did.
    func result(
        environment: [String: String], clock: Date, timeZone: TimeZone?, outputIsTerminal: Bool,
        notifySend: ((String, String) -> Bool)?
    ) -> CommandResult {
        let language = common.language(environment)
        do {
            let input = try LoadedRecords.load(common, environment: environment, clock: clock, timeZone: timeZone)
            let basis = input.basis
            var due = basis.reminders(of: input.workplaces)
            if let newWithin {
                due = due.filter { $0.due.minutes > basis.now.minutes - newWithin }
            }
            // What is coming, told once each: remembered beside the data file.
            let coming = Reminders.ahead(
                workplaces: input.workplaces, now: basis.now, within: aheadMinutes, holidays: basis.holidays,
                rates: basis.rates, worker: basis.worker)
            var told = ReminderMemory(dataPath: input.dataPath, now: basis.now)
            due += coming.filter { told.isNew($0) }
            told.save()
            var channel = via
            if channel == .auto {
                channel = NotificationChannel.choose(
                    environment: environment, outputIsTerminal: outputIsTerminal, hasNotifySend: notifySend != nil)
            }
            var output = ""
            for reminder in due {
                let (title, body) = ReminderWords(language).words(reminder)
                switch channel {
                case .osc9, .osc777:
                    output += NotificationChannel.sequence(channel, title: title, body: body)
                case .notifySend:
                    if notifySend?(title, body) != true { output += Self.line(title, body) }
                case .text, .auto:
                    output += Self.line(title, body)
                }
            }
            var result = CommandResult(standardOutput: output)
            result.outputIsTerminalSequences = channel == .osc9 || channel == .osc777
            return result
        } catch {
            return .failure("remind", error, language)
        }
    }

    /// Runs `notify-send` from the PATH; nil when there is none.
    static func notifySendPath(environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = String(folder) + "/notify-send"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs `notify-send` (the C library's `posix_spawn`, the environment inherited) and waits
    /// for it: true when it exited with 0.
    static func notifySend(title: String, body: String, environment: [String: String]) -> Bool {
        guard let path = notifySendPath(environment: environment) else { return false }
        // `--` ends the options: a workplace named `--icon=...` is a title, not an option.
        let words: [String] = [path, "--app-name=payday", "--", title, body]
        let arguments = words.map { strdup($0) }
        defer { arguments.forEach { free($0) } }
        var child = pid_t()
        guard posix_spawn(&child, path, nil, nil, arguments + [nil], environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        // 0 is an exit with status 0; a signal's end or another status is not.
        return status == 0
    }
}

extension RemindCommand {
    /// The real `notify-send` when there is one on the PATH, for `run()`.
    static func notifier(environment: [String: String]) -> ((String, String) -> Bool)? {
        notifySendPath(environment: environment) == nil
            ? nil : { notifySend(title: $0, body: $1, environment: environment) }
    }
}
