"""Every text a reader of one language meets in the built site, by where it is.

The pages' visible text (the statistics plots are inline SVG, so their
labels are in it), the attributes a reader or a screen reader meets (``alt``,
``title``, ``aria-*``, ``placeholder``, the trainer's ``data-text-*`` and the
meta description), the JavaScript catalog Sphinx writes for the search page,
and the printed cards' text (``pdftotext``). The shared diagrams hold digits
only and are not read.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from bs4 import BeautifulSoup

#: Folders of a language's build that hold no page of its own.
_NOT_PAGES = {"_static", "_sources", "_images"}


@dataclass(frozen=True)
class Text:
    """One piece of reader-visible text and where it is (for the failure message)."""

    where: str
    text: str


def _reader_attribute(name: str) -> bool:
    return (
        name in {"alt", "title", "placeholder"}
        or name.startswith("aria-")
        or name.startswith("data-text-")
    )


def page_texts(path: Path, where: str, *, article_only: bool = False) -> Iterator[Text]:
    """The visible text of one HTML page, then each reader-visible attribute."""
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    for meta in soup.find_all("meta", attrs={"name": "description"}):
        yield Text(f"{where} <meta description>", str(meta.get("content", "")))
    root = soup.find("article") if article_only else soup.body
    if root is None:
        return
    for hidden in root.find_all(["script", "style", "template"]):
        hidden.decompose()
    yield Text(where, root.get_text(" "))
    for element in root.find_all(True):
        for name, value in element.attrs.items():
            if _reader_attribute(name) and isinstance(value, str) and value.strip():
                yield Text(f"{where} [{name}]", value)


def pdf_text(path: Path, where: str) -> Text:
    """The card as a reader reads it: column by column (``-raw``, the order it was written in)."""
    result = subprocess.run(
        ["pdftotext", "-raw", str(path), "-"], capture_output=True, text=True, check=True
    )
    # A word hyphenated or wrapped at a line end is still one word to a reader.
    return Text(where, re.sub(r"\s+", " ", result.stdout))


def language_texts(html: Path, language: str) -> Iterator[Text]:
    """Every reader-visible text of ``html/<language>/``."""
    root = html / language
    for path in sorted(root.rglob("*.html")):
        relative = path.relative_to(root)
        if _NOT_PAGES & set(relative.parts):
            continue
        yield from page_texts(path, f"{language}/{relative.as_posix()}")
    catalog = root / "_static" / "translations.js"
    if catalog.is_file():
        yield Text(f"{language}/_static/translations.js", catalog.read_text(encoding="utf-8"))
    for path in sorted(root.rglob("*.pdf")):
        yield pdf_text(path, f"{language}/{path.relative_to(root).as_posix()}")
