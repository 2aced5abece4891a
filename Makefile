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

release: deps-run
	$(SWIFT) build -c release --product payday

# Runs the app on the shipped demo (read-only). `payday` alone opens your own data file.
run: release
	.build/release/payday --demo

# Installs `payday` in PREFIX/bin and every file of its resource bundles (the holidays, the demo,
# any resource added later) in PREFIX/share/payday, where it looks for them from any folder; its
# bash and zsh completions and its manual page (both from swift-argument-parser) where bash-completion,
# zsh and man look under PREFIX. CONFIG=debug installs the debug build (the install test does).
CONFIG ?= release
BIN = .build/$(CONFIG)
install: deps-run
	$(SWIFT) build -c $(CONFIG) --product payday
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/payday" \
		"$(DESTDIR)$(PREFIX)/share/bash-completion/completions" "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
		"$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 755 $(BIN)/payday "$(DESTDIR)$(PREFIX)/bin/payday"
	find -L $(BIN) -maxdepth 3 -path '*.resources/*' -type f \
		-exec install -m 644 {} "$(DESTDIR)$(PREFIX)/share/payday/" \;
	$(BIN)/payday --generate-completion-script bash >"$(DESTDIR)$(PREFIX)/share/bash-completion/completions/payday"
	$(BIN)/payday --generate-completion-script zsh >"$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_payday"
	scripts/manual-page.sh $(BIN)/payday "$(DESTDIR)$(PREFIX)/share/man/man1"

# Every test: units, scenarios, snapshots, animation, the real binary in tmux, and the example
# apps (a package of their own) driven headless; every screen picture in README.md and docs/ is
# what the `payday render ... --demo` command before it prints. Ends with one line naming every skipped test and
# why; any skip fails the run (PAYDAY_ALLOW_SKIPS=1 allows a partial one). First the format check: any
# swift-format finding fails the run (`make format` fixes nearly all of them).
test: deps
	SWIFT=$(SWIFT) scripts/format.sh --check
	scripts/check-imports.sh
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/run-tests.sh
	scripts/check-doc-pictures.py --self-test
	scripts/test-examples.sh
	scripts/test-install.sh

# The example apps under Examples/ (hello, list, form), built against the library products.
examples: deps-run
	$(SWIFT) build --package-path Examples

# The DocC catalogs of Layout and Cassowary (swift-docc-plugin); a warning fails the build.
# About 30 s warm, 50 s the first time (the plugin builds its tools): CI runs it after the tests.
docs: deps-run
	$(SWIFT) package generate-documentation --target Layout --target Cassowary --warnings-as-errors

# Benchmarks; figures go in BENCHMARKS.md. Never part of `make test`.
bench: deps
	$(SWIFT) build -c release
	@failed=""; for b in bench/*.sh; do bash "$$b" || failed="$$failed $$b"; done; \
	if [ -n "$$failed" ]; then echo "bench: failed:$$failed" >&2; exit 1; fi

# Formats every Swift file in place with swift-format and .swift-format (docs/style.md).
format:
	SWIFT=$(SWIFT) scripts/format.sh

clean:
	rm -rf .build
