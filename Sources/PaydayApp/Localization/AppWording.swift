import Payroll
import PayrollWords

/// Every family of the app's own words (the card and its forecast, the title line and dates,
/// searching, the forms' problems, the shift list, the screens' and sheets' own words), as one
/// language speaks them: `English` and `Korean` conform to each family, so a sentence missing in
/// one language does not compile. A new family joins here, and is reached through `appWords`.
typealias AppWording =
    CardWords & TitleWords & SearchWords & ShiftListWords & JobFormWords & WorkplaceScreenWords & ReceiptWords
    & CalendarWords & ScheduleScreenWords & StatisticsWords & KeyTitleWords & CardForecastWords
    & RunningPeriodWords & MissedDayWords & HistoryScreenWords & PayCadenceFormWords & AnswerFormWords
    & StateMoneyScreenWords & EndedMonthsWords & EvidenceSheetWords & PlanKeyWords & KeyScriptWords
    & TerminalStartWords

extension PayrollLanguage {
    /// The app's own words in this language.
    var appWords: any AppWording {
        switch self {
        case .english: English()
        case .korean: Korean()
        }
    }
}

extension AppStrings {
    /// The app's own words in this language.
    var appWords: any AppWording { language.appWords }
}
