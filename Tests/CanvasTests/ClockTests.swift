import Canvas
import Testing

@Suite("Clocks")
struct ClockTests {
    @Test func aManualClockMovesOnlyWhenToldAndNeverBack() {
        let clock = ManualClock(now: 10)
        #expect(clock.now == 10)
        clock.advance(by: 0.25)
        #expect(clock.now == 10.25)
        for bad in [-1, -0.0, .nan, .infinity, -.infinity] {
            clock.advance(by: bad)
            #expect(clock.now == 10.25, "a step of \(bad) is ignored")
        }
        #expect(ManualClock().now == 0)
    }

    @Test func theMonotonicClockNeverDecreases() {
        let clock: any TimeSource = MonotonicClock()
        var previous = clock.now
        #expect(previous > 0, "seconds since boot, not zero")
        for _ in 0..<10_000 {
            let now = clock.now
            #expect(now >= previous)
            previous = now
        }
        #expect(MonotonicClock().now >= previous, "every instance reads the one system clock")
    }
}
