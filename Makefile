# The README's two commands: `make html` builds the site, `make test` runs
# every test. Both start from a clean clone: they make the local virtual
# environment in .venv/ and install what the system lacks.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: html test lint typecheck engine-test system-deps clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[docs,test]'
	touch $(STAMP)

lint: $(STAMP)
	$(PY) -m ruff check engine diagrams tests
	$(PY) -m mypy engine diagrams

test: $(STAMP) lint
	$(PY) -m pytest -q

clean:
	rm -rf build
