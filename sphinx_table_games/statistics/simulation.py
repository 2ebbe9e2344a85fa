"""Facts measured over simulated matches: the ``simulation`` directive and ``simulated`` role.

```{simulation}
:game: five-up
:players: 2
```

draws what ``python -m engine simulate five-up --players 2 --matches M
--seed S --json`` prints (``M`` and ``S`` are ``statistics_matches`` and
``statistics_seed`` unless the directive says otherwise): how a scoring
placement's points are spread and how many rounds a match lasts, as one SVG
plot in the page's language, with the data in tables a screen reader can
read. The figure carries ``data-simulate`` (the command's arguments) and
``data-stats`` (the exact JSON it prints). In the prose,
``{simulated}`five-up 2 first-opener-wins``` writes one figure of the same
simulation, formatted for the language: no number is typed by hand.

A simulation is played once and kept in ``statistics_cache_dir``, keyed by
content: the source of every file of the engine and the arguments. A
no-change build simulates nothing, and any change to the engine simulates
afresh. Parallel language builds share the folder; its one lock makes the
second wait for the first instead of playing the same matches again.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import statistics as stats
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from babel import Locale
from babel.numbers import format_decimal, format_percent, get_group_symbol
from docutils import nodes
from filelock import FileLock
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole

import engine
from engine.errors import EngineError
from engine.simulation import simulate

from ..fingerprint import fingerprint, source_files
from ..nodes import add_figure_node, paragraphs
from ..text import N_

logger = logging.getLogger(__name__)

ENGINE = Path(engine.__file__).parent

#: Player counts the domino games allow.
PLAYERS = ("2", "3", "4")
#: Builders whose output no reader sees: they need the page's text, not its
#: numbers, so they play no matches (a doctest run against a changed engine
#: would otherwise simulate afresh for nothing).
NO_READERS = frozenset({"doctest", "gettext", "dummy", "linkcheck"})
#: z for a two-sided 95 % interval.
Z95 = 1.959964


class simulation_figure(nodes.General, nodes.Element):
    """A plot of one simulation with its data tables (attributes only: nothing to translate)."""


class SimulationError(Exception):
    def __init__(self, subtype: str, line: int, message: str) -> None:
        super().__init__(message)
        self.subtype, self.line, self.message = subtype, line, message


def engine_fingerprint(root: Path | None = None) -> str:
    """The engine's fingerprint: a simulation is valid for exactly this code."""
    return fingerprint(root or ENGINE)


def cache_dir(app: Sphinx) -> Path:
    configured: str = app.config.statistics_cache_dir
    if not configured:
        return Path(app.doctreedir) / "simulations"
    return (Path(app.confdir) / configured).resolve()


def remember_build(app: Sphinx) -> None:
    """What the directives need of the application: where the cache is, whether to play at all."""
    app.env.statistics_build = {  # type: ignore[attr-defined]
        "cache": cache_dir(app),
        "plays": app.builder.name not in NO_READERS,
    }


def simulated(directory: Path, game: str, players: int, matches: int, seed: int) -> str:
    """The ``simulate --json`` text of these arguments, from the cache or played now."""
    arguments = f"{game} --players {players} --matches {matches} --seed {seed}"
    key = hashlib.sha256(f"{engine_fingerprint()}\n{arguments}".encode()).hexdigest()[:24]
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{game}-{players}-{matches}-{seed}-{key}.json"
    with FileLock(directory / ".lock"):
        if path.exists():
            return path.read_text(encoding="utf-8")
        logger.info("simulating %s", arguments)
        tally = simulate(engine.find_rules(game), players, matches, seed)
        text = json.dumps(tally.to_json(seed))
        temporary = path.with_suffix(".tmp")
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    return text


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion.

    >>> [round(x, 4) for x in wilson(10, 25)]
    [0.234, 0.5926]
    """
    p = successes / trials
    centre = p + Z95**2 / (2 * trials)
    spread = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2))
    scale = 1 + Z95**2 / trials
    return (centre - spread) / scale, (centre + spread) / scale


def expand(counts: dict[str, int]) -> list[int]:
    return [int(value) for value, n in counts.items() for _ in range(n)]


#: What the ``simulated`` role can write: name -> (kind, value from the JSON).
FIGURES: dict[str, tuple[str, Callable[[dict[str, Any]], Any]]] = {
    "matches": ("count", lambda s: s["matches"]),
    "rounds": ("count", lambda s: s["rounds"]),
    "first-opener-wins": ("share", lambda s: s["first_opener_wins"] / s["matches"]),
    "first-opener-interval": ("interval", lambda s: wilson(s["first_opener_wins"], s["matches"])),
    "fair-share": ("share", lambda s: 1 / len(s["team_wins"])),
    "opening-scores": ("share", lambda s: s["opening_scores"] / s["rounds"]),
    "blocked": ("share", lambda s: s["blocked_rounds"] / s["rounds"]),
    "scoring-placements": ("share", lambda s: s["scoring_placements"] / s["placements"]),
    "points-mean": ("decimal", lambda s: stats.fmean(expand(s["points"]))),
    "points-common": ("count", lambda s: int(max(s["points"], key=lambda k: s["points"][k]))),
    "rounds-mean": ("decimal", lambda s: stats.fmean(expand(s["rounds_per_match"]))),
    "rounds-median": ("count", lambda s: round(stats.median(expand(s["rounds_per_match"])))),
    "rounds-fewest": ("count", lambda s: min(map(int, s["rounds_per_match"]))),
    "rounds-most": ("count", lambda s: max(map(int, s["rounds_per_match"]))),
    "draws-per-round": ("decimal", lambda s: s["tiles_drawn"] / s["rounds"]),
    "passes-per-round": ("decimal", lambda s: s["passes"] / s["rounds"]),
}


#: Languages whose typesetting groups the thousands only from five digits on
#: (CLDR's minimum grouping digits, which Babel does not apply; Spanish also
#: by the RAE), and the group separator where it is not Babel's.
GROUP_FROM_FIVE_DIGITS = {"es", "pl"}
GROUP_SEPARATOR = {"es": "\u00a0"}


class Formatter:
    """Numbers as the page's language writes them (Babel, with its typesetting's grouping).

    >>> [Formatter(language).count(1179) for language in ("en", "es", "pl", "ru")]
    ['1,179', '1179', '1179', '1\xa0179']
    >>> Formatter("es").count(343846), Formatter("ru").share(0.517), Formatter("uk").share(0.517)
    ('343\xa0846', '51,7\xa0%', '51,7%')
    """

    def __init__(self, language: str) -> None:
        self.locale = language.replace("-", "_")
        self.language = self.locale.split("_")[0]
        pattern = Locale.parse(self.locale).percent_formats[None].pattern
        #: The locale's own percent pattern (ru "51,7 %", pl "51,7%"), one decimal.
        self.percent = pattern.replace("#,##0", "#,##0.0", 1)
        self.axis = pattern.replace("#,##0", "#,##0.#", 1)

    def count(self, value: int) -> str:
        if self.language in GROUP_FROM_FIVE_DIGITS and abs(value) < 10_000:
            return format_decimal(value, format="0", locale=self.locale)
        text = format_decimal(value, locale=self.locale)
        separator = GROUP_SEPARATOR.get(self.language)
        if separator is not None:
            text = text.replace(get_group_symbol(self.locale), separator)
        return text

    def decimal(self, value: float) -> str:
        return format_decimal(round(value, 1), format="#,##0.0", locale=self.locale)

    def share(self, value: float) -> str:
        return format_percent(value, format=self.percent, locale=self.locale)

    def axis_percent(self, value: float) -> str:
        return format_percent(value / 100, format=self.axis, locale=self.locale)

    def interval(self, value: tuple[float, float]) -> str:
        low, high = value
        return f"{self.share(low)}–{self.share(high)}"

    def figure(self, kind: str, value: Any) -> str:
        method: Callable[[Any], str] = getattr(self, kind)
        return method(value)


class _Simulation:
    """Shared by the directive and the role: the arguments and the cached result."""

    env: Any
    config: Any

    def simulation(self, game: str, players: str, line: int) -> dict[str, Any] | None:
        """The simulation's JSON text and data; ``None`` for a builder without readers."""
        try:
            rules = engine.find_rules(game)
        except EngineError as error:
            raise SimulationError("unknown-game", line, str(error)) from None
        if players not in PLAYERS:
            raise SimulationError("bad-players", line, f"players must be 2, 3 or 4: {players!r}")
        for path in source_files(ENGINE):
            self.env.note_dependency(str(path))
        build = self.env.statistics_build
        if not build["plays"]:
            return None
        matches, seed = self.config.statistics_matches, self.config.statistics_seed
        try:
            text = simulated(build["cache"], rules.name, int(players), matches, seed)
        except OSError as error:
            reason = error.strerror or str(error)
            where = error.filename or build["cache"]
            raise SimulationError(
                "cache-unwritable", line, f"cannot keep the simulations in {where}: {reason}"
            ) from None
        return {"text": text, "stats": json.loads(text), "seed": seed}

    def warn(self, prefix: str, error: SimulationError) -> None:
        """A located ``simulation`` warning; the page is read again next build, until fixed."""
        logger.warning(
            "[%s] %s",
            prefix,
            error.message,
            location=(self.env.docname, error.line),
            type="simulation",
            subtype=error.subtype,
        )
        self.env.note_reread()


class SimulationDirective(SphinxDirective, _Simulation):
    """```{simulation}``` with ``:game:`` and ``:players:``: the plot of one simulation."""

    has_content = False
    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {
        "game": str,
        "players": str,
    }

    def run(self) -> list[nodes.Node]:
        try:
            return self._run()
        except SimulationError as error:
            self.warn("simulation", error)
            return []

    def _run(self) -> list[nodes.Node]:
        for option in ("game", "players"):
            if not (self.options.get(option) or "").strip():
                raise SimulationError(
                    "missing-option", self.lineno, f"the :{option}: option is required"
                )
        game, players = self.options["game"].strip(), self.options["players"].strip()
        result = self.simulation(game, players, self.lineno)
        if result is None:
            return []
        s = result["stats"]
        _ = _translate(self.config.language or "en")
        fmt = Formatter(self.config.language or "en")
        serial = self.env.new_serialno("simulation")
        ident = f"simulation-{s['game']}-{s['players']}-{serial}"
        titles = {
            "points": _(N_("Points per scoring placement")),
            "rounds": _(N_("Rounds per match")),
        }
        from diagrams import plots

        # The plot is drawn here and kept in the doctree: a change to its code redraws it.
        self.env.note_dependency(plots.__file__)
        points = {int(k): v for k, v in s["points"].items()}
        rounds = {int(k): v for k, v in s["rounds_per_match"].items()}
        svg = plots.bars_svg(
            [
                (
                    titles["points"],
                    points,
                    _(N_("raw points")),
                    _(N_("share of scoring placements")),
                ),
                (titles["rounds"], rounds, _(N_("rounds")), _(N_("share of matches"))),
            ],
            number=fmt.count,
            percent=fmt.axis_percent,
            title_id=f"{ident}-caption",
        )
        # Labels and numbers, not a sentence around a number: no plural forms to get wrong.
        caption = _(
            N_(
                "Players: {players}. Simulated matches: {matches}. Above: how many points "
                "a scoring placement brings; below: how many rounds a match lasts."
            )
        ).format(matches=fmt.count(s["matches"]), players=fmt.count(s["players"]))
        tables = [
            {
                "caption": titles["points"],
                "head": (_(N_("raw points")), _(N_("placements")), _(N_("share"))),
                "rows": _rows(points, fmt),
            },
            {
                "caption": titles["rounds"],
                "head": (_(N_("rounds")), _(N_("matches")), _(N_("share"))),
                "rows": _rows(rounds, fmt),
            },
        ]
        node = simulation_figure(
            ident=ident,
            simulate=f"{s['game']} --players {s['players']} --matches {s['matches']} --seed {result['seed']}",
            stats=result["text"],
            svg=svg,
            caption=caption,
            data_label=_(N_("The data as tables")),
            tables=tables,
        )
        self.set_source_info(node)
        return [node]


def _rows(counts: dict[int, int], fmt: Formatter) -> list[tuple[str, str, str]]:
    total = sum(counts.values())
    return [(fmt.count(v), fmt.count(n), fmt.share(n / total)) for v, n in sorted(counts.items())]


def _translate(language: str) -> Callable[[str], str]:
    from sphinx.locale import get_translator

    from ..text import CATALOG
    from ..typesetting import TypesetTranslations

    return TypesetTranslations(get_translator(CATALOG), language).gettext


class SimulatedRole(SphinxRole, _Simulation):
    """``{simulated}`GAME PLAYERS FIGURE```: one figure of a simulation, as text."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        parts = self.text.split()
        try:
            if len(parts) != 3 or parts[2] not in FIGURES:
                names = ", ".join(sorted(FIGURES))
                raise SimulationError(
                    "bad-figure",
                    self.lineno,
                    f"write GAME PLAYERS FIGURE, FIGURE one of {names}: {self.text!r}",
                )
            game, players, name = parts
            result = self.simulation(game, players, self.lineno)
        except SimulationError as error:
            self.warn("simulated", error)
            return [], []
        if result is None:
            return [nodes.inline(self.text, self.text)], []
        kind, value = FIGURES[name]
        s = result["stats"]
        text = Formatter(self.config.language or "en").figure(kind, value(s))
        # Generated, so not for the page catalogs: a number changes, no translation goes fuzzy.
        return [nodes.inline(text, text, classes=["simulated"])], []


def visit_simulation_html(translator: Any, node: simulation_figure) -> None:
    from html import escape

    def attr(value: object) -> str:
        return escape(str(value), quote=True)

    ident = node["ident"]
    parts = [
        f'<figure class="simulation" id="{attr(ident)}" data-simulate="{attr(node["simulate"])}" '
        f'data-stats="{attr(node["stats"])}">',
        f'<div class="simulation-plot">{node["svg"]}</div>',
        f'<figcaption id="{attr(ident)}-caption">{escape(node["caption"])}</figcaption>',
        f'<details class="simulation-data"><summary>{escape(node["data_label"])}</summary>',
    ]
    for table in node["tables"]:
        head = "".join(f'<th scope="col">{escape(cell)}</th>' for cell in table["head"])
        rows = "".join(
            f'<tr><th scope="row">{escape(row[0])}</th>'
            + "".join(f"<td>{escape(cell)}</td>" for cell in row[1:])
            + "</tr>"
            for row in table["rows"]
        )
        parts.append(
            f'<table class="simulation-table"><caption>{escape(table["caption"])}</caption>'
            f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>"
        )
    parts.append("</details></figure>\n")
    translator.body.append("".join(parts))
    raise nodes.SkipNode


def simulation_text(node: simulation_figure) -> list[nodes.Node]:
    """Builders other than HTML: the caption, then the data tables that the plot draws."""
    found = paragraphs(node["caption"])
    for table in node["tables"]:
        group = nodes.tgroup(cols=len(table["head"]))
        group.extend(nodes.colspec(colwidth=1) for _ in table["head"])
        head, body = nodes.thead(), nodes.tbody()
        for parent, cells in [(head, table["head"]), *((body, row) for row in table["rows"])]:
            parent += nodes.row("", *(nodes.entry("", *paragraphs(cell)) for cell in cells))
        group += [head, body]
        found.append(nodes.table("", nodes.title(table["caption"], table["caption"]), group))
    return found


#: The most matches a page simulates: as many as ``simulate --matches`` takes.
MAX_MATCHES = 1_000_000
DEFAULT_MATCHES = 10_000
DEFAULT_SEED = 1


def check_config(app: Sphinx, config: Config) -> None:
    """config-inited: the simulations' size and seed must be numbers ``simulate`` takes.

    A bad one is a warning with the reason (``-W`` stops the build on it), and
    the default is used instead: never a crash report.
    """
    matches, seed = config.statistics_matches, config.statistics_seed
    if not isinstance(matches, int) or not 1 <= matches <= MAX_MATCHES:
        logger.warning(
            "statistics_matches must be a whole number 1..%d: %r; using %d",
            MAX_MATCHES,
            matches,
            DEFAULT_MATCHES,
            type="simulation",
            subtype="bad-config",
        )
        config.statistics_matches = DEFAULT_MATCHES
    if not isinstance(seed, int) or seed < 0:
        logger.warning(
            "statistics_seed must be a whole number, 0 or more: %r; using %d",
            seed,
            DEFAULT_SEED,
            type="simulation",
            subtype="bad-config",
        )
        config.statistics_seed = DEFAULT_SEED


def setup(app: Sphinx) -> None:
    app.connect("config-inited", check_config)
    app.add_config_value("statistics_matches", DEFAULT_MATCHES, "env", int)
    app.add_config_value("statistics_seed", DEFAULT_SEED, "env", int)
    app.add_config_value("statistics_cache_dir", "", "env", str)
    add_figure_node(app, simulation_figure, visit_simulation_html, simulation_text)
    app.connect("builder-inited", remember_build)
    app.add_directive("simulation", SimulationDirective)
    app.add_role("simulated", SimulatedRole())
