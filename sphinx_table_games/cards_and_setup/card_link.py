"""The ``card-link`` directive: a link to a game's one-page card, as a PDF and as a page.

Option: ``:game:`` (required: ``five-up``, ``all-fives`` or ``up-or-down``).
No body. The PDF (``<game>/card.pdf``) is printed from the card page
(``<game>/card.html``) after Sphinx has written it, by ``make site``;
the link text comes from the extension's catalog, in the page's language.
A bad or missing ``:game:`` is one located warning and nothing is rendered.

When the site has an address (``html_baseurl``), the card page also prints
where the game's rules are online: the address, and a QR code of it drawn
by segno, so a phone at the table opens the rules from the paper card.
"""

from __future__ import annotations

import posixpath
from html import escape
from typing import TYPE_CHECKING, Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives

from ..directive import GAMES, OptionSpec, ReplayDirective, narrator_for

if TYPE_CHECKING:
    from sphinx.application import Sphinx

#: The name of the card's page in each game's folder (every game has one).
CARD_PAGE = "card"


class card_link(nodes.General, nodes.Element):
    """A paragraph with the links to a game's card (attributes only)."""


class CardLinkDirective(ReplayDirective):
    """```{card-link}``` with ``:game:``."""

    name = "card-link"
    has_content = False
    option_spec: ClassVar[OptionSpec] = {"game": directives.unchanged_required}

    def _run(self) -> list[nodes.Node]:
        game = self.chosen_game(GAMES)
        narrator = narrator_for(self)
        translate = narrator.translations.gettext
        node = card_link(
            game=game,
            pdf_text=translate("The card to print: one page, PDF"),
            page_text=translate("the same card as a page"),
            online_text=translate("The rules online:"),
        )
        self.set_source_info(node)
        return [node]


def visit_card_link_html(translator: Any, node: card_link) -> None:
    builder = translator.builder
    here = posixpath.dirname(builder.current_docname)
    target = posixpath.relpath(f"{node['game']}/{CARD_PAGE}", here or ".")
    # On the card page itself only the PDF is linked; ``card-self`` also
    # tells the print stylesheet that this page is a card.
    own = builder.current_docname == f"{node['game']}/{CARD_PAGE}"
    pdf = (
        f'<a class="card-link-pdf" href="{escape(target, quote=True)}.pdf"'
        f' type="application/pdf">{escape(node["pdf_text"])}</a>'
    )
    page = (
        ""
        if own
        else f' · <a class="card-link-page" href="{escape(target, quote=True)}.html">'
        f"{escape(node['page_text'])}</a>"
    )
    classes = "card-link card-self" if own else "card-link"
    out = f'<p class="{classes}" data-game="{escape(node["game"], quote=True)}">{pdf}{page}</p>\n'
    address = rules_address(builder, node["game"]) if own else ""
    if address:
        out += (
            f'<p class="card-address">{qr_svg(address)}'
            f"<span>{escape(node['online_text'])} {escape(address)}</span></p>\n"
        )
    translator.body.append(out)
    raise nodes.SkipNode


def rules_address(builder: Any, game: str) -> str:
    """The absolute address of the game's rules page (else of its card), or ``""`` without a site address."""
    base = (builder.config.html_baseurl or "").rstrip("/")
    if not base:
        return ""
    rules = f"{game}/rules"
    page = rules if rules in builder.env.found_docs else f"{game}/{CARD_PAGE}"
    return f"{base}/{builder.get_target_uri(page)}"


def qr_svg(address: str) -> str:
    """``address`` as an inline SVG QR code (segno; error correction M, a quiet zone of 4 modules).

    >>> qr_svg("https://example.org/en/five-up/rules.html")[:68]
    '<svg width="37mm" height="37mm" viewBox="0 0 37 37" class="card-qr">'
    """
    import segno

    code = segno.make(address, error="m", micro=False)
    # Millimetres with a viewBox: the print stylesheet sets the printed size.
    return code.svg_inline(
        scale=1, border=4, dark="#000", light="#fff", unit="mm", svgclass="card-qr", lineclass=None
    )


def setup(app: Sphinx) -> None:
    """Register the directive and its node (called by the extension's ``setup``)."""
    from ..nodes import add_figure_node

    add_figure_node(app, card_link, visit_card_link_html)
    app.add_directive("card-link", CardLinkDirective)
