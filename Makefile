# The README's two commands: `make html` builds the site, `make test` runs
# every test. Both start from a clean clone: they make the local virtual
# environment in .venv/ and install what the system lacks.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: html test lint typecheck engine-test system-deps clean gettext update-po

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[docs,test]'
	touch $(STAMP)

lint: $(STAMP)
	$(PY) -m ruff check engine diagrams tests
	$(PY) -m mypy engine diagrams

# Every language, warnings as errors, in parallel; installs Graphviz if missing.
html: $(STAMP)
	$(PY) docs/build.py

# Maintainers: extract the English messages and update the page catalogs.
gettext: $(STAMP)
	$(PY) -m sphinx -b gettext -q docs build/gettext

update-po: gettext
	$(PY) -m sphinx_intl update -p build/gettext -d locale -l pl -l ru -l es -l uk

# The site tests read the fresh build that `html` leaves in build/html.
test: $(STAMP) lint html
	$(PY) -m pytest -q

clean:
	rm -rf build
