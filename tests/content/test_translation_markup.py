"""A translation keeps its message's inline markup, and a broken one fails the build.

Two halves, because the ``-W`` build catches only some breakage:

* a changed link target (or an added role) in a translation is a warning, so
  the language's ``-W`` build fails and names the page: proved here on a
  copy of one small page and its Polish catalog;
* an unclosed code span or bold is *not* a warning: MyST prints the lone
  backtick or asterisks as text. So every page catalog is also compared
  with its English messages: the same code spans (code is never
  translated), the same link targets, the same roles, and no unpaired
  backtick or ``**``.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po
from languages_list import NOT_PAGES, TRANSLATIONS

REPOSITORY = Path(__file__).resolve().parents[2]
DOCS = REPOSITORY / "docs"
LOCALE = REPOSITORY / "locale"

_CODE = re.compile(r"(`+)(.+?)\1")
_LINK_TARGET = re.compile(r"\]\(([^)\s]*)\)")
_ROLE = re.compile(r"\{([\w:-]+)\}`")


@dataclass(frozen=True)
class InlineMarkup:
    """What of a message's inline markup a translation must keep as it is."""

    code: Counter[str]
    link_targets: Counter[str]
    roles: Counter[str]
    unpaired: tuple[str, ...]


def inline_markup(text: str) -> InlineMarkup:
    """The code spans, link targets, roles and unpaired markers of a message.

    >>> inline_markup("Play `[1|1]` on [the rules](rules.md).").code
    Counter({'[1|1]': 1})
    >>> inline_markup("Zagraj `[1|1] na **końcu**").unpaired
    ('`',)
    """
    unpaired = tuple(marker for marker in ("`", "**") if text.count(marker) % 2)
    return InlineMarkup(
        code=Counter(match.group(2) for match in _CODE.finditer(text)),
        link_targets=Counter(_LINK_TARGET.findall(text)),
        roles=Counter(_ROLE.findall(text)),
        unpaired=unpaired,
    )


def markup_slips(catalog: Catalog) -> list[str]:
    """Each translation whose inline markup differs from its English message's."""
    found = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        english = str(message.id[0] if isinstance(message.id, tuple) else message.id)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        wanted = inline_markup(english)
        for translation in map(str, strings):
            got = inline_markup(translation)
            if got != wanted:
                found.append(f"{english!r}\n    -> {translation!r}\n    {wanted}\n    {got}")
    return found


def read(path: Path) -> Catalog:
    with path.open("rb") as source:
        return read_po(source)


def pages() -> list[str]:
    return sorted(
        path.relative_to(DOCS).with_suffix("").as_posix()
        for path in DOCS.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )


@pytest.mark.parametrize(
    ("lang", "page"), [(lang, page) for lang in TRANSLATIONS for page in pages()], ids=str
)
def test_translation_keeps_the_inline_markup(lang: str, page: str) -> None:
    path = LOCALE / lang / "LC_MESSAGES" / f"{page}.po"
    assert path.is_file(), f"missing catalog {path.relative_to(REPOSITORY)}"
    found = markup_slips(read(path))
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "broken",
    [
        "Zagraj `[1|1] na końcu.",  # unclosed code span
        "Zagraj `[1|2]` na końcu.",  # code changed
        "Zagraj `[1|1]` na **końcu.",  # unclosed bold
        "Zagraj `[1|1]` na [końcu](rulez.md).",  # link target changed
    ],
)
def test_broken_inline_markup_is_reported(tmp_path: Path, broken: str) -> None:
    path = tmp_path / "page.po"
    path.write_text(
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n'
        'msgid "Play `[1|1]` at the [end](rules.md)."\n'
        'msgstr "Zagraj `[1|1]` na [końcu](rules.md)."\n\n'
        'msgid "Play `[1|1]` at the end."\n'
        f'msgstr "{broken}"\n',
        encoding="utf-8",
    )
    found = markup_slips(read(path))
    assert len(found) == 1
    assert found[0].startswith("'Play `[1|1]` at the end.'")


# -- The -W build of a language fails on a broken translation ----------------

#: A small page with a link to another page; the linked page is a stub in the copy.
PAGE = "five-up/questions"
LINKED_STUB = "five-up/rules"
LANGUAGE = "pl"


def _copy_one_page(root: Path) -> Path:
    """docs/ reduced to one page (and a stub of the page it links to), with its catalog.

    The extensions are the installed package, as for the whole site.
    """
    docs = root / "docs"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.mo")
    for part in ("_static", "_templates"):
        shutil.copytree(DOCS / part, docs / part, ignore=ignore)
    for name in ("conf.py", "languages.toml"):
        shutil.copy2(DOCS / name, docs / name)
    page = docs / f"{PAGE}.md"
    page.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(DOCS / f"{PAGE}.md", page)
    # Only a link's target must exist: an orphan stub keeps the copy to one real page.
    (docs / f"{LINKED_STUB}.md").write_text("---\norphan: true\n---\n# Rules\n", encoding="utf-8")
    catalog = root / "locale" / LANGUAGE / "LC_MESSAGES" / f"{PAGE}.po"
    catalog.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(LOCALE / LANGUAGE / "LC_MESSAGES" / f"{PAGE}.po", catalog)
    return catalog


def _build(root: Path) -> subprocess.Popen[str]:
    """The language's build as ``make site`` runs it (``-W --keep-going``), of the one page."""
    command = [sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going", "-q"]
    command += ["--no-color", "-d", str(root / "doctrees"), "-D", f"language={LANGUAGE}"]
    command += ["-D", f"root_doc={PAGE}", str(root / "docs"), str(root / "html")]
    return subprocess.Popen(
        command,
        cwd=root,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


def test_a_changed_link_target_in_a_translation_fails_the_build(tmp_path: Path) -> None:
    intact, broken = tmp_path / "intact", tmp_path / "broken"
    _copy_one_page(intact)
    catalog = _copy_one_page(broken)
    text = catalog.read_text(encoding="utf-8")
    # The link's message, msgid then msgstr: only the translation's target changes.
    assert text.count("](rules.md)") == 2, "the page's link to the rules moved"
    before, _, after = text.rpartition("](rules.md)")
    catalog.write_text(before + "](rulez.md)" + after, encoding="utf-8")

    # Both copies at once: the intact one shows that the break alone fails the build.
    builds = {name: _build(root) for name, root in (("intact", intact), ("broken", broken))}
    outputs = {name: process.communicate(timeout=300)[0] for name, process in builds.items()}
    assert builds["intact"].returncode == 0, outputs["intact"]
    assert builds["broken"].returncode != 0, "the -W build accepted a broken link target"
    warnings = [line for line in outputs["broken"].splitlines() if "WARNING" in line]
    assert warnings, outputs["broken"]
    assert any(f"{PAGE}.md" in line and "rulez.md" in line for line in warnings), warnings
