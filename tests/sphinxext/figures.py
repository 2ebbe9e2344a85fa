"""Read the worked-example figures back out of a built HTML page (shared by the tests)."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

_FIGURE_RE = re.compile(
    r'<figure class="worked-example-frame"(?P<attrs>[^>]*)>(?P<body>.*?)</figure>', re.S
)
_ATTR_RE = re.compile(r'([\w-]+)="([^"]*)"')


def _paragraph(body: str, css_class: str) -> str:
    match = re.search(rf'<p class="{css_class}"[^>]*>(.*?)</p>', body, re.S)
    assert match is not None, f"no {css_class} paragraph in {body[:200]!r}"
    return html.unescape(match.group(1))


@dataclass(frozen=True)
class Figure:
    attrs: dict[str, str]
    img: dict[str, str] | None
    placed: str
    caption: str
    description: str


def figures(page: str) -> list[Figure]:
    """Every worked-example frame of a page, in page order."""
    found = []
    for match in _FIGURE_RE.finditer(page):
        attrs = {k: html.unescape(v) for k, v in _ATTR_RE.findall(match["attrs"])}
        img_match = re.search(r"<img ([^>]*)/?>", match["body"])
        img = (
            {k: html.unescape(v) for k, v in _ATTR_RE.findall(img_match.group(1))}
            if img_match
            else None
        )
        found.append(
            Figure(
                attrs=attrs,
                img=img,
                placed=_paragraph(match["body"], "worked-example-placed"),
                caption=_paragraph(match["body"], "worked-example-caption"),
                description=_paragraph(match["body"], "worked-example-description"),
            )
        )
    return found
