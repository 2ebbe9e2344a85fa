"""Polish and Russian frames read exactly like the approved rule pages' texts.

The golden files hold every frame the seeds mark (★), copied from the seeds:
the moves, the frame shown, and the caption line, caption sentence and long
description. The test writes one worked example per golden frame, builds it
in the golden file's language and compares the texts exactly.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from build_warnings import build_warnings
from figures import figures

GOLDEN = Path(__file__).resolve().parent / "golden"


def golden(language: str) -> list[dict[str, object]]:
    return [
        data
        for path in sorted(GOLDEN.glob(f"{language}-*.json"))
        for data in [json.loads(path.read_text(encoding="utf-8"))]
    ]


def write_examples(srcdir: Path, sets: list[dict[str, object]]) -> list[dict[str, object]]:
    blocks, expected = ["# Frames", ""], []
    for data in sets:
        for frame in data["frames"]:  # type: ignore[attr-defined]
            moves = "\n".join(frame["moves"])
            blocks += [
                "```{worked-example}",
                f":game: {data['game']}",
                f":show: {frame['show']}",
                "",
                moves,
                "```",
                "",
            ]
            expected.append({"legend": data["legend"], **frame})
    (srcdir / "frames.md").write_text("\n".join(blocks), encoding="utf-8")
    return expected


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_localized_frames_equal_the_seeds(
    make_app, tmp_path: Path, rootdir: Path, language: str
) -> None:
    import shutil

    srcdir = tmp_path / language
    shutil.copytree(rootdir / "test-frames", srcdir)
    sets = golden(language)
    assert sets, f"no golden frames for {language}"
    expected = write_examples(srcdir, sets)
    app = make_app("html", srcdir=srcdir, confoverrides={"language": language})
    app.build()
    assert build_warnings(app.warning.getvalue()) == []
    # The seeds' words, with the page's no-break spaces (after one-letter
    # words, before dashes) read as the spaces the seeds print.
    page = (Path(app.outdir) / "frames.html").read_text(encoding="utf-8").replace("\xa0", " ")
    built = figures(page)
    assert len(built) == len(expected) == sum(len(d["frames"]) for d in sets)  # type: ignore[arg-type]
    for figure, frame in zip(built, expected, strict=True):
        assert figure.placed == frame["placed"]
        assert figure.caption == frame["caption"]
        assert figure.description == frame["description"]
    # The seeds print the legend's two keys run together.
    filled = re.findall(r'<span class="worked-example-legend-filled">(.*?)</span>', page)
    empty = re.findall(r'<span class="worked-example-legend-empty">(.*?)</span>', page)
    assert {f + e for f, e in zip(filled, empty, strict=True)} == {d["legend"] for d in sets}
