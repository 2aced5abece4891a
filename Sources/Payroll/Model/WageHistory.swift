/// Hourly wages over time: each in force from its date until the next one's.
public struct WageHistory: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        /// nil: in force since forever (the file's plain `wage`).
        public var from: LocalDate?
        /// Won an hour, > 0.
        public var hourly: Int

        public init(from: LocalDate?, hourly: Int) {
            self.from = from
            self.hourly = hourly
        }
    }

    /// Sorted by `from`, a nil `from` first.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted { ($0.from?.dayNumber ?? Int.min) < ($1.from?.dayNumber ?? Int.min) }
    }

    /// One wage for all time.
    public init(hourly: Int) {
        self.init(entries: [Entry(from: nil, hourly: hourly)])
    }

    /// The wage in force on `date`: the last entry from on or before it. Before the first entry's
    /// date the first entry applies (a shift before the contract's first wage is still paid).
    public func hourly(on date: LocalDate) -> Int {
        var wage = entries.first?.hourly ?? 0
        for entry in entries {
            guard let from = entry.from else { wage = entry.hourly; continue }
            if from <= date { wage = entry.hourly } else { break }
        }
        return wage
    }

    /// The entries in force at some time during `period`, for the minimum-wage check.
    public func entries(during period: PayPeriod) -> [Entry] {
        let inForceAtStart = entries.last { ($0.from ?? period.start) <= period.start } ?? entries.first
        let startingInside = entries.filter { entry in
            guard let from = entry.from else { return false }
            return from > period.start && from <= period.end
        }
        return (inForceAtStart.map { [$0] } ?? []) + startingInside
    }
}
