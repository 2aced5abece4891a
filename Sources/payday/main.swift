import PaydayApp
