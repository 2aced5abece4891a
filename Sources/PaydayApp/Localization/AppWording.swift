import PayrollWords

/// Every family of the app's own words (the card, the title line and dates, searching, the
/// forms' problems, the shift list and the job's dates), as one
/// language speaks them: `English` and `Korean` conform to each family, so a sentence missing in
/// one language does not compile.
typealias AppWording =
    CardWords & TitleWords & SearchWords & ShiftListWords & JobFormWords & WorkplaceScreenWords & ReceiptWords
    & CalendarWords & ScheduleScreenWords & StatisticsWords & KeyTitleWords

extension AppStrings {
    /// The app's own words in this language.
    var appWords: any AppWording {
        switch language {
        case .english: English()
        case .korean: Korean()
        }
    }
}
