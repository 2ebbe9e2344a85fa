"""The cached docutils defaults are the same settings, and each caller's own copy."""

from __future__ import annotations

import sys
from pathlib import Path

from docutils.frontend import get_default_settings
from docutils.parsers.rst import Parser as RSTParser

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "_ext"))

from myst_settings_cache import cached_default_settings


def _shown(settings: object) -> dict[str, str]:
    # Some values (a DependencyList) have no equality of their own: compare reprs.
    return {name: repr(value) for name, value in vars(settings).items()}


def test_cached_defaults_equal_fresh_defaults() -> None:
    assert _shown(cached_default_settings(RSTParser)) == _shown(get_default_settings(RSTParser))


def test_each_caller_gets_its_own_copy() -> None:
    first = cached_default_settings(RSTParser)
    first.tab_width = 99
    first.strip_classes = ["changed"]
    second = cached_default_settings(RSTParser)
    assert second.tab_width == get_default_settings(RSTParser).tab_width
    assert second.strip_classes != ["changed"]
