import PayrollWords

/// The words of `TermsHelp` (`HelpWords.text(_:)`).
extension English {
    func text(_ topic: TermsHelp) -> String {
        switch topic {
        case .workplaceCommand: "Add, change, remove or list workplaces."
        case .employees: "Regular employees at the workplace (5 or more: premiums apply)."
        case .wage: "Hourly wage in won (10320, 10,320)."
        case .wageFrom:
            "The day the new --wage applies from (default: the current pay period's first day, never a period already paid)."
        case .paydayDay: "Day of the month pay comes, 1-31."
        case .paydayMonth: "A month's work is paid the next month or the same."
        case .ifHoliday: "A payday on a weekend or holiday moves before, after, or keeps its date."
        case .periodStartDay: "The pay period's first day, 1-28 (1: calendar months)."
        case .contractHours: "Contracted hours a week, up to two decimals (16.5), or none."
        case .weeklyHolidayAllowance: "Pay the weekly holiday allowance."
        case .weeklyHoliday: "The contract's weekly day off (sun, sunday or 일), or none."
        case .incomeTax:
            "Income tax withheld: none, 3.3% (business income), table (an employee: the withholding table), daily (a day worker)."
        case .insurance: "Social insurance withheld."
        case .probationUntil:
            "A probation at 90% of the minimum wage: its last day, or none to remove it (with --contract-years and --simple-labour)."
        case .contractYears: "The contract's length in years, for the probation."
        case .simpleLabour:
            "Whether the work is simple manual labour (no probation cut then), for the probation."
        case .startDate: "The job's first day (default: the first shift's)."
        case .endDate: "The job's last day once it has ended, or none while it goes on."
        case .sickLeave:
            "How the work rules count a sick day: excused (unpaid, not an absence; the default), absence (unpaid, the week's allowance lost), paid (paid at the planned shift)."
        case .workplaceAdd: "Add a workplace."
        case .workplaceName: "The workplace's name, as the card shows it."
        case .workplaceEdit: "Change a workplace's name or terms."
        case .newName: "A new name."
        case .workplaceRemove: "Remove a workplace and its shifts."
        case .workplaceList: "List the workplaces and their terms."
        case .anchor: "With --every 2: the Monday a period starts on."
        case .lagDays: "With --payday-daily: days from the day worked to payday, 0-30."
        case .worker:
            "Set or show the worker's own details (name, birth date, dependants, withholding rate)."
        case .workerSet: "Change the worker's own details; the others stay as they are."
        case .workerName: "The worker's name on the payslip, or none."
        case .birthDate: "Birth date, for the limits on minors' hours, or none."
        case .dependants: "Dependants counted for the withholding table, the worker included (1 or more)."
        case .children: "Of them, children aged 8 to 20."
        case .withholdingRate: "Share of the table's tax to withhold, in percent."
        case .workerShow: "Show the worker's details."
        case .childBirthYears: "The children's birth years, for the credits (replaces --children)."
        case .household: "The household, for the earned income tax credit."
        case .spouseIncome: "The spouse's income for the year, in won."
        case .assets: "The household's assets, in won."
        case .businessCode: "The business code of 3.3% income (six digits; default 940909)."
        case .disabled: "A registered disability, for the unemployment benefit."
        case .leaving: "Why the job at --workplace ends, for the unemployment benefit."
        case .lastDay: "The last day of the job at --workplace."
        case .answerWorkplace: "The workplace --leaving and --last-day are about."
        case .paydayWeekday: "Weekly pay (주급) on this weekday (fri, friday or 금) of the week after."
        case .every: "With --payday-weekday: weeks a period, 1-2 (2: every other week, 격주)."
        case .paydayDaily: "Daily pay (일급): each day worked is paid on its own."
        }
    }
}

extension Korean {
    func text(_ topic: TermsHelp) -> String {
        switch topic {
        case .workplaceCommand: "일터를 추가, 변경, 삭제하거나 목록을 보여 줍니다."
        case .employees: "일터의 상시 근로자 수 (5명 이상이면 가산수당이 붙습니다)."
        case .wage: "시급, 원 단위 (10320, 10,320)."
        case .wageFrom: "새 --wage 시급이 적용되는 첫날 (기본: 지금 급여 기간의 첫날; 이미 지급된 기간은 안 됩니다)."
        case .paydayDay: "급여가 나오는 날, 1-31일."
        case .paydayMonth: "한 달 일한 급여를 다음 달에 받는지, 같은 달에 받는지."
        case .ifHoliday: "주말이나 휴일인 급여일을 앞당길지, 미룰지, 그날로 둘지."
        case .periodStartDay: "급여 기간의 첫날, 1-28일 (1: 달력의 한 달)."
        case .contractHours: "계약한 주당 근로시간, 소수 둘째 자리까지 (16.5), 또는 none."
        case .weeklyHolidayAllowance: "주휴수당을 줍니다."
        case .weeklyHoliday: "계약의 주휴일(일, 일요일 또는 sun), 또는 none."
        case .incomeTax: "원천징수하는 소득세: none(없음), 3.3%(사업소득), table(근로자: 간이세액표), daily(일용근로자)."
        case .insurance: "급여에서 떼는 4대보험."
        case .probationUntil:
            "최저임금의 90%를 받는 수습: 마지막 날, 또는 없애려면 none (--contract-years, --simple-labour 옵션과 함께)."
        case .contractYears: "수습에 쓰는 계약 기간(년)."
        case .simpleLabour: "수습에 쓰는, 일이 단순노무인지 여부 (단순노무면 수습 감액이 없습니다)."
        case .startDate: "일을 시작한 날 (기본: 첫 근무의 날짜)."
        case .endDate: "일이 끝났으면 마지막 날, 계속 중이면 none."
        case .sickLeave:
            "취업규칙이 병가를 세는 방법: excused(무급, 결근 아님; 기본), absence(무급, 그 주의 주휴수당 없음), paid(예정된 근무만큼 유급)."
        case .workplaceAdd: "일터를 추가합니다."
        case .workplaceName: "카드에 보일 일터 이름."
        case .workplaceEdit: "일터의 이름이나 근로 조건을 바꿉니다."
        case .newName: "새 이름."
        case .workplaceRemove: "일터와 그 근무를 지웁니다."
        case .workplaceList: "일터와 근로 조건을 보여 줍니다."
        case .anchor: "--every 2 옵션과 함께: 한 기간이 시작하는 월요일."
        case .lagDays: "--payday-daily 옵션과 함께: 일한 날부터 급여일까지의 날수, 0-30."
        case .worker: "근로자 본인의 정보(이름, 생년월일, 부양가족, 원천징수 비율)를 정하거나 보여 줍니다."
        case .workerSet: "근로자 본인의 정보를 바꿉니다; 주지 않은 것은 그대로 둡니다."
        case .workerName: "급여명세서에 적을 근로자 이름, 또는 none."
        case .birthDate: "연소자 근로시간 제한에 쓰는 생년월일, 또는 none."
        case .dependants: "간이세액표의 부양가족 수, 본인 포함 (1명 이상)."
        case .children: "그중 8-20세 자녀 수."
        case .withholdingRate: "간이세액표 세액 중 원천징수할 비율 (퍼센트)."
        case .workerShow: "근로자 정보를 보여 줍니다."
        case .childBirthYears: "세액공제에 쓰는 자녀의 출생 연도 (--children 대신)."
        case .household: "근로장려금에 쓰는 가구 유형."
        case .spouseIncome: "배우자의 연간 소득, 원 단위."
        case .assets: "가구의 재산, 원 단위."
        case .businessCode: "3.3% 소득의 업종 코드 (여섯 자리; 기본 940909)."
        case .disabled: "구직급여에 쓰는, 등록된 장애 여부."
        case .leaving: "구직급여에 쓰는, --workplace 일자리가 끝나는 사유."
        case .lastDay: "--workplace 일자리의 마지막 날."
        case .answerWorkplace: "--leaving, --last-day 옵션이 말하는 일터."
        case .paydayWeekday: "주급: 다음 주의 이 요일(금, 금요일 또는 fri)에 받습니다."
        case .every: "--payday-weekday와 함께: 한 기간의 주 수, 1-2 (2: 격주)."
        case .paydayDaily: "일급: 일한 날마다 따로 받습니다."
        }
    }
}
