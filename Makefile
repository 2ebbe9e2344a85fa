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

.PHONY: html test lint typecheck engine-test html-deps system-deps clean gettext update-po

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[docs,test]'
	touch $(STAMP)

lint: $(STAMP)
	$(PY) -m ruff check engine diagrams sphinx_table_games docs tests setup.py
	$(PY) -m ruff format --check engine diagrams sphinx_table_games docs tests setup.py
	$(PY) -m mypy engine diagrams sphinx_table_games docs/conf.py docs/build.py setup.py

# Every language, warnings as errors, in parallel; installs Graphviz and Chromium if missing.
# SITE_URL=https://…/ makes canonical, hreflang, sitemap and social-card links absolute.
# It reaches the build through the environment, never through the shell's
# words: no value can end a quote and run a command (docs/build.py checks it).
# Taken as typed: a value given on make's command line or in the environment is
# text, never a make expression ($(shell …) in it is not run).
SITE_URL ?=
override SITE_URL := $(value SITE_URL)
export SITE_URL
html: $(STAMP) html-deps $(WORKBOX)
	$(PY) docs/build.py

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

# The site tests read the fresh build that `html` leaves in build/html.
# One pytest-xdist worker per core, a module's tests on one worker, in the
# order tests/conftest.py gives: the modules that build copies of the site first.
test: $(STAMP) lint html system-deps
	$(PY) -m pytest -q -n auto --dist loadscope --no-loadscope-reorder --durations=15

clean:
	rm -rf build

# Lighthouse (mobile) on every page type in every language, served compressed
# as a host would, under an absolute address. A benchmark: CI does not run it.
AUDIT_PORT ?= 8765
export AUDIT_PORT
.PHONY: audit
audit: override SITE_URL = http://127.0.0.1:$(AUDIT_PORT)/
audit: $(STAMP) html-deps
	$(PY) docs/build.py --build-dir build/audit
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
