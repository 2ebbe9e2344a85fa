"""The printed cards and the set-up pictures.

``card_link.py``: the ``card-link`` directive (a link to a game's one-page
card, as a PDF and as a page); ``setup_picture.py``: the ``setup-picture``
directive (the table before the first turn), whose sentences are
``setup_text.py``'s.
"""

from __future__ import annotations

from sphinx.application import Sphinx

from . import card_link, setup_picture
from .setup_text import SetupNarrator

__all__ = ["SetupNarrator", "setup"]


def setup(app: Sphinx) -> None:
    setup_picture.setup(app)
    card_link.setup(app)
