# Installs switchyard: the binary, its manual page and shell completions, under PREFIX.
#   make install                   release build, installed under ~/.local
#   make install PREFIX=/usr/local
#   make uninstall                 removes exactly what install put there
# CONFIGURATION=debug builds faster (for trying the install itself).

PREFIX ?= $(HOME)/.local
CONFIGURATION ?= release
SWIFT ?= swift

BINDIR := $(PREFIX)/bin
MANDIR := $(PREFIX)/share/man/man1
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d
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

install: build man
	@bin="$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/switchyard"; \
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" && \
	install -m 755 "$$bin" "$(BINDIR)/switchyard" && \
	install -m 644 "$(MANPAGE)" "$(MANDIR)/switchyard.1" && \
	"$$bin" --generate-completion-script bash > "$(BASHDIR)/switchyard" && \
	"$$bin" --generate-completion-script zsh > "$(ZSHDIR)/_switchyard" && \
	"$$bin" --generate-completion-script fish > "$(FISHDIR)/switchyard.fish" && \
	echo "installed switchyard in $(BINDIR) (manual: man switchyard; completions for bash, zsh, fish)"

uninstall:
	rm -f "$(BINDIR)/switchyard" "$(MANDIR)/switchyard.1" "$(BASHDIR)/switchyard" \
	  "$(ZSHDIR)/_switchyard" "$(FISHDIR)/switchyard.fish"
