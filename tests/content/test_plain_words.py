"""The English pages in plain words: rules stated right, terms introduced, nothing about the site.

These read the Markdown sources (``docs/**/*.md``), not the build: every
translation starts from them. Prose is what a reader sees: fenced blocks
(doctests, worked examples, toctrees) are left out, and so are the lines of
directive options.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from languages_list import NOT_PAGES

DOCS = Path(__file__).resolve().parents[2] / "docs"
GAMES = ("five-up", "all-fives", "up-or-down")

#: The client's terms that read like software to a newcomer: each page must
#: give the plain idea first and then name the term, in bold.
TERMS = {
    "displayed point": r"displayed points?",
    "raw point": r"raw points?",
    "counted contribution": r"counted contributions?",
    "attachment point": r"attachment points?",
    "end sum": r"end sums?",
    "scoring end": r"scoring ends?",
    "branching double": r"branching doubles?",
    "spinner": r"spinners?",
}

_FENCE = re.compile(r"^(```|~~~)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_LINK = re.compile(r"\[([^\]]*)\]\(([^)]*)\)")


def page_paths() -> list[Path]:
    return sorted(
        path
        for path in DOCS.rglob("*.md")
        if not NOT_PAGES & set(path.relative_to(DOCS).parts) and path.name != "README.md"
    )


def name(path: Path) -> str:
    return path.relative_to(DOCS).with_suffix("").as_posix()


@dataclass(frozen=True)
class Block:
    """A paragraph, a list item, a table row or a heading, as the reader sees it."""

    text: str
    heading: bool
    #: The ``##`` section the block is in ("" before the first one).
    section: str


def blocks(path: Path) -> list[Block]:
    found: list[Block] = []
    fenced = False
    section = ""
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            found.append(Block(" ".join(paragraph), False, section))
            paragraph.clear()

    for line in path.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if _FENCE.match(stripped):
            flush()
            fenced = not fenced
            continue
        if fenced:
            continue
        if not stripped or stripped.startswith(":::") or re.match(r":\w+:", stripped):
            flush()
            continue
        if stripped.startswith("#"):
            flush()
            title = stripped.lstrip("#").strip()
            if stripped.startswith("## "):
                section = title
            found.append(Block(title, True, section))
        elif stripped.startswith(("- ", "|")) or re.match(r"\d+\. ", stripped):
            flush()
            paragraph.append(stripped)
            flush()
        else:
            paragraph.append(stripped)
    flush()
    return found


def prose(path: Path) -> str:
    return "\n".join(block.text for block in blocks(path))


# -- rules stated right -------------------------------------------------------------

#: Sentences that stated a rule wrongly or misleadingly, and why.
WRONG = {
    "Points are awarded for the placement only": "the round winner also scores hands",
    "not the end sum itself": "a scoring placement is worth exactly its end sum",
    "except the 6 cards of the starting circle": "cards of the starting circle can be taken",
    "1 card of each colour": "a row of two cards cannot hold six colours",
    "past the target": "reaching the target is enough",
    "to reach 61": "Five Up is decided after the round is settled, not by a race",
    "After your turn, draw": "drawing is the last step of your turn",
    "four arms": "a spinner has two arms; the four are two chain ends and two arms",
    "four branches": "a spinner has two arms; the four are two chain ends and two arms",
}


@pytest.mark.parametrize("path", page_paths(), ids=name)
def test_no_rule_is_stated_wrongly(path: Path) -> None:
    text = prose(path)
    found = {wrong: why for wrong, why in WRONG.items() if wrong.lower() in text.lower()}
    assert not found, f"{name(path)}: {found}"


def test_five_up_end_of_round_divides_by_five_on_the_differences_page() -> None:
    row = next(
        block.text
        for block in blocks(DOCS / "differences.md")
        if block.text.startswith("| End of a round |")
    )
    five_up = row.split("|")[2]
    assert "divide" in five_up and "displayed point" in five_up, five_up


# -- titles, the home page, the site's own workings --------------------------------


@pytest.mark.parametrize("path", page_paths(), ids=name)
def test_titles_and_links_have_no_double_punctuation(path: Path) -> None:
    titles = [block.text for block in blocks(path) if block.heading]
    links = [text for block in blocks(path) for text, _ in _LINK.findall(block.text)]
    doubled = [text for text in titles + links if re.search(r"[?!][:;,.]", text)]
    assert not doubled, f"{name(path)}: {doubled}"


@pytest.mark.parametrize("path", [p for p in page_paths() if name(p) != "about"], ids=name)
def test_a_players_page_says_nothing_of_how_the_site_is_made(path: Path) -> None:
    text = prose(path).lower()
    said = [word for word in ("rules engine", "seed", "graphviz", "uniformly") if word in text]
    assert not said, f"{name(path)} talks about the site's workings: {said}"


def test_the_about_page_says_how_the_examples_are_made_and_is_listed() -> None:
    text = prose(DOCS / "about.md")
    for needed in ("rules engine", "Graphviz", "opener", "seed", "Sources"):
        assert needed in text, needed
    index = (DOCS / "index.md").read_text(encoding="utf-8")
    toctrees = re.findall(r"```\{toctree\}\n(.*?)```", index, re.S)
    assert any(re.search(r"^about$", body, re.M) for body in toctrees)


def test_the_home_page_is_a_short_way_in() -> None:
    index = DOCS / "index.md"
    links = [target for block in blocks(index) for _, target in _LINK.findall(block.text)]
    assert len(links) <= 15, links
    for game in GAMES:
        for page in ("teach", "rules", "questions"):
            assert f"{game}/{page}.md" in links, (game, page)
    # What each kind of page is for (docs/contracts/site.md, "Home"), the ones without a link too.
    source = index.read_text(encoding="utf-8")
    for kind in (
        "Teach it",
        "The rules",
        "Newcomer questions",
        "scoring trainer",
        "card",
        "in numbers",
    ):
        assert f"**{kind}**" in source, kind
    # The sidebar lists every page; the page itself does not repeat the list.
    toctrees = re.findall(r"```\{toctree\}\n(.*?)```", index.read_text(encoding="utf-8"), re.S)
    assert toctrees and all(":hidden:" in body for body in toctrees)
    text = prose(index).lower()
    used = [term for term, pattern in TERMS.items() if re.search(rf"\b{pattern}\b", text)]
    assert not used, f"the home page uses the rules' terms: {used}"


# -- plain words first ----------------------------------------------------------------


def first_uses(path: Path) -> dict[str, tuple[Block, int]]:
    """Each term's first use outside headings: its block and where in it."""
    found: dict[str, tuple[Block, int]] = {}
    for block in blocks(path):
        if block.heading:
            continue
        for term, pattern in TERMS.items():
            match = re.search(rf"\b{pattern}\b", block.text, re.I)
            if term not in found and match:
                found[term] = (block, match.start())
    return found


def introduced(block: Block, at: int) -> bool:
    """Whether the term at ``at`` is set in bold after some plain words."""
    in_bold = any(m.start() < at < m.end() for m in _BOLD.finditer(block.text))
    plain_first = len(re.findall(r"\w+", block.text[:at])) >= 2
    return in_bold and plain_first


@pytest.mark.parametrize("path", [p for p in page_paths() if name(p) != "glossary"], ids=name)
def test_a_term_comes_after_the_plain_idea_where_a_reader_first_meets_it(path: Path) -> None:
    bare = {
        term: block.text
        for term, (block, at) in first_uses(path).items()
        if not introduced(block, at)
    }
    assert not bare, f"{name(path)} uses a term before saying what it is: {bare}"


@pytest.mark.parametrize("game", GAMES)
def test_a_teach_step_introduces_at_most_one_term(game: str) -> None:
    steps: dict[str, list[str]] = {}
    for block in blocks(DOCS / game / "teach.md"):
        if block.section.startswith("Step") and not block.heading:
            steps.setdefault(block.section, []).extend(_BOLD.findall(block.text))
    crowded = {step: terms for step, terms in steps.items() if len(terms) > 1}
    assert not crowded, crowded


@pytest.mark.parametrize("game", GAMES)
def test_a_teach_page_ends_by_sending_the_reader_to_the_rules(game: str) -> None:
    last = [block for block in blocks(DOCS / game / "teach.md") if not block.heading][-1]
    assert "](rules.md)" in last.text, last.text


@pytest.mark.parametrize("game", ["five-up", "all-fives"])
def test_the_move_notation_is_explained_word_by_word(game: str) -> None:
    text = prose(DOCS / game / "rules.md")
    explained = next(line for line in text.splitlines() if "`side-A`" in line)
    for token in ("on", "low", "high", "side-A", "side-B", "arm-A", "arm-B"):
        assert f"`{token}`" in explained, token


# -- a round told in playing order --------------------------------------------------------


def examples_after(path: Path, phrase: str) -> list[tuple[list[int], int]]:
    """For each domino example right after a paragraph with ``phrase``: shown frames, moves."""
    text = path.read_text(encoding="utf-8")
    found = []
    pattern = rf"{re.escape(phrase)}[^\n]*\n\n```{{worked-example}}\n(.*?)```"
    for body in re.findall(pattern, text, re.S):
        options = dict(re.findall(r"^:(\w+): *(.*)$", body, re.M))
        moves = [line for line in body.splitlines() if line and not line.startswith(":")]
        shown = [int(n) for n in options.get("show", str(len(moves))).split()]
        found.append((shown, len(moves)))
    return found


@pytest.mark.parametrize("game", ["five-up", "all-fives"])
def test_the_example_that_follows_a_round_shows_it_in_playing_order(game: str) -> None:
    examples = examples_after(DOCS / game / "rules.md", "follows one round")
    assert examples, "no example follows a round"
    for shown, moves in examples:
        assert shown == list(range(1, moves + 1)), shown
