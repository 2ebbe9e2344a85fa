"""Two clean builds of a published site: byte-identical, and with absolute links for search engines.

``make html SITE_URL=…`` publishes the site under an address: absolute
canonical, hreflang, sitemap and social-card links. Without an address (the
ordinary build in ``build/html``) every link stays relative, so the site
works from any folder. Each page also carries a meta description in its
own language.

The published site is built twice from clean with ``make site`` into two
empty temporary directories, each from its own copy of the sources taken at
the start (so an edit made meanwhile cannot make them differ, and neither
build writes where the other reads), at the same time, each with another
hash seed (``PYTHONHASHSEED``), another language order and another number of
parallel languages, so an output that depends on set or dict order, on a
random id, on the build directory's path, on a clock or on which process
drew a diagram first shows up as a difference. Every ``.html``, ``.svg`` and
``.js`` file is compared byte by byte, and the first differing files are
reported with a diff excerpt. The address tests read the first build; the
second prints no cards, whose PDFs are not compared.

Two languages keep the test's time reasonable: English, the source, and
Ukrainian, which goes through everything a translation adds (page and
extension catalogs, plural forms, its own search stemmer and stop words).
The diagrams, shared by all languages, are built either way.
"""

from __future__ import annotations

import difflib
import filecmp
import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path
from urllib.parse import urlsplit
from xml.etree import ElementTree

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from site_build import (
    HTML,
    LANGUAGES,
    REPOSITORY,
    copy_sources,
    make_command,
    make_site,
    shell_env,
)

import engine
from diagrams import render
from engine.cards import GAME_NAME

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = [pytest.mark.site, pytest.mark.xdist_group("tests/site/test_published.py")]

ADDRESS = "https://example.org/rules/"
#: English and one translation: every kind of input a language adds.
BUILT = ("en", "uk")
#: The games that have a printed card: every game.
CARD_GAMES = (*engine.GAMES, GAME_NAME)
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
COMPARED = {".html", ".svg", ".js"}
#: How many differing files the report shows, and how many diff lines of each.
SHOWN_FILES = 5
SHOWN_LINES = 20


def compared_files(html: Path) -> set[str]:
    """The output files that must be reproducible, relative to the html directory."""
    return {
        path.relative_to(html).as_posix()
        for path in html.rglob("*")
        if path.suffix in COMPARED and path.is_file()
    }


def first_difference(before: str, after: str) -> str:
    """Where two texts first differ, with some text either side of it in each.

    A minified file (the search index) is one long line, so a line diff shows
    little; this shows the spot.

    >>> print(first_difference("var x=[1,2,3];", "var x=[1,3,2];"))
    first difference at character 9:
      first:  'var x=[1,2,3];'
      second: 'var x=[1,3,2];'
    """
    at = next(
        (i for i, (one, other) in enumerate(zip(before, after, strict=False)) if one != other),
        min(len(before), len(after)),
    )
    start = max(0, at - 100)
    return (
        f"first difference at character {at}:\n"
        f"  first:  {before[start : at + 100]!r}\n"
        f"  second: {after[start : at + 100]!r}"
    )


def differences(first: Path, second: Path) -> list[str]:
    """What differs between two html directories: missing files, then differing ones.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
    ...     _ = (Path(a) / "p.html").write_text("<p id='x1'>\\n")
    ...     _ = (Path(b) / "p.html").write_text("<p id='x2'>\\n")
    ...     print(differences(Path(a), Path(b))[0])
    p.html differs:
    --- first/p.html
    +++ second/p.html
    @@ -1 +1 @@
    -<p id='x1'>
    +<p id='x2'>
    first difference at character 8:
      first:  "<p id='x1'>\\n"
      second: "<p id='x2'>\\n"
    """
    ones, others = compared_files(first), compared_files(second)
    found = [f"{name} only in the first build" for name in sorted(ones - others)]
    found += [f"{name} only in the second build" for name in sorted(others - ones)]
    for name in sorted(ones & others):
        if filecmp.cmp(first / name, second / name, shallow=False):
            continue
        if len(found) >= SHOWN_FILES:
            found.append("… and more")
            break
        before = (first / name).read_text(encoding="utf-8", errors="replace")
        after = (second / name).read_text(encoding="utf-8", errors="replace")
        diff = difflib.unified_diff(
            [line[:300] for line in before.splitlines()],
            [line[:300] for line in after.splitlines()],
            f"first/{name}",
            f"second/{name}",
            lineterm="",
        )
        excerpt = "\n".join(list(diff)[:SHOWN_LINES])
        found.append(f"{name} differs:\n{excerpt}\n{first_difference(before, after)}")
    return found


def _clean_build(
    sources: Path,
    build_dir: Path,
    hash_seed: str,
    languages: tuple[str, ...],
    jobs: int,
    cards: bool = True,
) -> subprocess.Popen[str]:
    """``make site`` of a copy into an empty folder, ``jobs`` languages at a time, started.

    Without ``cards`` Make takes the printed cards as made (``--old-file``)
    and prints none: Chromium stamps each print, so two builds' PDFs differ
    anyway and are not compared.
    """
    command = make_command(sources, build_dir, languages, jobs=jobs)
    if not cards:
        command += [
            f"--old-file={build_dir / 'html' / language / game / 'card.pdf'}"
            for language in languages
            for game in CARD_GAMES
        ]
    return subprocess.Popen(
        command,
        # The copy's engine and diagrams come before the installed ones; the
        # trailing slash of the address is optional.
        env=shell_env(
            {
                "PYTHONHASHSEED": hash_seed,
                "PYTHONPATH": str(sources),
                "SITE_URL": ADDRESS.rstrip("/"),
            }
        ),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )


@pytest.fixture(scope="module")
def builds(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The two clean builds' html folders. Side by side: one language at a time in the
    first, both at once (racing to draw the shared diagrams) in the second, in the other
    order."""
    base = tmp_path_factory.mktemp("published")
    first_sources = copy_sources(base / "sources-1")
    second_sources = base / "sources-2"
    shutil.copytree(first_sources, second_sources, symlinks=True)
    running = [
        _clean_build(first_sources, base / "build-1", "1", BUILT, jobs=1),
        _clean_build(second_sources, base / "build-2", "2", BUILT[::-1], jobs=2, cards=False),
    ]
    outputs = [build.communicate(timeout=600)[0] for build in running]
    for build, output in zip(running, outputs, strict=True):
        assert build.returncode == 0, output
    return base / "build-1" / "html", base / "build-2" / "html"


@pytest.fixture(scope="module")
def published(builds: tuple[Path, Path]) -> Path:
    return builds[0]


def test_two_clean_builds_are_byte_identical(builds: tuple[Path, Path]) -> None:
    first, second = builds
    files = compared_files(first)
    assert {name.split("/")[0] for name in files} >= {*BUILT, "_diagrams"}
    assert any(name.endswith(".svg") for name in files), "no diagram was drawn"
    found = differences(first, second)
    assert not found, "\n\n".join(found)


def test_a_diagram_is_the_same_whatever_batch_draws_it(tmp_path: Path) -> None:
    """dot draws a build's missing diagrams in batches; which ones share a batch
    depends on the order the languages and pages reach them."""
    first, second = "graph { a -- b }", "graph { c -- d }"
    alone = render.render_svgs([second], tmp_path / "alone")[0]
    in_a_batch = render.render_svgs([first, second], tmp_path / "batch")[1]
    assert alone.name == in_a_batch.name
    assert alone.read_bytes() == in_a_batch.read_bytes()


def build(build_dir: Path, site_url: str) -> subprocess.CompletedProcess[str]:
    return make_site(REPOSITORY, build_dir, list(BUILT), env={"SITE_URL": site_url}, jobs=2)


def refused(result: subprocess.CompletedProcess[str]) -> str:
    """The one line a refused address gives, before make's own line about the failed step."""
    assert result.returncode == 2 and result.stdout == "", result.stdout + result.stderr
    lines = [line for line in result.stderr.splitlines() if not line.startswith("make: ***")]
    assert len(lines) == 1, result.stderr
    assert "Traceback" not in result.stderr
    return lines[0]


def pages(root: Path) -> list[Path]:
    """A language's pages of rules and teaching: not search, the index, 404 or the theme's files."""
    return sorted(
        path
        for path in root.rglob("*.html")
        if "_static" not in path.parts
        and path.name not in {"search.html", "genindex.html", "404.html"}
    )


def head_links(page: Path, rel: str) -> dict[str, str]:
    text = page.read_text(encoding="utf-8")
    links = {}
    for tag in re.findall(rf'<link rel="{rel}"[^>]*>', text):
        href = re.search(r'href="([^"]*)"', tag)
        lang = re.search(r'hreflang="([^"]*)"', tag)
        assert href is not None
        links[lang.group(1) if lang else rel] = href.group(1)
    return links


def meta(page: Path, attribute: str, name: str) -> str | None:
    found = re.search(
        rf'<meta {attribute}="{re.escape(name)}" content="([^"]*)"',
        page.read_text(encoding="utf-8"),
    )
    return found.group(1) if found else None


def test_published_pages_link_absolutely(published: Path) -> None:
    page = published / "uk" / "five-up" / "rules.html"
    assert head_links(page, "canonical") == {"canonical": f"{ADDRESS}uk/five-up/rules.html"}
    alternates = head_links(page, "alternate")
    assert alternates == {
        **{code: f"{ADDRESS}{code}/five-up/rules.html" for code in LANGUAGES},
        "x-default": f"{ADDRESS}en/five-up/rules.html",
    }
    assert meta(page, "property", "og:url") == f"{ADDRESS}uk/five-up/rules.html"
    assert meta(page, "property", "og:image") == f"{ADDRESS}uk/_static/social-card.png"
    assert (published / "uk" / "_static" / "social-card.png").is_file()


def test_the_landing_page_links_absolutely(published: Path) -> None:
    alternates = head_links(published / "index.html", "alternate")
    assert alternates["uk"] == f"{ADDRESS}uk/index.html"
    assert alternates["x-default"] == f"{ADDRESS}en/index.html"


def test_each_language_has_a_sitemap_of_its_pages(published: Path) -> None:
    for language in BUILT:
        tree = ElementTree.parse(published / language / "sitemap.xml")
        locations = {loc.text for loc in tree.iter(f"{SITEMAP}loc")}
        expected = {
            f"{ADDRESS}{language}/{path.relative_to(published / language).as_posix()}"
            for path in pages(published / language)
        }
        assert locations == expected
        first = next(tree.iter(f"{SITEMAP}url"))
        hreflangs = {link.get("hreflang") for link in first if link.tag.endswith("}link")}
        assert hreflangs == set(LANGUAGES)
    index = ElementTree.parse(published / "sitemap.xml")
    assert [loc.text for loc in index.iter(f"{SITEMAP}loc")] == [
        f"{ADDRESS}{code}/sitemap.xml" for code in LANGUAGES
    ]
    assert f"Sitemap: {ADDRESS}sitemap.xml" in (published / "robots.txt").read_text("utf-8")


def test_the_404_page_works_from_any_missing_path(published: Path) -> None:
    text = (published / "404.html").read_text(encoding="utf-8")
    stylesheets = re.findall(r'<link rel="stylesheet"[^>]*href="([^"]*)"', text)
    assert stylesheets and all(href.startswith("/rules/en/_static/") for href in stylesheets)


def _links_not_from_the_root(page: Path) -> list[str]:
    text = page.read_text(encoding="utf-8")
    links = re.findall(r'(?:href|src)="([^"]+)"', text)
    return [
        link for link in links if not link.startswith(("/", "https://", "http://", "#", "data:"))
    ]


def test_every_link_of_the_404_page_works_from_any_depth(published: Path) -> None:
    # The switcher, the hreflang alternates and the footer's "About" included.
    built = [published / code / "404.html" for code in LANGUAGES if (published / code).is_dir()]
    assert built
    for page in [published / "404.html", *built]:
        assert _links_not_from_the_root(page) == [], page
    assert _links_not_from_the_root(HTML / "404.html") == []


def test_without_an_address_every_link_stays_relative() -> None:
    page = HTML / "pl" / "five-up" / "rules.html"
    assert "canonical" not in head_links(page, "canonical")
    assert head_links(page, "alternate")["ru"] == "../../ru/five-up/rules.html"
    assert not (HTML / "pl" / "sitemap.xml").exists()
    assert not (HTML / "sitemap.xml").exists()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_has_a_description_in_its_language(language: str) -> None:
    for page in pages(HTML / language):
        name = page.relative_to(HTML / language).as_posix()
        description = meta(page, "name", "description")
        assert description and len(description) >= 50, name
        if language != "en":
            assert description != meta(HTML / "en" / name, "name", "description"), name


@pytest.mark.parametrize("language", BUILT)
@pytest.mark.parametrize("game", CARD_GAMES)
def test_a_printed_card_says_where_its_rules_are_online_with_a_qr_code(
    published: Path, language: str, game: str
) -> None:
    import segno

    address = f"{ADDRESS}{language}/{game}/rules.html"
    page = (published / language / game / "card.html").read_text(encoding="utf-8")
    block = re.search(r'<p class="card-address">(.*?)</p>', page, re.S)
    assert block is not None, f"{language} {game}: no address"
    assert address in block.group(1)
    expected = segno.make(address, error="m", micro=False)
    assert block.group(1).startswith(
        expected.svg_inline(
            scale=1,
            border=4,
            dark="#000",
            light="#fff",
            unit="mm",
            svgclass="card-qr",
            lineclass=None,
        )
    )
    pdf = published / language / game / "card.pdf"
    text = subprocess.run(
        ["pdftotext", "-raw", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    assert address in "".join(text.split()), f"{language} {game}: the printed card lacks it"


def test_without_an_address_a_card_prints_none(html_root: Path) -> None:
    for language in LANGUAGES:
        for game in CARD_GAMES:
            page = (HTML / language / game / "card.html").read_text(encoding="utf-8")
            assert 'class="card-address"' not in page and 'class="card-qr"' not in page


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_names_its_viewport_once(html_root: Path, language: str) -> None:
    """One ``<meta name="viewport">``: Sphinx's basic theme writes it, and nothing else again."""
    twice = [
        page.relative_to(HTML).as_posix()
        for page in [*pages(HTML / language), HTML / "index.html"]
        if page.read_text(encoding="utf-8").count('<meta name="viewport"') != 1
    ]
    assert twice == []


@pytest.mark.parametrize("bad", ["example.org", "ftp://example.org/", "https://example.org/?a=1"])
def test_a_bad_address_fails_in_one_line(tmp_path: Path, bad: str) -> None:
    result = build(tmp_path, bad)
    assert refused(result) == f"build: SITE_URL must be an http:// or https:// address: {bad!r}"
    assert not (tmp_path / "html").exists()


@pytest.mark.parametrize(
    "address",
    [
        'https://example.org/"><script>alert(1)</script>/',
        "https://example.org/rules/#",
        "http://[::1/",
        "http://[::1]:99999/",
        "https://example.org/a b/",
        "https://example.org/\nSitemap: https://evil.example/",
        "https://:80/",
        "https://user:secret@example.org/",
        "https://example.org:0/",
        "http://[::1]x/",
    ],
)
def test_an_address_that_would_break_out_of_where_it_is_written_fails_in_one_line(
    tmp_path: Path, address: str
) -> None:
    target = tmp_path / "out"
    result = build(target, address)
    assert refused(result).startswith("build: SITE_URL "), result.stderr
    assert not (target / "html").exists()


def test_the_landing_page_escapes_the_address() -> None:
    spec = importlib.util.spec_from_file_location(
        "site_files", REPOSITORY / "docs" / "site_files.py"
    )
    assert spec is not None and spec.loader is not None
    site_files = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(site_files)
    page = site_files.landing_page(["en", "pl"], "https://example.org/a&b/")
    assert 'href="https://example.org/a&amp;b/en/index.html"' in page
    assert "a&b/" not in page


def test_make_passes_the_address_to_the_build_not_to_the_shell(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    result = subprocess.run(
        [
            "make",
            "--no-print-directory",
            "html",
            f"SITE_URL=https://example.org/'; touch {marker}; : '",
        ],
        cwd=REPOSITORY,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode != 0
    assert not marker.exists(), result.stdout + result.stderr
    assert "SITE_URL must not hold" in result.stderr


def test_make_takes_the_address_as_text_not_as_a_make_expression(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    for where in ("command line", "environment"):
        value = f"$(shell touch {marker})"
        arguments, env = (
            ([f"SITE_URL={value}"], {}) if where == "command line" else ([], {"SITE_URL": value})
        )
        result = subprocess.run(
            ["make", "--no-print-directory", "html", *arguments],
            cwd=REPOSITORY,
            env={**os.environ, **env},
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        assert not marker.exists(), f"{where}: make ran the shell"
        assert result.returncode != 0 and "build: SITE_URL " in result.stderr, result.stderr


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(
    address=st.one_of(
        st.text(max_size=40),
        st.builds(lambda tail: f"https://example.org/{tail}", st.text(max_size=20)),
        st.sampled_from(
            [
                *("http://[::1/", "http://[::1]:99999/", "https://a.org/#", "https://a.org/?x"),
                *("https://:80/", "https://u:p@a.org/", "https://a.org:0/", "http://[::1]x/"),
            ]
        ),
    )
)
def test_any_site_address_is_refused_or_safe_to_write_anywhere(address: str) -> None:
    from sphinx.errors import ConfigError

    from sphinx_table_games.site_languages.addresses import site_root

    try:
        root = site_root(address)
    except ConfigError as error:
        assert len(str(error)) < 200 and "\n" not in str(error)
        return
    if root:
        assert root.startswith(("http://", "https://")) and root.endswith("/")
        assert not any(c in root for c in "\"'<>\\` \n\r\t?#")
        parts = urlsplit(root)
        assert parts.hostname and parts.username is None and parts.password is None
        assert parts.port != 0
