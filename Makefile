# Installs switchyard: the binary, its manual page and shell completions, under PREFIX.
#   make install                   release build, installed under ~/.local
#   make install PREFIX=/usr/local
#   make uninstall                 removes exactly what install put there, and the folders
#                                  it made once they are empty
# CONFIGURATION=debug builds faster (for trying the install itself); BIN=path installs that
# binary instead of building one (a test's debug build). Install lists what it put there in
# PREFIX/share/switchyard/install-manifest, and refuses to replace a file it did not install
# (one the user put there) unless FORCE=1.

PREFIX ?= $(HOME)/.local
CONFIGURATION ?= release
SWIFT ?= swift
BIN ?=

MANPAGE := .build/plugins/GenerateManual/outputs/CLI/switchyard.1

.PHONY: all build man install uninstall
all: build

build:
	$(SWIFT) build -c $(CONFIGURATION) --product switchyard

# The manual page, generated from the command definitions (swift-argument-parser's plugin).
# Then the sections the plugin cannot write (KEYS from the keymaps, FILES, ENVIRONMENT,
# EXAMPLES), from the binary itself.
man: build
	$(SWIFT) package plugin generate-manual --configuration $(CONFIGURATION)
	@bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/switchyard"; \
	"$$bin" manual-sections >> "$(MANPAGE)"

# With BIN, nothing is built: the manual page is generated only when there is none yet.
install: $(if $(BIN),$(if $(wildcard $(MANPAGE)),,man),build man)
	@bin="$(BIN)"; [ -n "$$bin" ] || bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/switchyard"; \
	sh Scripts/install.sh install "$(PREFIX)" "$$bin" "$(MANPAGE)"

uninstall:
	@sh Scripts/install.sh uninstall "$(PREFIX)"
