"""What myst_reuse hands out equals what MyST would make, and is safe to reuse."""

from __future__ import annotations

from docutils.frontend import get_default_settings
from docutils.parsers.rst import Parser as RSTParser
from myst_parser.config.main import MdParserConfig
from myst_parser.mdit_to_docutils.base import DocutilsRenderer, make_document

from sphinx_table_games.myst_reuse import cached_default_settings, cached_md_parser


def _shown(settings: object) -> dict[str, str]:
    # Some values (a DependencyList) have no equality of their own: compare reprs.
    return {name: repr(value) for name, value in vars(settings).items()}


def test_cached_defaults_equal_fresh_defaults() -> None:
    assert _shown(cached_default_settings(RSTParser)) == _shown(get_default_settings(RSTParser))


def test_each_caller_gets_its_own_settings() -> None:
    first = cached_default_settings(RSTParser)
    first.tab_width = 99
    first.strip_classes = ["changed"]
    second = cached_default_settings(RSTParser)
    assert second.tab_width == get_default_settings(RSTParser).tab_width
    assert second.strip_classes != ["changed"]


def test_one_parser_per_configuration_and_renderer() -> None:
    config, other = MdParserConfig(), MdParserConfig()
    parser = cached_md_parser(config, DocutilsRenderer)
    assert cached_md_parser(config, DocutilsRenderer) is parser
    assert cached_md_parser(other, DocutilsRenderer) is not parser


def test_a_reused_parser_renders_each_document_afresh() -> None:
    parser = cached_md_parser(MdParserConfig(), DocutilsRenderer)
    documents = []
    for text in ("# One\n\nfirst *text*", "second `code`"):
        document = make_document()
        parser.options["document"] = document
        parser.render(text)
        documents.append(document.pformat())
    assert "first" in documents[0] and "second" not in documents[0]
    assert "second" in documents[1] and "first" not in documents[1]
    assert "<section" not in documents[1]
