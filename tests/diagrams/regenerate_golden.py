"""Rewrite the golden DOT files from the current drawing code.

Run from the repository root after a deliberate change to the drawing:

    .venv/bin/python tests/diagrams/regenerate_golden.py

then look at the diff (and at a few rendered frames) before committing.
"""

from __future__ import annotations

if __name__ == "__main__":
    from diagram_frames import GOLDEN_DOT, frames

    from diagrams.domino import step_to_dot
    from diagrams.tally import points_to_dot

    GOLDEN_DOT.mkdir(parents=True, exist_ok=True)
    for stale in GOLDEN_DOT.glob("*.dot"):
        stale.unlink()
    for name, step in frames():
        (GOLDEN_DOT / name).write_text(step_to_dot(step), encoding="utf-8")
    print(f"wrote {len(frames())} files to {GOLDEN_DOT.name}/")
    (GOLDEN_DOT.parent / "tally-65.dot").write_text(points_to_dot(65), encoding="utf-8")
    print("wrote tally-65.dot")
