# make install [PREFIX=/usr/local]: builds scaffold in release and installs $(PREFIX)/bin/scaffold.
# make uninstall [PREFIX=/usr/local]: removes it. The templates are built into the binary: it needs no other file.
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# On Linux the Swift standard library is linked in, so the binary runs where no Swift toolchain is installed.
STATIC_STDLIB = $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)
BUILD = $(SWIFT) build -c release --product scaffold $(STATIC_STDLIB)

.PHONY: build install uninstall

build:
	$(BUILD)

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(BUILD) --show-bin-path)/scaffold" "$(BINDIR)/scaffold"

uninstall:
	rm -f "$(BINDIR)/scaffold"
