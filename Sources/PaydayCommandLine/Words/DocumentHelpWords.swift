import PayrollWords

/// The words of `DocumentHelp` (`HelpWords.text(_:)`).
extension English {
    func text(_ topic: DocumentHelp) -> String {
        switch topic {
        case .summary: "Print each workplace's pay for its current pay period."
        case .summaryJSON: "Print JSON (described in docs/payroll.md) instead of a table."
        case .summaryPeriod:
            "The pay period to show: the month it ends in, or any day inside it (default: each workplace's current one)."
        case .summaryYear:
            "Sum up a year: each month and workplace, each deduction, the tax withheld, totals."
        case .payslip:
            "Print the payslip of one workplace and pay period, as text, CSV, JSON or a printable HTML page."
        case .payslipWorkplace:
            "The workplace: any part of its name that no other has (may be left out when there is one)."
        case .payslipPeriod: "The pay period: the month it ends in, or any day inside it (default: the current one)."
        case .format: "Output format."
        case .statement:
            "Show the tax withheld from each payment of a year (for May's income tax return)."
        case .statementYear: "The year the pay was paid in (default: today's)."
        case .formatText: "Output format (default: text)."
        case .statementJSON: "Print JSON: the same as --format json (described in docs/payroll.md)."
        case .bom: "CSV: start with a UTF-8 byte-order mark (Excel then reads Korean names right)."
        case .statementExcel:
            "CSV for Excel: the same as --bom here (the rows end in CRLF, the amounts are whole won)."
        case .stats:
            "Show a year at a glance: hours, gross and net pay by month, the effective hourly wage."
        case .statsJSON: "Print JSON (months, weeks and totals; described in docs/payroll.md)."
        case .year: "The year (default: today's)."
        case .export:
            "Write every shift as CSV (a spreadsheet) or iCalendar (a calendar, with the paydays)."
        case .onlyWorkplace: "Only this workplace (any unique part of its name)."
        case .exportFrom: "Only shifts on or after this day."
        case .exportTo: "Only shifts on or before this day."
        case .exportExcel:
            "CSV for Excel: a byte-order mark, CRLF rows and a paid-hours column in decimal hours."
        case .exportSince:
            "iCalendar: the day of the export a calendar already has; its shifts and plans no longer in the records (missed, taken off the schedule, deleted) are written as cancelled."
        case .exportAlarm:
            "iCalendar: a reminder this long before each shift ahead (30m, 1h, 1h30m; at most 24h)."
        case .evidence:
            "Write a year's shifts, payslips and differences to a new folder, for a labour-office claim."
        case .evidenceYear: "The year."
        case .evidenceFolder: "A folder that does not exist yet."
        case .paydays: "List the paydays to come across workplaces, each with its expected net pay."
        case .paydaysMonths: "How far ahead, in months (default 3)."
        case .validate:
            "Check a workplaces data file, and the rates file, and list every problem in them."
        case .validateFile: "The data file to check (default: the one in use)."
        case .validateRates: "A rates file to check (default: the one shipped with payday)."
        case .keys: "List the app's keys, screen by screen."
        case .render: "Print the app's screen as text after some keys, without a terminal."
        case .renderWidth: "Screen width in cells."
        case .renderHeight: "Screen height in lines."
        case .renderKeys: "Keys to press, e.g. \"down enter\" (also resize:WxH, click:X,Y, wait:S)."
        case .run: "Show the workplace cards in the terminal (the default command)."
        case .layoutLog: "Write the layout engine's log (constraint conflicts) to this file."
        case .animations: "Animate unfolding (full) or apply it at once (none)."
        case .status:
            "One short line while clocked in (for a tmux status bar or a prompt); nothing otherwise."
        case .statusDiscussion:
            """
            FORMAT: %w the workplace, %t the time so far, %p the pay so far as a clock-out now \
            would save it (after the legal least break, before premiums and deductions), %s the \
            start (HH:mm), %e the period's expected net, %% a %.
            """
        case .statusFormat: "The line's form."
        case .remind:
            "Check once and tell: a scheduled shift started without a clock-in, a clock-in open too long, payday today."
        case .remindDiscussion:
            """
            Run it from a timer (docs/plans.md shows a systemd user timer and a crontab line) with \
            --new-within set to the timer's interval, so each reminder is told once.
            """
        case .remindVia: "How to tell."
        case .newWithin: "Tell only what became due in the last MIN minutes (the timer's interval; 1 to 10080)."
        case .ahead:
            "Also tell, once each, a planned shift starting within this time and a payday tomorrow (default 12h; 1m to 168h)."
        case .undo: "Undo the latest change, and say which (payday redo re-applies it)."
        case .redo: "Re-apply the change the latest undo undid."
        case .restore:
            "Bring the data file back to how it was after history entry N (payday undo takes it back)."
        case .historyNumber: "The entry's number, as payday history shows it."
        case .history: "List the changes to the data file, newest first."
        case .historyLast: "Show only the newest N entries."
        }
    }
}

extension Korean {
    func text(_ topic: DocumentHelp) -> String {
        switch topic {
        case .summary: "일터마다 지금 급여 기간의 급여를 출력합니다."
        case .summaryJSON: "표 대신 JSON으로 출력합니다 (docs/payroll.md에 설명)."
        case .summaryPeriod: "보여 줄 급여 기간: 그 기간이 끝나는 달, 또는 그 안의 아무 날 (기본: 일터마다 지금 기간)."
        case .summaryYear: "한 해를 합산합니다: 달과 일터별, 공제 항목별, 원천징수 세액, 합계."
        case .payslip: "한 일터, 한 급여 기간의 급여명세서를 텍스트, CSV, JSON 또는 인쇄할 수 있는 HTML 페이지로 출력합니다."
        case .payslipWorkplace: "일터: 다른 일터에 없는 이름의 일부 (일터가 하나면 생략할 수 있습니다)."
        case .payslipPeriod: "급여 기간: 그 기간이 끝나는 달, 또는 그 안의 아무 날 (기본: 지금 기간)."
        case .format: "출력 형식."
        case .statement: "한 해의 급여마다 원천징수된 세금을 보여 줍니다 (5월 종합소득세 신고용)."
        case .statementYear: "급여를 받은 해 (기본: 올해)."
        case .formatText: "출력 형식 (기본: text)."
        case .statementJSON: "JSON으로 출력합니다: --format json 옵션과 같습니다 (docs/payroll.md에 설명)."
        case .bom: "CSV: UTF-8 BOM으로 시작합니다 (그러면 엑셀이 한글 이름을 바르게 읽습니다)."
        case .statementExcel: "엑셀용 CSV: 여기서는 --bom 옵션과 같습니다 (행은 CRLF로 끝나고, 금액은 원 단위 정수입니다)."
        case .stats: "한 해를 한눈에 보여 줍니다: 달마다 근무 시간, 세전 급여와 실지급액, 실제 시급."
        case .statsJSON: "JSON으로 출력합니다 (달, 주, 합계; docs/payroll.md에 설명)."
        case .year: "연도 (기본: 올해)."
        case .export: "모든 근무를 CSV(스프레드시트)나 ics(달력 앱, 급여일 포함)로 씁니다."
        case .onlyWorkplace: "이 일터만 (이름 중 다른 일터와 겹치지 않는 부분)."
        case .exportFrom: "이날과 그 뒤의 근무만."
        case .exportTo: "이날과 그 전의 근무만."
        case .exportExcel: "엑셀용 CSV: BOM, CRLF 행, 유급 시간을 소수로 쓴 열."
        case .exportSince: "ics: 달력에 이미 있는 내보내기의 날짜; 그 뒤 기록에서 사라진 근무와 계획(빠짐, 일정에서 뺌, 삭제)은 취소로 씁니다."
        case .exportAlarm: "ics: 앞으로의 근무마다 이만큼 전에 알림 (30m, 1h, 1h30m; 최대 24h)."
        case .evidence: "노동청 진정에 쓸 한 해의 근무, 급여명세서, 차액을 새 폴더에 씁니다."
        case .evidenceYear: "연도."
        case .evidenceFolder: "아직 없는 폴더."
        case .paydays: "모든 일터의 다가오는 급여일을 예상 실지급액과 함께 보여 줍니다."
        case .paydaysMonths: "몇 달 앞까지 (기본 3)."
        case .validate: "일터 데이터 파일과 요율 파일을 검사하고 문제를 모두 보여 줍니다."
        case .validateFile: "검사할 데이터 파일 (기본: 지금 쓰는 파일)."
        case .validateRates: "검사할 요율 파일 (기본: payday와 함께 배포된 파일)."
        case .keys: "앱의 키를 화면별로 보여 줍니다."
        case .render: "키 몇 개를 누른 뒤의 앱 화면을 터미널 없이 텍스트로 출력합니다."
        case .renderWidth: "화면 너비 (칸)."
        case .renderHeight: "화면 높이 (줄)."
        case .renderKeys: "누를 키, 예: `down enter` (`resize:WxH`, `click:X,Y`, `wait:S`도 됩니다)."
        case .run: "일터 카드를 터미널에 보여 줍니다 (기본 명령)."
        case .layoutLog: "레이아웃 엔진의 로그(제약 충돌)를 이 파일에 씁니다."
        case .animations: "펼치기를 애니메이션으로 보여 주거나 (full) 한 번에 적용합니다 (none)."
        case .status: "출근 중에 짧은 한 줄을 출력합니다 (터미널 상태 표시줄이나 셸 프롬프트용); 아니면 아무것도 없습니다."
        case .statusDiscussion:
            """
            FORMAT: %w 일터, %t 지금까지의 시간, %p 지금 퇴근하면 저장될 지금까지의 급여 (법정 최소 \
            휴게 뒤, 가산수당과 공제 전), %s 시작 시각 (HH:mm), %e 그 기간의 예상 실지급액, %% 문자 %.
            """
        case .statusFormat: "줄의 형식."
        case .remind: "한 번 확인하고 알립니다: 출근 없이 시작된 예정 근무, 너무 오래 열린 출근, 오늘 급여일."
        case .remindDiscussion:
            """
            타이머로 실행하세요 (docs/plans.md에 예가 있습니다): --new-within 옵션을 타이머 간격으로 \
            두면 알림마다 한 번씩만 알립니다.
            """
        case .remindVia: "알리는 방법."
        case .newWithin: "지난 MIN분 안에 생긴 것만 알립니다 (타이머 간격; 1~10080)."
        case .ahead: "이 시간 안에 시작하는 예정 근무와 내일 급여일도 한 번씩 알립니다 (기본 12h; 1m부터 168h까지)."
        case .undo: "마지막 변경을 되돌리고 무엇인지 말합니다 (payday redo로 다시 적용합니다)."
        case .redo: "마지막으로 되돌린 변경을 다시 적용합니다 (payday undo의 반대)."
        case .restore: "데이터 파일을 기록 항목 N 뒤의 상태로 되돌립니다 (payday undo로 취소할 수 있습니다)."
        case .historyNumber: "payday history에 나오는 항목 번호."
        case .history: "데이터 파일의 변경을 최근 것부터 보여 줍니다."
        case .historyLast: "최근 항목 N개만 보여 줍니다."
        }
    }
}
