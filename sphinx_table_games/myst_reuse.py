"""Build speed: parse translated messages without rebuilding MyST's machinery.

Sphinx parses every translated message of a page with the page's parser
(``sphinx.transforms.i18n``), about a thousand messages per language. For
each one, myst-parser built a new Markdown parser with all its plugins and
renderer (``create_md_parser``) and a scratch document whose default settings
come from a whole docutils ``OptionParser`` (``get_default_settings``): about
a third of a translated language's build. Both depend only on their inputs,
so this extension makes each once:

- the default settings once per parser class, each caller getting its own
  deep copy, exactly as fresh as before;
- the Markdown parser once per MyST configuration object. Its renderer
  resets every per-document attribute in ``setup_render`` at the start of
  each render, and a message is parsed only after its page's own parse has
  finished, so no two renders overlap.

The built HTML is byte-identical with and without it (checked on all five
languages). ``myst_reuse = False`` turns it off: the build benchmark's
baseline, a plain Sphinx set-up, runs without it.
"""

from __future__ import annotations

import copy
from typing import Any

from docutils.frontend import Values
from sphinx.application import Sphinx
from sphinx.config import Config

_defaults: dict[tuple[Any, ...], Values] = {}
_parsers: dict[int, tuple[Any, Any]] = {}


def cached_default_settings(*components: Any) -> Values:
    """``get_default_settings(*components)``, computed once per set of components."""
    from docutils.frontend import get_default_settings

    key = tuple(components)
    if key not in _defaults:
        _defaults[key] = get_default_settings(*components)
    return copy.deepcopy(_defaults[key])


def cached_md_parser(config: Any, renderer: Any) -> Any:
    """``create_md_parser(config, renderer)``, made once per configuration object."""
    from myst_parser.parsers.mdit import create_md_parser

    # Keyed by identity (MdParserConfig is not hashable); the entry keeps the
    # configuration alive, so its id cannot be reused by another object.
    entry = _parsers.get(id(config))
    if entry is None or entry[0] is not config or type(entry[1].renderer) is not renderer:
        entry = (config, create_md_parser(config, renderer))
        _parsers[id(config)] = entry
    return entry[1]


def install(app: Sphinx, config: Config) -> None:
    if config.myst_reuse:
        from myst_parser.mdit_to_docutils import base
        from myst_parser.parsers import sphinx_

        # Each module's own name for the function it imported (not one it
        # exports), replaced where myst-parser looks it up.
        base.get_default_settings = cached_default_settings  # type: ignore[attr-defined]
        sphinx_.create_md_parser = cached_md_parser  # type: ignore[attr-defined]


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("myst_reuse", True, "", types=frozenset({bool}))
    app.connect("config-inited", install)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
