#!/usr/bin/env bash
# The app's figures: start to first frame with the shipped data and with generated
# workplaces (10, 1,000, 10,000), one frame of an unfold animation, one selection move, opening
# the workplace form and a keystroke in it (files the app may change: not the demo), and the
# idle CPU of the running ncurses app over 5 s in tmux. Run by `make bench` after the release
# build; prints figures (medians), asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== app: $(date -u +%Y-%m-%dT%H:%MZ) on $(uname -m), $(nproc) cores"
for product in payday app-bench; do
    [ -x ".build/release/$product" ] || make -s --no-print-directory release PRODUCT="$product"
done
work=$(mktemp -d)
socket="payday-bench-$$"
runs=0
# Each start gets a server of its own (a socket per run), so one never races the last's shutdown.
cleanup() { tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

today=2026-11-21
declare -A files=([shipped]=Data/workplaces.json)
for n in 10 1000 10000; do
    python3 bench/gen_workplaces.py "$n" 20 "$work/w$n.json"
    files[$n]="$work/w$n.json"
done

now_ns() { date +%s%N; }

for name in shipped 10 1000 10000; do
    repeats=20
    [ "$name" = 1000 ] && repeats=5
    [ "$name" = 10000 ] && repeats=3
    echo "-- in process, data: $name"
    .build/release/app-bench "${files[$name]}" "$repeats" | sed 's/^/   /'
done

echo "-- payday render 80x24 (process start to the printed frame), median of 5"
for name in shipped 10000; do
    times=()
    for _ in 1 2 3 4 5; do
        start=$(now_ns)
        .build/release/payday render --width 80 --height 24 --data "${files[$name]}" --today "$today" > /dev/null
        times+=($(( ($(now_ns) - start) / 1000 )))
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
    awk -v name="$name" -v us="$median" 'BEGIN { printf "   %-8s %8.1f ms\n", name, us / 1000 }'
done

if ! command -v tmux > /dev/null; then
    echo "-- tmux not installed: the real-terminal figures are skipped"
    exit 0
fi

# Starts the ncurses app in a fresh tmux window; waits (polling every 10 ms, at most 60 s) for
# the title line; sets launch_ms to the milliseconds from launch to that first frame. Not run in
# a subshell: it moves `socket` on, and the cleanup must see the last one.
start_in_tmux() {
    local data=$1 start
    tmux -L "$socket" kill-server 2>/dev/null || true
    runs=$((runs + 1))
    socket="payday-bench-$$-$runs"
    start=$(now_ns)
    tmux -L "$socket" -u -f /dev/null new-session -d -s main -x 80 -y 24 \
        env TERM=tmux-256color LANG=C.UTF-8 .build/release/payday --data "$data" --today "$today" --lang en
    for _ in $(seq 6000); do
        if tmux -L "$socket" capture-pane -p -t main 2>/dev/null | grep -q "workplaces"; then
            launch_ms=$(( ($(now_ns) - start) / 1000000 ))
            return 0
        fi
        sleep 0.01
    done
    launch_ms=timeout
}

echo "-- real terminal (ncurses in tmux 80x24), launch to first frame on screen, median of 3"
for name in shipped 10000; do
    times=()
    for _ in 1 2 3; do start_in_tmux "${files[$name]}"; times+=("$launch_ms"); done
    printf '   %-8s %6s ms\n' "$name" "$(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p)"
done

echo "-- idle CPU of the running app over 5 s (utime + stime from /proc/PID/stat; goal 0 ticks)"
start_in_tmux "${files[shipped]}"
pid=$(tmux -L "$socket" display -p -t main '#{pane_pid}')
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
tmux -L "$socket" send-keys -t main Down Enter
sleep 1
before=$(ticks "$pid")
sleep 5
after=$(ticks "$pid")
echo "   $(( after - before )) ticks in 5 s (clock ticks of $(getconf CLK_TCK) Hz), after an unfold"
tmux -L "$socket" send-keys -t main q
