// The `payday` executable: everything lives in PaydayApp.
import PaydayApp

CrashReport.neverWaitForAKey()
PaydayCommand.runAsMain()
