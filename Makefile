# The README's two commands: `make html` builds the site, `make test` runs
# every test. Both start from a clean clone: they make the local virtual
# environment in .venv/ and install what the system lacks.

PYTHON ?= python3
# The pinned Workbox that writes the service workers (docs/offline/package-lock.json).
WORKBOX := docs/offline/node_modules/.package-lock.json
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# The site's languages, from the one list (docs/languages.toml: one [code] table
# each, the pages' own language first), and the ones the pages are translated into.
LANGUAGES := $(shell sed -n 's/^\[\([a-z-]*\)\]$$/\1/p' docs/languages.toml)
TRANSLATIONS := $(wordlist 2,$(words $(LANGUAGES)),$(LANGUAGES))

.PHONY: html test lint typecheck engine-test deps html-deps system-deps clean gettext update-po

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[docs,test]'
	touch $(STAMP)

lint: $(STAMP)
	$(PY) -m ruff check engine diagrams sphinx_table_games docs tests setup.py
	$(PY) -m ruff format --check engine diagrams sphinx_table_games docs tests setup.py
	$(PY) -m mypy engine diagrams sphinx_table_games docs/conf.py docs/site_files.py setup.py

# Every language, warnings as errors, in parallel (`site` below); installs
# Graphviz and Chromium if missing.
# SITE_URL=https://…/ makes canonical, hreflang, sitemap and social-card links absolute.
# It reaches the build through the environment, never through the shell's
# words: no value can end a quote and run a command (docs/site_files.py checks it).
# Taken as typed: a value given on make's command line or in the environment is
# text, never a make expression ($(shell …) in it is not run).
SITE_URL ?=
override SITE_URL := $(value SITE_URL)
export SITE_URL
CORES := $(shell nproc 2>/dev/null || echo 1)
html: $(STAMP) html-deps $(WORKBOX)
	@$(MAKE) --no-print-directory --keep-going -j$(CORES) --output-sync=target site

# -- the site: one sphinx-build per language, then what the pages make ---------
# `make site` builds with the Python in PY, into BUILDDIR, the languages in
# SITE_LANGUAGES (all by default), and installs nothing: `make html` first
# makes the virtual environment and installs what the system lacks.
#   build/stamps/<lang>       the language built without a warning, from these inputs
#   build/html/<lang>/…/card.pdf   each card page printed by headless Chromium
#   build/html/index.html     the languages in their own names, 404, sitemaps
#   build/stamps/offline      the service workers, written by the pinned Workbox
BUILDDIR ?= build
HTML := $(BUILDDIR)/html
STAMPS := $(BUILDDIR)/stamps
SITE_LANGUAGES ?= $(LANGUAGES)
# Where the simulated matches are kept, keyed by the engine's source: a build
# into another BUILDDIR may share these (the tests' copies do).
SIMULATIONS ?= $(abspath $(BUILDDIR))/simulations
SPHINXOPTS ?= -W --keep-going -q --no-color
CHROMIUM ?= chromium
CARD_GAMES := five-up all-fives up-or-down
# What every language's build reads; each language adds its own catalogs.
SITE_SOURCES := $(shell find docs engine diagrams sphinx_table_games -type f \
  ! -path '*/__pycache__/*' ! -name '*.pyc' ! -name '*.mo' ! -path 'docs/offline/node_modules/*') \
  pyproject.toml setup.py $(wildcard $(STAMP))
PDFS := $(foreach l,$(SITE_LANGUAGES),$(foreach g,$(CARD_GAMES),$(HTML)/$(l)/$(g)/card.pdf))
LANGUAGE_STAMPS := $(foreach l,$(SITE_LANGUAGES),$(STAMPS)/$(l))

.PHONY: site FORCE
.DELETE_ON_ERROR:
site: $(STAMPS)/offline
	@echo "build: $(SITE_LANGUAGES) ok; open $(HTML)/index.html"

# The address, kept in a file whose time changes only with it: a new one
# rebuilds every language, the same one nothing.
$(STAMPS)/site-url: FORCE
	@$(PY) docs/site_files.py address $@

# A language's stamp says "its last build of these inputs passed". It goes
# before Sphinx starts and comes back only when Sphinx passes, so a failed
# build stays failed until its cause is fixed, however the inputs' times go;
# Sphinx itself reads again every page that warned (sphinx_table_games/reread.py).
define LANGUAGE_RULES
$(STAMPS)/$(1): $(SITE_SOURCES) $(shell find locale/$(1) -name '*.po' 2>/dev/null) $(STAMPS)/site-url
	@rm -f $$@
	@mkdir -p $(BUILDDIR)/logs
	@echo "[$(1)] building…"
	@if $(PY) -m sphinx -b html $(SPHINXOPTS) -d $(BUILDDIR)/doctrees/$(1) -D language=$(1) \
	    -D statistics_cache_dir=$(SIMULATIONS) docs $(HTML)/$(1) \
	    > $(BUILDDIR)/logs/$(1).log 2>&1; \
	  then touch $$@; echo "[$(1)] ok"; \
	  else echo "[$(1)] FAILED (log: $(BUILDDIR)/logs/$(1).log)"; cat $(BUILDDIR)/logs/$(1).log >&2; \
	    echo "build: FAILED for $(1)" >&2; exit 1; fi
$(HTML)/$(1)/_static/site.css $(foreach g,$(CARD_GAMES),$(HTML)/$(1)/$(g)/card.html): $(STAMPS)/$(1) ;
# A card is printed again only when its page or the stylesheet changed (a
# changed drawing changes the page: drawings are named by their content).
$(HTML)/$(1)/%/card.pdf: $(HTML)/$(1)/%/card.html $(HTML)/$(1)/_static/site.css
	$$(print_card)
endef
$(foreach language,$(LANGUAGES),$(eval $(call LANGUAGE_RULES,$(language))))

# Printed to a file of its own, renamed when whole: no half-written PDF is left.
define print_card
@partial=$(@D)/.card-$$$$.pdf.partial; profile=$$(mktemp -d); \
trap 'rm -rf "$$partial" "$$profile" "$$profile.log"' EXIT; trap 'exit 130' INT TERM; \
if timeout -k 5 120 $(CHROMIUM) --headless --no-sandbox --disable-gpu --no-first-run \
    --user-data-dir=$$profile --no-pdf-header-footer --print-to-pdf=$$partial \
    "file://$(abspath $<)" > $$profile.log 2>&1 && test -s $$partial; \
then mv -f $$partial $@; \
else echo "printing $< failed: $$(tail -n 1 $$profile.log)" >&2; exit 1; fi
endef

$(HTML)/index.html: $(LANGUAGE_STAMPS) docs/site_files.py docs/_templates/landing.html docs/languages.toml
	@$(PY) docs/site_files.py write $(HTML) $(SITE_LANGUAGES)

# Each language's service worker lists every file it precaches with a hash
# of its content: written again whenever a page or a card changed.
$(STAMPS)/offline: $(LANGUAGE_STAMPS) $(PDFS) $(HTML)/index.html
	@test -d docs/offline/node_modules/workbox-build || \
	  { echo "offline: Workbox is not installed: run make html (npm ci in docs/offline)" >&2; exit 1; }
	@node docs/offline/service-workers.mjs $(HTML) $(SITE_LANGUAGES) 2> $(BUILDDIR)/logs/offline.log; \
	  status=$$?; if [ $$status -ne 0 ] || [ -s $(BUILDDIR)/logs/offline.log ]; then \
	  echo "offline: $$(tail -c 2000 $(BUILDDIR)/logs/offline.log)" >&2; exit 1; fi
	@touch $@

$(WORKBOX): docs/offline/package-lock.json
	npm ci --prefix docs/offline --no-audit --no-fund --loglevel=error
	touch $(WORKBOX)

# Maintainers: extract the English messages and update the page catalogs.
gettext: $(STAMP)
	$(PY) -m sphinx -b gettext -q docs build/gettext

# sphinx.po holds the interface strings of Sphinx and the theme, kept by hand
# (complete for every string a page shows): the pages' sphinx.pot has only the
# site's own template strings and would mark all the others obsolete. Width 79
# is the wrapping the catalogs are written with, so an update changes only
# the messages that changed.
update-po: gettext
	rm -f build/gettext/sphinx.pot
	$(PY) -m sphinx_intl update -p build/gettext -d locale $(foreach lang,$(TRANSLATIONS),-l $(lang)) --line-width 79
	@# Babel takes "95% interval" for a Python format ("% i"); the pages' text never is one.
	$(PY) -c 'import pathlib, re; [p.write_text(re.sub(r"^#, python-format\n", "", p.read_text(), flags=re.M)) for p in pathlib.Path("locale").glob("*/LC_MESSAGES/**/*.po") if p.name != "sphinx.po"]'

# $(call need,TEST,PACKAGE,PURPOSE): install a Debian package when TEST fails.
need = $(1) || { echo "make: installing $(2) for $(3)"; \
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(2); } || \
  { echo "make: cannot install $(2); run: sudo apt-get install $(2)" >&2; exit 1; }; }

# What the site's build needs from the system: Graphviz's dot for the diagrams,
# Chromium and the DejaVu fonts (Latin, Polish, Cyrillic) to print the cards,
# Node and npm for the pinned Workbox that writes the service workers.
html-deps:
	@$(call need,command -v dot >/dev/null,graphviz,the diagrams)
	@$(call need,test -x /usr/bin/chromium,chromium,the printed cards)
	@$(call need,test -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf,fonts-dejavu-core,the printed cards)
	@$(call need,command -v npm >/dev/null,npm,the offline pages (Workbox))

# The browser tests drive the system's Chromium, never Playwright's download;
# the card tests read the PDFs with poppler's pdfinfo, pdffonts and pdftotext;
# the search tests run the pages' JavaScript stemmers in the system's node;
# the spelling tests read the catalogs with hunspell and its four dictionaries.
system-deps: html-deps
	@$(call need,command -v pdfinfo >/dev/null,poppler-utils,the card tests)
	@$(call need,command -v node >/dev/null,nodejs,the search tests)
	@$(call need,$(foreach d,pl_PL ru_RU es_ES uk_UA,test -e /usr/share/hunspell/$(d).dic &&) command -v hunspell >/dev/null,hunspell hunspell-pl hunspell-ru hunspell-es hunspell-uk,the spelling tests)

# Everything the build and the tests need from the system, installed up front
# (html and test install what is missing themselves, saying what and why).
deps: system-deps

# The site tests read the fresh build that `html` leaves in build/html.
# One pytest-xdist worker per core, a module's tests on one worker, in the
# order tests/conftest.py gives: the modules that build copies of the site first.
test: $(STAMP) lint html system-deps
	$(PY) -m pytest -q -n auto --dist loadscope --no-loadscope-reorder --durations=15

# What a build writes into BUILDDIR, and nothing else there.
clean:
	rm -rf $(addprefix $(BUILDDIR)/,html doctrees logs simulations stamps gettext preview)

# Lighthouse (mobile) on every page type in every language, served compressed
# as a host would, under an absolute address. A benchmark: CI does not run it.
AUDIT_PORT ?= 8765
export AUDIT_PORT
.PHONY: audit
audit: override SITE_URL = http://127.0.0.1:$(AUDIT_PORT)/
audit: $(STAMP) html-deps $(WORKBOX)
	@$(MAKE) --no-print-directory --keep-going -j$(CORES) --output-sync=target site BUILDDIR=build/audit
	$(PY) tests/benchmarks/audit_site.py --site build/audit/html --port "$$AUDIT_PORT"

# Authors: one language served on 127.0.0.1 and rebuilt on every change to the
# pages, the catalogs, the engine, the diagrams or the extension: make preview LANG=pl [PORT=8000].
# LANG is also the shell's locale variable: anything not a site language means en.
# The diagrams go inside the served directory (the extension's default), not
# beside it as docs/conf.py puts them in build/html.
PORT ?= 8000
export PORT
PREVIEW_LANG = $(or $(filter $(LANGUAGES),$(LANG)),$(firstword $(LANGUAGES)))
.PHONY: preview
preview: $(STAMP) html-deps
	LANG=C.UTF-8 $(PY) -m sphinx_autobuild --host 127.0.0.1 --port "$$PORT" \
	  --watch engine --watch diagrams --watch sphinx_table_games --watch locale/$(PREVIEW_LANG) \
	  --re-ignore '\.mo$$' --re-ignore '__pycache__' \
	  -d build/preview/doctrees/$(PREVIEW_LANG) -D language=$(PREVIEW_LANG) \
	  -D worked_example_diagram_dir=_diagrams \
	  docs build/preview/$(PREVIEW_LANG)
