# The two commands a newcomer needs: `make run` and `make test`. Both do their own set-up.
SWIFT ?= swift
PREFIX ?= /usr/local

.PHONY: all deps deps-run build release run install test examples docs bench format clean

all: build

deps-run:
	@scripts/deps.sh run

deps:
	@scripts/deps.sh test

build: deps-run
	$(SWIFT) build

# How a release build is made, in one place: `release`, `run`, `install` and `bench` use it, and
# the bench scripts build a missing product through `make release PRODUCT=...`. The Swift libraries
# (the standard library, Foundation with its ICU data, Dispatch) are linked into the binary, so an
# installed `payday` runs without the toolchain (libc, libstdc++ and ncurses stay shared): each
# command starts in 12.6-14.2 M fewer instructions and 2.2-3.5 MiB less memory, and the binary is
# 109 MB instead of 38 MB plus the toolchain's 79 MB of libraries it loads (BENCHMARKS.md). The
# flag also changes how each file is compiled: a release tree built without it is rebuilt whole,
# hence every release build here goes through RELEASE. Debug builds (the tests) stay dynamic.
RELEASE = -c release --static-swift-stdlib
PRODUCT ?= payday
release: deps-run
	$(SWIFT) build $(RELEASE) --product $(PRODUCT)

# Runs the app on the shipped demo (read-only). `payday` alone opens your own data file.
run: release
	.build/release/payday --demo

# Installs `payday` in PREFIX/bin and every file of its targets' Resources/ folders (the rates,
# the holidays, the demo, any resource added later) in PREFIX/share/payday, where it looks for
# them from any folder (`ShippedResources`: no SwiftPM resource bundles, which need Foundation); its
# bash and zsh completions and its manual page (both from swift-argument-parser) where bash-completion,
# zsh and man look under PREFIX. CONFIG=debug installs the debug build, which needs the toolchain's
# libraries. The installed copy is stripped (the build folder's is not): 69 MB instead of 109 MB.
# A static binary finds no crash backtracer beside it, so its crash report is the `Fatal error`
# line either way; the symbols only name the frames when SWIFT_BACKTRACE points at a toolchain's
# swift-backtrace-static, and the build folder's binary has them for that.
CONFIG ?= release
BIN = .build/$(CONFIG)
install: deps-run
	$(SWIFT) build $(if $(filter release,$(CONFIG)),$(RELEASE),-c $(CONFIG)) --product payday
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/payday" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 755 -s $(BIN)/payday "$(DESTDIR)$(PREFIX)/bin/payday"
	install -m 644 Sources/Payroll/Resources/*.json Sources/PaydayApp/Resources/*.json \
		"$(DESTDIR)$(PREFIX)/share/payday/"
	$(BIN)/payday --generate-completion-script bash >"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/payday"
	$(BIN)/payday --generate-completion-script zsh >"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_payday"
	scripts/manual-page.sh $(BIN)/payday "$(DESTDIR)$(PREFIX)/share/man/man1"

# Every test: units, scenarios, snapshots, animation, the real binary in tmux, and the example
# apps (a package of their own) driven headless; every screen picture in README.md and docs/ is
# what the `payday render ... --demo` command before it prints; last `make install` of the
# release build into a temporary folder (scripts/test-install.sh: the one release build of the
# run, 5.5 CPU minutes cold here, 1.5 after a change to Payroll's interface). Ends
# with one line naming every skipped test and why; any skip fails the run (PAYDAY_ALLOW_SKIPS=1
# allows a partial one). First the format check: any swift-format finding fails the run
# (`make format` fixes nearly all of them).
test: deps
	SWIFT=$(SWIFT) scripts/format.sh --check
	scripts/check-imports.sh
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/run-tests.sh
	scripts/check-doc-pictures.py --self-test
	scripts/test-examples.sh
	scripts/test-install.sh

# The example apps under Examples/ (hello, list, form, charts, shifts), built against the library products.
examples: deps-run
	$(SWIFT) build --package-path Examples

# The DocC catalogs of Layout and Cassowary (swift-docc-plugin); a warning fails the build.
# About 30 s warm, 50 s the first time (the plugin builds its tools): CI runs it after the tests.
docs: deps-run
	$(SWIFT) package generate-documentation --target Layout --target Cassowary --warnings-as-errors

# Benchmarks; figures go in BENCHMARKS.md. Never part of `make test`. The programs the scripts
# run, each built as `make release` builds payday (not the whole package: the static Swift
# libraries have no Swift Testing, which LayoutTesting imports).
BENCH_PRODUCTS = payday cassowary app-bench layout-bench table-bench collection-bench controls-bench terminal-demo
bench: deps
	for product in $(BENCH_PRODUCTS); do $(SWIFT) build $(RELEASE) --product $$product || exit 1; done
	@failed=""; for b in bench/*.sh; do bash "$$b" || failed="$$failed $$b"; done; \
	if [ -n "$$failed" ]; then echo "bench: failed:$$failed" >&2; exit 1; fi

# Formats every Swift file in place with swift-format and .swift-format (docs/style.md).
format:
	SWIFT=$(SWIFT) scripts/format.sh

clean:
	rm -rf .build
