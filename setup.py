"""Packaging: everything else is in pyproject.toml.

A wheel (and a wheel built from the sdist) carries the Sphinx extension's
message catalogs compiled: ``build_py`` writes each ``.po``'s ``.mo`` next to
it in the build directory, never in the source tree. An editable install
(``pip install -e .``) gets none; the extension then compiles its catalog into
the Sphinx build's own directory (``sphinx_table_games/catalog.py``).
"""

from __future__ import annotations

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

CATALOGS = "sphinx_table_games/locale/*/LC_MESSAGES/*.po"


class BuildPyWithCatalogs(build_py):
    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in sorted(Path().glob(CATALOGS)):
            mo = Path(self.build_lib) / po.with_suffix(".mo")
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parent.parent.name)
            with mo.open("wb") as target:
                write_mo(target, catalog)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not self.editable_mode:
            outputs += [
                str(Path(self.build_lib) / po.with_suffix(".mo"))
                for po in sorted(Path().glob(CATALOGS))
            ]
        return outputs


setup(cmdclass={"build_py": BuildPyWithCatalogs})
