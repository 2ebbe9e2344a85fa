"""Build speed: parse translated messages without rebuilding docutils' option parser.

Sphinx parses every translated message of a page with the page's parser
(``sphinx.transforms.i18n``); for each one, myst-parser makes a scratch
document with ``docutils.frontend.get_default_settings``, which builds a
whole ``OptionParser`` (about seventy options) from scratch. With a thousand
messages per language that was a quarter of a translated build's time. The
defaults depend only on the parser class, so they are computed once per
class and each caller gets its own deep copy, exactly as fresh as before.
"""

from __future__ import annotations

import copy
from typing import Any

from docutils.frontend import Values
from sphinx.application import Sphinx
from sphinx.config import Config

_defaults: dict[tuple[Any, ...], Values] = {}


def cached_default_settings(*components: Any) -> Values:
    """``get_default_settings(*components)``, computed once per set of components."""
    from docutils.frontend import get_default_settings

    key = tuple(components)
    if key not in _defaults:
        _defaults[key] = get_default_settings(*components)
    return copy.deepcopy(_defaults[key])


def install(app: Sphinx, config: Config) -> None:
    # Off only for the build benchmark's baseline, a plain Sphinx set-up.
    if config.myst_settings_cache:
        from myst_parser.mdit_to_docutils import base

        base.get_default_settings = cached_default_settings  # type: ignore[assignment]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("myst_settings_cache", True, "", types=frozenset({bool}))
    app.connect("config-inited", install)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
