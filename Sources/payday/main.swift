// The `payday` executable: everything lives in PaydayApp.
import PaydayApp

PaydayCommand.runAsMain()
