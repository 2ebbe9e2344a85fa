"""Every number a directive takes is read in one place: any text gives a bounded number or a short, located reason.

The directives' options (``:seed:``, ``:players:``, ``:positions:``,
``:rounds:``, ``:turns:``, ``:min-turns:``) and a deal's ``opener N`` all go
through ``ReplayDirective.number_in``; Hypothesis feeds it text of every
script, signs, spaces and numbers of any length.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from sphinx_table_games.directive import MAX_SEED, ExampleError, ReplayDirective
from sphinx_table_games.walkthrough import RoundWalkthroughDirective

digits = st.text(st.characters(categories=["Nd", "No"]), min_size=1, max_size=6)
texts = st.one_of(
    st.text(max_size=30),
    digits,
    st.from_regex(r"[+-]?[0-9]{1,30}", fullmatch=True),
    st.integers(min_value=0, max_value=10**6).map(str),
    st.sampled_from(["²", "٣", "9" * 5000, "0" * 4400 + "2", "1_0", " 4", "2.0", ""]),
)


@settings(max_examples=400, derandomize=True, database=None, deadline=None)
@given(text=texts, low=st.integers(0, 5), span=st.sampled_from([1, 4, 60, 1000, MAX_SEED]))
def test_any_text_is_a_bounded_number_or_a_short_located_reason(
    text: str, low: int, span: int
) -> None:
    high = low + span
    try:
        value = ReplayDirective.number_in(text, low, high, "bad-seed", 7, ":seed:")
    except ExampleError as error:
        assert error.line == 7 and error.subtype == "bad-seed"
        assert error.message.startswith(f":seed: must be a whole number {low}..{high}: ")
        assert len(error.message) < 120
        return
    assert low <= value <= high
    # Only ASCII digits, with no sign, space or separator, are a number.
    assert text.isascii() and text.isdigit()


deal_words = st.one_of(
    st.sampled_from(["hand", "boneyard", "opener", "hands", ""]),
    st.text(max_size=8),
)
tiles = st.one_of(
    st.builds(lambda a, b: f"[{a}|{b}]", texts, texts),
    st.sampled_from(["[1|" + "9" * 5000 + "]", "[0|0]", "[6|6]", "x" * 3000]),
)


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(
    lines=st.lists(
        st.builds(lambda word, rest: f"{word} {' '.join(rest)}", deal_words, st.lists(tiles)),
        max_size=5,
    )
)
def test_any_written_deal_is_a_deal_or_a_short_located_reason(lines: list[str]) -> None:
    directive = object.__new__(RoundWalkthroughDirective)
    directive.lineno = 3
    numbered = list(enumerate(lines, start=4))
    try:
        directive.scripted_deal(numbered)
    except ExampleError as error:
        assert error.subtype == "bad-deal"
        assert error.line in {3, *(n for n, _ in numbered)}
        assert len(error.message) < 400, error.message[:500]
