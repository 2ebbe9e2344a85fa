"""The renderer, with the real Graphviz ``dot``: SVG out, cached, one process per batch."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from diagram_frames import frames
from dot_shim import DotShim

from diagrams import domino, render
from diagrams.render import DotNotFoundError, RenderError, render_svgs
from diagrams.tally import points_to_dot

# A module-scoped fixture builds once for the module: its tests go to one worker, first.
pytestmark = pytest.mark.xdist_group("tests/diagrams/test_render.py")

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
SEED_DOTS = sorted({domino.step_to_dot(step) for _, step in frames()})


def unique_dot(label: int) -> str:
    """A small graph no other test renders, so it is surely a cache miss."""
    return f'graph g{label} {{ a [label="{label}"] }}\n'


@pytest.fixture
def dot_shim(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DotShim:
    """A counting ``dot`` first on this process's ``PATH``."""
    shim = DotShim(tmp_path / "shim")
    monkeypatch.setenv("PATH", shim.path())
    return shim


@pytest.fixture(scope="module")
def seed_svgs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    return render_svgs(SEED_DOTS, tmp_path_factory.mktemp("seed-cache"))


def test_every_seed_frame_renders_to_an_svg(seed_svgs: list[Path]) -> None:
    for path in seed_svgs:
        root = ET.parse(path).getroot()
        assert root.tag == f"{SVG}svg"
        assert root.findall(f".//{SVG}g[@class='node']")


def test_svg_background_is_transparent(seed_svgs: list[Path]) -> None:
    for path in seed_svgs:
        graph = ET.parse(path).getroot().find(f"{SVG}g")
        assert graph is not None
        # With bgcolor=transparent dot draws no background polygon first.
        first = graph[0]
        assert not (first.tag == f"{SVG}polygon" and first.get("fill") == "white")


def test_rendering_is_byte_identical_across_caches(tmp_path: Path) -> None:
    sources = [*SEED_DOTS[:3], points_to_dot(65)]
    first = render_svgs(sources, tmp_path / "one")
    second = render_svgs(sources, tmp_path / "two")
    assert [p.name for p in first] == [p.name for p in second]
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]


def test_files_are_named_by_content_hash_in_source_order(tmp_path: Path) -> None:
    sources = [unique_dot(1), unique_dot(2), unique_dot(1)]
    paths = render_svgs(sources, tmp_path)
    assert [p.name for p in paths] == [render.svg_name(s) for s in sources]
    assert paths[0] == paths[2] != paths[1]


def test_a_cache_hit_starts_no_dot(tmp_path: Path, dot_shim: DotShim) -> None:
    sources = [unique_dot(10), unique_dot(11)]
    render_svgs(sources, tmp_path / "cache")
    assert dot_shim.starts() == 1
    render_svgs(sources, tmp_path / "cache")
    assert dot_shim.starts() == 1
    # The version in the key is asked once per process, not once per call.
    assert dot_shim.versions() == 1


def fake_dot(directory: Path, version: str) -> str:
    """A ``dot`` that says it is ``version`` and draws with the real one."""
    real = render.find_dot()
    directory.mkdir(parents=True)
    script = directory / "dot"
    script.write_text(
        f'#!/bin/sh\n[ "$1" = -V ] && {{ echo "dot - graphviz version {version}" >&2; exit 0; }}\n'
        f'exec {real} "$@"\n',
        encoding="utf-8",
    )
    script.chmod(0o755)
    return str(script)


def test_a_new_graphviz_or_a_changed_renderer_draws_afresh(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = unique_dot(12)
    old, new = fake_dot(tmp_path / "old", "2.43.0"), fake_dot(tmp_path / "new", "12.2.1")
    assert render.svg_name(source, old) == render.svg_name(
        source, fake_dot(tmp_path / "same", "2.43.0")
    )
    assert render.svg_name(source, old) != render.svg_name(source, new)
    [drawn] = render_svgs([source], tmp_path / "cache", dot=new)
    assert drawn.name == render.svg_name(source, new)
    # The renderer's own source is in the key: no version to bump by hand.
    before = render.svg_name(source, old)
    edited = tmp_path / "render.py"
    edited.write_bytes(Path(render.__file__).read_bytes() + b"\n# changed\n")
    monkeypatch.setattr(render, "__file__", str(edited))
    render.renderer.cache_clear()
    try:
        assert render.svg_name(source, old) != before
    finally:
        monkeypatch.undo()
        render.renderer.cache_clear()


def test_a_batch_of_misses_starts_dot_once(tmp_path: Path, dot_shim: DotShim) -> None:
    sources = [unique_dot(20 + n) for n in range(6)]
    paths = render_svgs(sources, tmp_path / "cache")
    assert dot_shim.starts() == 1
    assert all(p.exists() for p in paths)


def test_only_the_misses_are_rendered(tmp_path: Path, dot_shim: DotShim) -> None:
    cached = render_svgs([unique_dot(30)], tmp_path / "cache")[0]
    stamp = cached.stat().st_mtime_ns
    fresh = [unique_dot(31), unique_dot(32)]
    render_svgs([unique_dot(30), *fresh], tmp_path / "cache")
    assert dot_shim.starts() == 2
    assert cached.stat().st_mtime_ns == stamp


def test_cache_holds_only_finished_svgs(tmp_path: Path) -> None:
    render_svgs([unique_dot(50), unique_dot(51)], tmp_path)
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == sorted([render.svg_name(unique_dot(50)), render.svg_name(unique_dot(51))])


def test_a_failed_write_leaves_nothing_half_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(source: str, target: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(render.os, "replace", refuse)
    with pytest.raises(OSError, match="disk full"):
        render_svgs([unique_dot(60)], tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_bad_dot_raises_render_error_with_first_line_and_stderr(tmp_path: Path) -> None:
    good, bad = unique_dot(70), "// the broken one\ngraph broken { a -- }\n"
    with pytest.raises(RenderError) as raised:
        render_svgs([good, bad], tmp_path)
    error = raised.value
    assert error.first_line == "// the broken one"
    assert "syntax error in line 2" in error.stderr
    assert "'// the broken one'" in str(error) and "syntax error" in str(error)
    # Nothing of the failed batch is stored, and no temporary files remain.
    assert list(tmp_path.iterdir()) == []


def test_missing_dot_gives_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DotNotFoundError, match=r"Graphviz is needed.*not found on PATH"):
        render_svgs([unique_dot(80)], tmp_path, dot="no-such-graphviz-dot")


def test_processes_drawing_the_same_batch_at_once_all_get_whole_files(tmp_path: Path) -> None:
    """No lock: each process may draw a miss, and every file it renames into place is whole.

    Four processes start together on one cold cache; each must get every path,
    and the cache must end up with exactly one finished file per diagram,
    byte-identical to a drawing made alone.
    """
    cache = tmp_path / "cache"
    sources = SEED_DOTS[:10]
    script = (
        "from pathlib import Path; from diagrams.render import render_svgs\n"
        f"paths = render_svgs({sources!r}, Path({str(cache)!r}))\n"
        "print(' '.join(p.name for p in paths))\n"
    )
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", script], env=environment, stdout=subprocess.PIPE, text=True
        )
        for _ in range(4)
    ]
    outputs = [w.communicate(timeout=120)[0] for w in workers]
    assert [w.returncode for w in workers] == [0] * 4
    expected = " ".join(render.svg_name(s) for s in sources) + "\n"
    assert outputs == [expected] * 4
    assert sorted(p.name for p in cache.iterdir()) == sorted({render.svg_name(s) for s in sources})
    alone = render_svgs(sources, tmp_path / "alone")
    assert [p.read_bytes() for p in alone] == [(cache / p.name).read_bytes() for p in alone]


def test_errors_survive_pickling_between_build_processes() -> None:
    error = pickle.loads(pickle.dumps(RenderError("// one", "Error: bad")))
    assert (type(error), error.first_line, error.stderr) == (RenderError, "// one", "Error: bad")
    missing = pickle.loads(pickle.dumps(DotNotFoundError("dot")))
    assert type(missing) is DotNotFoundError and str(missing) == str(DotNotFoundError("dot"))
