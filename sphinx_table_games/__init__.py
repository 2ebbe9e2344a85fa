"""Sphinx extension of the rules site: one package per feature, on shared pieces.

The features, each with its directives, its sentences and its static files:

- ``worked_examples``: ``worked-example`` and ``tally``;
- ``walkthrough``: ``round-walkthrough``, a round turn by turn;
- ``trainer``: ``trainer``, positions to score;
- ``your_move``: ``your-move``, positions to decide;
- ``score_pad``: ``score-pad``, a score sheet for a real table;
- ``statistics``: ``simulation``, the ``simulated`` role and ``facts``;
- ``cards_and_setup``: ``card-link`` and ``setup-picture``.

What they share: ``directive.py`` (their base: options, numbers, located
warnings), ``nodes.py`` (a figure for every builder), ``text.py`` and
``card_text.py`` (the dominoes' and Up or Down?'s sentences, the
``worked_example`` catalog), ``typesetting.py``, ``catalog.py``,
``render.py`` (every drawing of a build in one batch), ``reread.py`` (why a
page that warned is read again) and ``fingerprint.py`` (the key of what a
build keeps). The site's own pieces (language switcher, search in Polish
and Ukrainian, navigation) are a separate extension,
``sphinx_table_games.site_languages``.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

from . import (
    cards_and_setup,
    reread,
    score_pad,
    statistics,
    trainer,
    walkthrough,
    worked_examples,
    your_move,
)
from .catalog import catalog_dir
from .fingerprint import fingerprint
from .nodes import TextFallback
from .render import init_env, merge_info, purge_doc, render_diagrams
from .text import CATALOG

#: The package's own version (pyproject.toml), so the extension and the wheel never disagree.
__version__ = importlib.metadata.version("five-up-site")

#: In the order they register: a page with several loads their files in this order.
FEATURES = (
    worked_examples,
    walkthrough,
    trainer,
    your_move,
    score_pad,
    statistics,
    cards_and_setup,
)


def static_files_key(app: Sphinx, config: Config) -> None:
    """The content of every static folder the pages link, as a config value that writes all pages.

    A page links each stylesheet and script with its checksum (``?v=``), but
    Sphinx writes again only the pages it read: a changed file would be served
    to the others under their old checksum, and a browser would keep the old
    one. The features' folders and the project's ``html_static_path``.
    """
    folders = [Path(feature.__path__[0], "static") for feature in FEATURES]
    folders += [Path(app.confdir, folder) for folder in config.html_static_path]
    digest = hashlib.sha256()
    for folder in folders:
        if folder.is_dir():
            digest.update(f"{folder.name}:{fingerprint(folder)}\n".encode())
    config.table_games_static = digest.hexdigest()


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("worked_example_diagram_dir", "_diagrams", "html", str)
    app.add_config_value("table_games_static", "", "html", str)
    app.connect("config-inited", static_files_key)

    language = app.config.language or "en"
    app.add_message_catalog(CATALOG, str(catalog_dir(language, app.doctreedir)))

    # Text, LaTeX, man and Texinfo get each figure's words in its place.
    app.add_post_transform(TextFallback)
    for feature in FEATURES:
        feature.setup(app)

    reread.setup(app)
    app.connect("env-before-read-docs", init_env)
    app.connect("env-purge-doc", purge_doc)
    app.connect("env-merge-info", merge_info)
    app.connect("env-updated", render_diagrams)
    return {"version": __version__, "parallel_read_safe": True, "parallel_write_safe": True}
