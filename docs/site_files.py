"""What lives above the languages of a built site, and the check of its address.

``make html`` runs this after the languages are built:

- ``python docs/site_files.py address FILE``: checks ``SITE_URL`` (from the
  environment) as the Sphinx build does and keeps it in ``FILE``, rewritten
  only when it changed, so that Make rebuilds the languages when the
  address changes and only then. A bad address: one line, exit 2.
- ``python docs/site_files.py write HTML LANG…``: ``HTML/index.html`` (the
  languages in their own names, then a redirect by the browser's language),
  ``HTML/404.html`` (the first language's), and with an address the sitemap
  index and ``robots.txt``; without one, no sitemap anywhere. It also removes
  the drawings no page shows any more (``HTML/_diagrams``, shared by the
  languages): a changed drawing is a new file, and the old one would
  otherwise be published and cached for offline reading.
"""

from __future__ import annotations

import html
import os
import re
import shutil
import string
import sys
import tomllib
from pathlib import Path

DOCS = Path(__file__).resolve().parent

#: The languages of the site in their own names, from the one list that conf.py reads too.
LANGUAGES = {
    code: language["name"]
    for code, language in tomllib.loads((DOCS / "languages.toml").read_text("utf-8")).items()
}


def site_root() -> str:
    """The site's address from ``SITE_URL`` (checked as the Sphinx build checks it), or ``""``."""
    sys.path.insert(0, str(DOCS.parent))
    from sphinx_table_games.site_languages.addresses import site_root as checked

    return checked(os.environ.get("SITE_URL", ""))


def landing_page(languages: list[str], root: str = "") -> str:
    """``index.html``: the languages in their own names, then a redirect by browser language.

    The page is ``docs/_templates/landing.html``. With the site's address, its
    ``hreflang`` alternates are absolute, as search engines want.
    """
    items = "\n".join(
        f'      <li><a href="{code}/index.html" lang="{code}" hreflang="{code}">'
        f"{html.escape(LANGUAGES[code])}</a></li>"
        for code in languages
    )
    # The address is checked (site_root), and escaped all the same wherever it is written.
    root = html.escape(root, quote=True)
    alternates = "\n".join(
        f'  <link rel="alternate" hreflang="{code}" href="{root}{code}/index.html"/>'
        for code in languages
    )
    template = (DOCS / "_templates" / "landing.html").read_text(encoding="utf-8")
    # The comment at its top is for who edits it, not for the reader.
    return string.Template(template.split("-->\n", 1)[1]).substitute(
        items=items,
        alternates=alternates,
        canonical=f'\n  <link rel="canonical" href="{root}"/>' if root else "",
        root=root,
        first=languages[0],
        codes=", ".join(f'"{code}"' for code in languages),
    )


def sitemap_index(languages: list[str], root: str) -> str:
    """``sitemap.xml``: one entry per language's own sitemap (written by sphinx-sitemap)."""
    entries = "".join(
        f"<sitemap><loc>{html.escape(root)}{code}/sitemap.xml</loc></sitemap>" for code in languages
    )
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        f'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">{entries}</sitemapindex>\n'
    )


def write(site: Path, built: list[str]) -> None:
    """The landing page, the 404 page and, with an address, the sitemaps; ``built`` lost none."""
    root = site_root()
    languages = list(LANGUAGES)
    site.mkdir(parents=True, exist_ok=True)
    (site / "index.html").write_text(landing_page(languages, root), encoding="utf-8")
    not_found = site / languages[0] / "404.html"
    if not_found.is_file():
        # A host serves one 404 page for every missing path; its links are absolute.
        shutil.copyfile(not_found, site / "404.html")
    for name in ("sitemap.xml", "robots.txt"):
        (site / name).unlink(missing_ok=True)
    if root:
        (site / "sitemap.xml").write_text(sitemap_index(languages, root), encoding="utf-8")
        (site / "robots.txt").write_text(
            f"User-agent: *\nAllow: /\nSitemap: {root}sitemap.xml\n", encoding="utf-8"
        )
    else:
        # A build with an address left a language's sitemap: without one, no sitemap is right.
        for code in built:
            (site / code / "sitemap.xml").unlink(missing_ok=True)
    prune_drawings(site)


#: A drawing as a page links it: the SHA-256 name ``diagrams.render`` gives it.
DRAWING_LINK = re.compile(r"_diagrams/([0-9a-f]{64}\.svg)")


def prune_drawings(site: Path) -> list[str]:
    """Remove the SVGs of ``site/_diagrams`` that no page of ``site`` links; return their names."""
    folder = site / "_diagrams"
    if not folder.is_dir():
        return []
    shown = {
        name
        for page in site.rglob("*.html")
        for name in DRAWING_LINK.findall(page.read_text(encoding="utf-8"))
    }
    unused = sorted(path.name for path in folder.glob("*.svg") if path.name not in shown)
    for name in unused:
        (folder / name).unlink()
    return unused


def keep_address(path: Path) -> None:
    """Write the checked address to ``path`` unless it holds it already (its time then stays)."""
    root = site_root()
    if not path.is_file() or path.read_text(encoding="utf-8") != root:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(root, encoding="utf-8")


def main(argv: list[str]) -> int:
    from sphinx.errors import ConfigError

    try:
        if len(argv) == 2 and argv[0] == "address":
            keep_address(Path(argv[1]))
        elif len(argv) >= 2 and argv[0] == "write":
            write(Path(argv[1]), argv[2:])
        else:
            print("usage: site_files.py address FILE | write HTML LANG…", file=sys.stderr)
            return 2
    except ConfigError as error:
        print(f"build: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
