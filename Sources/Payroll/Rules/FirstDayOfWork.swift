extension Workplace {
    /// The first day with work recorded or planned: the employment's start (`startDate`, else the
    /// first shift's), else, with nothing recorded yet, the schedule's first day. A period from
    /// then on can be shown and forecast, before any shift is recorded.
    public var firstDayOfWork: LocalDate? {
        employmentStart ?? schedule.map(\.from).min()
    }
}
