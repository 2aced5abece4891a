// The `payday` executable: the command line (PaydayCommandLine) over the app (PaydayApp).
import PaydayApp
import PaydayCommandLine

CrashReport.neverWaitForAKey()
PaydayCommand.runAsMain()
