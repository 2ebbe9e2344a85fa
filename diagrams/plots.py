"""Plots of simulated matches as SVG text, drawn with matplotlib.

Like the DOT functions beside it, this turns data into drawing text and
knows nothing of Sphinx: the words (already in the reader's language) and
the number format come in as arguments. The SVG is deterministic (no date,
fixed ids), keeps its text as text, and draws text and axes in
``currentColor``, so an inline plot takes the page's text colour in light
and dark mode alike.

>>> svg = bars_svg(
...     [("a", {5: 3, 10: 1}, "x", "y")], number=str, title_id="t", percent=lambda v: f"{v:.0f}%"
... )
>>> svg.startswith("<svg") and "currentColor" in svg and "<dc:date>" not in svg
True
>>> svg == bars_svg(
...     [("a", {5: 3, 10: 1}, "x", "y")], number=str, title_id="t", percent=lambda v: f"{v:.0f}%"
... )
True
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise
from typing import Any

#: Text and axes are drawn in this colour, then written as ``currentColor``.
_INK = "#010203"
#: Bars: a mid blue that keeps a 3:1 contrast on white and on the dark theme.
_BAR = "#3d7fc4"

#: One panel: its title, the counts by value, the x-axis label, the y-axis label.
Panel = tuple[str, Mapping[int, int], str, str]


def bars_svg(
    panels: Sequence[Panel],
    *,
    number: Callable[[int], str],
    percent: Callable[[float], str],
    title_id: str,
    width: float = 4.2,
    panel_height: float = 2.6,
) -> str:
    """Panels stacked one above the other, each the share of each value as a bar.

    ``number`` writes an x value, ``percent`` a share (0–100) in the page's
    language; ``title_id`` becomes the SVG's ``aria-labelledby`` target.
    """
    import matplotlib

    matplotlib.use("svg", force=True)
    from matplotlib import pyplot
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    style: dict[str, Any] = {
        "svg.fonttype": "none",
        "svg.hashsalt": "statistics",
        "svg.id": None,
        "font.family": "DejaVu Sans",
        "font.size": 10,
        "text.color": _INK,
        "axes.edgecolor": _INK,
        "axes.labelcolor": _INK,
        "xtick.color": _INK,
        "ytick.color": _INK,
        "axes.facecolor": "none",
        "figure.facecolor": "none",
        "savefig.facecolor": "none",
        "axes.spines.top": False,
        "axes.spines.right": False,
    }
    with matplotlib.rc_context(style):  # type: ignore[arg-type]
        figure, axes = pyplot.subplots(
            len(panels), 1, figsize=(width, panel_height * len(panels)), squeeze=False
        )
        for ax, (title, counts, xlabel, ylabel) in zip(axes[:, 0], panels, strict=True):
            values = sorted(counts)
            total = sum(counts.values()) or 1
            shares = [100 * counts[v] / total for v in values]
            # Bars stand at their values, so a gap in the data is a gap in the plot.
            step = min((b - a for a, b in pairwise(values)), default=1)
            ax.bar(values, shares, color=_BAR, width=0.7 * step)
            if (values[-1] - values[0]) / step < 10:  # few: label every one
                ax.set_xticks(range(values[0], values[-1] + 1, step))
            else:
                ax.xaxis.set_major_locator(MaxNLocator(nbins=8, integer=True, steps=[1, 5, 10]))
            ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _pos: number(round(v))))
            ax.yaxis.set_major_locator(MaxNLocator(nbins=4, steps=[1, 2, 2.5, 5, 10]))
            ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: percent(v)))
            ax.set_title(title, loc="left", fontsize=11, fontweight="bold")
            ax.set_xlabel(xlabel)
            ax.set_ylabel(ylabel)
            ax.grid(axis="y", color=_INK, alpha=0.15, linewidth=0.6)
            ax.set_axisbelow(True)
        figure.tight_layout(h_pad=1.6)
        out = io.StringIO()
        figure.savefig(out, format="svg", metadata={"Date": None, "Creator": None})
        pyplot.close(figure)
    return _clean(out.getvalue(), title_id)


def _clean(svg: str, title_id: str) -> str:
    """The ``<svg>`` element alone, inked in ``currentColor``, sized by the page, labelled."""
    svg = svg[svg.index("<svg") :]
    svg = svg.replace(_INK, "currentColor")
    svg = re.sub(r"<metadata>.*?</metadata>\s*", "", svg, flags=re.DOTALL)
    # The width follows the page (CSS); the viewBox keeps the proportions.
    svg = re.sub(r'\s(width|height)="[0-9.]+pt"', "", svg, count=2)
    svg = svg.replace("<svg ", f'<svg role="img" aria-labelledby="{title_id}" ', 1)
    svg = svg.replace("font-family: 'DejaVu Sans'", "font-family: 'DejaVu Sans', sans-serif")
    # matplotlib's one style rule, as inherited properties of the root: a <style>
    # element's text is text to a page script (Sphinx's ?highlight= walks into it).
    rule = re.search(r'\s*<style type="text/css">\*\{([^}<]*)\}</style>', svg)
    if rule is not None:
        svg = svg[: rule.start()] + svg[rule.end() :]
        svg = svg.replace("<svg ", f'<svg style="{rule.group(1).strip()}" ', 1)
    # Its ids ("figure_1", "axes_1", …) are the same in every plot: a page shows
    # several, so each plot's ids start with its own title's id.
    svg = re.sub(r'\bid="([^"]+)"', rf'id="{title_id}-\1"', svg)
    svg = re.sub(r"url\(#([^)]+)\)", rf"url(#{title_id}-\1)", svg)
    svg = re.sub(r'href="#([^"]+)"', rf'href="#{title_id}-\1"', svg)
    return svg.strip() + "\n"
