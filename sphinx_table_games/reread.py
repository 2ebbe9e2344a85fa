"""A page that gave a warning is read again by the next build, and warns again.

Sphinx saves its environment after every build that gets as far as
writing, even one that ends in warnings (``-W --keep-going`` turns them into
a failure only at the end). Without this module the next build would take a
page that warned as read and skip it: no warning, a passing build, and the
page published as the failed build left it.

The directives of this extension mark their own page themselves
(``BuildEnvironment.note_reread``, which also holds in a parallel read).
This handler catches every other warning located in a page, whoever gives
it: MyST's, docutils', another extension's. A warning given while reading
puts its page on the environment's list of pages read at every build
(``reread_always``, saved with the environment; Sphinx drops a page from it
when it reads the page again, so a fixed page is read once more and then no
longer). A warning given after the environment was saved (resolving
references, writing) removes the page's saved doctree when the build ends:
Sphinx reads a page whose doctree is missing.
"""

from __future__ import annotations

import logging
from pathlib import Path

from docutils import nodes
from docutils.utils import get_source_line
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging as sphinx_logging
from sphinx.util.build_phase import BuildPhase

_BEFORE_SAVING = frozenset({BuildPhase.INITIALIZATION, BuildPhase.READING})


class WarnedPages(logging.Handler):
    """Remember the pages that warnings point at, so that no build forgets them."""

    def __init__(self, app: Sphinx) -> None:
        super().__init__(logging.WARNING)
        self.app = app
        self.after_saving: set[str] = set()

    def docname(self, record: logging.LogRecord) -> str | None:
        """The page a warning points at, from its location in any of Sphinx's forms."""
        env: BuildEnvironment | None = getattr(self.app, "env", None)
        if env is None:
            return None
        location = getattr(record, "location", None)
        if isinstance(location, tuple):
            location = location[0]
        elif isinstance(location, nodes.Node):
            location = get_source_line(location)[0]
        if not isinstance(location, str) or not location:
            return None
        if location in env.found_docs:
            return location
        # "source", "source:line" or "source:line:<translated>"
        return env.path2doc(location.split(":", 1)[0])

    def emit(self, record: logging.LogRecord) -> None:
        suppressed = sphinx_logging.is_suppressed_warning(
            getattr(record, "type", "") or "",
            getattr(record, "subtype", "") or "",
            self.app.config.suppress_warnings,
        )
        docname = None if suppressed else self.docname(record)
        if docname is None:
            return
        if self.app.phase in _BEFORE_SAVING:
            self.app.env.reread_always.add(docname)
        else:
            self.after_saving.add(docname)

    def forget_doctrees(self, app: Sphinx, exception: BaseException | None) -> None:
        for docname in sorted(self.after_saving):
            (Path(app.doctreedir) / f"{docname}.doctree").unlink(missing_ok=True)
        self.after_saving.clear()


def setup(app: Sphinx) -> None:
    """Watch the warnings of ``app``'s builds (Sphinx's logging set-up drops the handler with the app)."""
    handler = WarnedPages(app)
    # First: with -W alone, the handler that prints a warning raises it.
    logging.getLogger(sphinx_logging.NAMESPACE).handlers.insert(0, handler)
    app.connect("build-finished", handler.forget_doctrees)
