"""A clean build with worked examples: no warnings, figures with their data and diagrams."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from build_warnings import build_warnings
from figures import figures
from sphinx.testing.util import SphinxTestApp

import engine


@pytest.mark.sphinx("html", testroot="examples")
def test_clean_build_has_no_warnings_and_renders_every_shown_frame(app: SphinxTestApp) -> None:
    app.build()
    assert build_warnings(app.warning.getvalue()) == []
    page = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    shown = figures(page)
    assert [f.attrs["data-move"] for f in shown] == [
        "[1|2] on [1|1] side-B",
        "[1|5] on [1|1] arm-A",
        "[0|5] on [5|5] side-B",
        "[1|3] on [1|1] arm-B",
        "[2|6] on [6|6] side-B",  # no :show: -> the last frame
    ]


@pytest.mark.sphinx("html", testroot="examples")
def test_figure_attributes_come_from_the_engine(app: SphinxTestApp) -> None:
    app.build()
    page = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    steps = engine.explain(
        engine.FIVE_UP,
        [
            "[1|4]",
            "[1|1] on [1|4] low",
            "[4|4] on [1|4] high",
            "[3|4] on [4|4] side-B",
            "[1|2] on [1|1] side-B",
        ],
    )
    first = figures(page)[0]
    assert first.attrs["data-game"] == "five-up"
    assert first.attrs["data-end-sum"] == str(steps[-1].end_sum)
    assert first.attrs["data-points"] == str(steps[-1].points)
    last = figures(page)[-1]
    assert last.attrs["data-game"] == "all-fives"
    assert (last.attrs["data-end-sum"], last.attrs["data-points"]) == ("5", "5")


@pytest.mark.sphinx("html", testroot="examples")
def test_each_frame_has_an_svg_with_alt_and_a_long_description(app: SphinxTestApp) -> None:
    app.build()
    outdir = Path(app.outdir)
    page = (outdir / "index.html").read_text(encoding="utf-8")
    for figure in figures(page):
        assert figure.img is not None
        svg = (outdir / figure.img["src"]).resolve()
        assert svg.suffix == ".svg" and svg.is_file()
        assert figure.img["alt"] == figure.caption.split(". ")[0] + "."
        description_id = figure.img["aria-describedby"]
        assert f'id="{description_id}"' in page
        assert figure.description.startswith(figure.caption + " Tiles: ")
    # The legend, once per example.
    assert page.count("Filled number: counted contribution") == 2
    assert page.count("Empty dot: legal attachment, not counted here") == 2


@pytest.mark.sphinx("html", testroot="examples")
def test_tally_caption_names_the_marks(app: SphinxTestApp) -> None:
    app.build()
    page = (Path(app.outdir) / "index.html").read_text(encoding="utf-8")
    caption = re.search(r'<figure class="paper-tally".*?<figcaption>(.*?)</figcaption>', page, re.S)
    assert caption is not None
    assert caption.group(1) == (
        "65 raw points (13 displayed points): one 50-point symbol and 3 strokes"
    )


@pytest.mark.sphinx("gettext", testroot="examples", srcdir="examples-gettext")
def test_generated_text_is_not_extracted_into_page_catalogs(app: SphinxTestApp) -> None:
    app.build()
    catalog = (Path(app.outdir) / "index.pot").read_text(encoding="utf-8")
    assert "The last frame is shown" in catalog  # the page's own prose is extracted
    for generated in ("Placed", "Counted contributions", "[1|2]", "raw point", "Filled number"):
        assert generated not in catalog


def test_text_output_gives_every_figure_in_words(make_app, tmp_path: Path, rootdir: Path) -> None:  # type: ignore[no-untyped-def]
    """``-b text`` (like LaTeX, man and Texinfo) shows each figure's words where the drawing was."""
    import shutil

    words = {}
    for builder in ("html", "text"):
        srcdir = tmp_path / builder
        shutil.copytree(rootdir / "test-text", srcdir)
        app = make_app(builder, srcdir=srcdir)
        app.build()
        assert build_warnings(app.warning.getvalue()) == []
        suffix = ".html" if builder == "html" else ".txt"
        words[builder] = (Path(app.outdir) / f"index{suffix}").read_text(encoding="utf-8")
    shown = figures(words["html"])
    assert len(shown) == 2
    tally = re.search(r"<figcaption>(.*?)</figcaption></figure>", words["html"])
    assert tally is not None
    assert (
        tally.group(1) == "65 raw points (13 displayed points): one 50-point symbol and 3 strokes"
    )
    # The text writer wraps lines: compare the words, not the line breaks.
    text = " ".join(words["text"].split())
    for figure in shown:
        # The description opens with the caption: both are there, the caption once.
        assert figure.description.startswith(figure.caption)
        for part in (figure.placed, figure.description):
            assert " ".join(part.split()) in text, part
        assert text.count(" ".join(figure.caption.split())) == 1
    assert "Row 1 is closed: its 3 cards go face down onto the discard pile." in text
    assert "Colours in this example: red, blue, green, and yellow" in text
    assert tally.group(1) in text


@pytest.mark.sphinx("html", testroot="examples")
def test_a_page_with_worked_examples_is_read_again_when_their_sentences_change(
    app: SphinxTestApp,
) -> None:
    """The narrator (text.py) and the directive's own code are the page's dependencies."""
    import sphinx_table_games

    app.build()
    package = Path(sphinx_table_games.__file__).parent
    depends = {Path(app.srcdir, d).resolve() for d in app.env.dependencies["index"]}
    assert (package / "text.py").resolve() in depends
    assert (package / "worked_examples" / "directive.py").resolve() in depends
