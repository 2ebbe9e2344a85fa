"""Every translation in the catalogs is spelt right, by the language's hunspell dictionary.

All catalogs a reader's text comes from: the page catalogs
(``locale/<lang>/LC_MESSAGES/**.po``, ``sphinx.po`` included) and the
extension's own (``sphinx_table_games/locale/<lang>/…/worked_example.po``).
A message whose translation is its English text (a name, the glossary's
cell of another language) is skipped. Markup is not prose and is taken out first: code spans and notation, link
targets, roles, ``{placeholders}``, tiles and HTML tags. Words that are right
but not in the dictionary (game names, the site's own terms) are listed in
``words/<lang>.txt``, hunspell's personal dictionary, one word a line.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from languages_list import TRANSLATIONS

REPOSITORY = Path(__file__).resolve().parents[2]
WORDS = Path(__file__).with_name("words")
DICTIONARIES = {"pl": "pl_PL", "ru": "ru_RU", "es": "es_ES", "uk": "uk_UA"}

_NOT_PROSE = re.compile(
    r"`[^`]*`"  # code spans and move notation
    r"|\]\([^)]*\)"  # link targets
    r"|\{[^{}]*\}"  # roles and {placeholders}
    r"|<[^>]*>"  # HTML tags
    r"|\[\d\|\d\]"  # tiles
    r"|https?://\S+"
    r"|%\([a-z_]+\)s|%s"  # Sphinx's own placeholders
)


def catalogs(language: str) -> list[Path]:
    return sorted((REPOSITORY / "locale" / language).rglob("*.po")) + sorted(
        (REPOSITORY / "sphinx_table_games" / "locale" / language).rglob("*.po")
    )


def prose(language: str) -> str:
    lines = []
    for path in catalogs(language):
        with path.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            # A message kept as it is (a name, the glossary's cell of another language) is not this language's prose.
            if not message.id or message.string == message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            lines.extend(_NOT_PROSE.sub(" ", s) for s in strings if s)
    return "\n".join(lines)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_the_catalogs_are_spelt_right(language: str) -> None:
    if shutil.which("hunspell") is None:
        pytest.fail("hunspell is missing: make test installs it (make deps)")
    command = ["hunspell", "-d", DICTIONARIES[language], "-l"]
    words = WORDS / f"{language}.txt"
    if words.is_file():
        command += ["-p", str(words)]
    result = subprocess.run(
        command, input=prose(language), capture_output=True, text=True, check=True
    )
    unknown = sorted(set(result.stdout.split()))
    assert not unknown, f"{language}: {len(unknown)} words hunspell does not know: {unknown}"
