"""Lighthouse scores and page weight of the built site, as a phone sees it: ``make audit``.

Serves ``build/html`` on 127.0.0.1 through a server that compresses text
(gzip) and sets cache headers as a real host does, then runs the pinned
Lighthouse (``tests/benchmarks/lighthouse/``, mobile profile, the system's
Chromium) on one page of each type in each language. Prints a table: the
four category scores, the bytes transferred on a first visit and the raw
bytes, and for every score under 100 the audits that cost it.

``make audit`` builds the site under ``SITE_URL=http://127.0.0.1:8765/``
(so ``hreflang`` and canonical links are absolute, as published) into
``build/audit/`` and audits it there. A benchmark, not a test: the scores
move with the machine's load, so run it on a quiet machine. By hand::

    .venv/bin/python tests/benchmarks/audit_site.py --site build/audit/html --port 8765 \
        [--languages en pl] [--pages five-up/rules.html] [--json results.json]

``AUDIT_VERBOSE=1`` also lists each page's heaviest requests and console errors.
"""

from __future__ import annotations

import argparse
import gzip
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
import tomllib
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "build" / "html"
LIGHTHOUSE = Path(__file__).resolve().parent / "lighthouse" / "node_modules" / ".bin" / "lighthouse"
CHROMIUM = "/usr/bin/chromium"
LANGUAGES = tuple(tomllib.loads((ROOT / "docs" / "languages.toml").read_text("utf-8")))
PAGE_TYPES = (
    "index.html",
    "five-up/rules.html",
    "five-up/teach.html",
    "five-up/questions.html",
    "all-fives/rules.html",
    "up-or-down/rules.html",
    "differences.html",
    "glossary.html",
    "paper-tally.html",
    "search.html",
)
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
COMPRESSED = {".html", ".css", ".js", ".svg", ".json", ".xml", ".txt", ".ico"}


class CompressingHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, gzip-compressed when the browser accepts it, with a host's cache headers."""

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if (
            not path.is_file()
            or path.suffix not in COMPRESSED
            or "gzip" not in self.headers.get("Accept-Encoding", "")
        ):
            return super().send_head()
        body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Cache-Control", cache_control(path))
        self.end_headers()
        import io

        return io.BytesIO(body)

    def end_headers(self) -> None:
        if not any(line.startswith(b"Cache-Control") for line in self._headers_buffer):
            self.send_header("Cache-Control", cache_control(Path(self.path.split("?")[0])))
        super().end_headers()


def cache_control(path: Path) -> str:
    """Pages revalidate; assets, whose links carry a digest or version, are kept for a year."""
    return "no-cache" if path.suffix in {".html", ""} else "public, max-age=31536000, immutable"


def serve(directory: Path, port: int) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = partial(CompressingHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def ensure_lighthouse() -> None:
    if LIGHTHOUSE.exists():
        return
    print("audit: installing the pinned Lighthouse (npm ci)", flush=True)
    subprocess.run(
        ["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"],
        cwd=LIGHTHOUSE.parents[2],
        check=True,
    )


def audit(url: str) -> dict[str, object]:
    """One Lighthouse run (mobile): the category scores, the weights, and what cost points."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run(
            [
                str(LIGHTHOUSE),
                url,
                "--quiet",
                "--output=json",
                f"--output-path={report}",
                f"--only-categories={','.join(CATEGORIES)}",
                "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
            ],
            env={**os.environ, "CHROME_PATH": CHROMIUM},
            check=True,
        )
        data = json.loads(report.read_text(encoding="utf-8"))
    audits = data["audits"]
    requests = audits["network-requests"]["details"]["items"]
    lost: list[str] = []
    for name in CATEGORIES:
        for ref in data["categories"][name]["auditRefs"]:
            result = audits[ref["id"]]
            if ref["weight"] and result["score"] is not None and result["score"] < 1:
                lost.append(f"{name}:{ref['id']}")
    console = [
        item.get("description", "")[:160]
        for item in audits["errors-in-console"]["details"].get("items", [])
    ]
    heavy = sorted(requests, key=lambda item: -item.get("transferSize", 0))[:8]
    if os.environ.get("AUDIT_VERBOSE"):
        for item in heavy:
            print(f"    {item.get('transferSize', 0) / 1024:7.1f} KiB  {item['url'][-70:]}")
        for line in console:
            print(f"    console: {line}")
    return {
        "scores": {name: round(data["categories"][name]["score"] * 100) for name in CATEGORIES},
        "transferred": sum(item.get("transferSize", 0) for item in requests),
        "raw": sum(item.get("resourceSize", 0) for item in requests),
        "lost": lost,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0], allow_abbrev=False)
    parser.add_argument("--languages", nargs="+", default=list(LANGUAGES), choices=LANGUAGES)
    parser.add_argument("--pages", nargs="+", default=list(PAGE_TYPES))
    parser.add_argument(
        "--site", type=Path, default=SITE, help="the built site (default: build/html)"
    )
    parser.add_argument(
        "--port",
        type=int,
        default=0,
        help="serve on this port (the one SITE_URL named); default: any",
    )
    parser.add_argument("--json", type=Path, help="also write every result to this file")
    args = parser.parse_args(argv)
    if not (args.site / "en" / "index.html").is_file():
        print(f"audit: no site built in {args.site}: run `make audit`", file=sys.stderr)
        return 2
    ensure_lighthouse()
    server, base = serve(args.site, args.port)
    results = []
    header = f"{'page':28} {'lang':4} {'perf':>4} {'a11y':>4} {'b.p.':>4} {'seo':>4} {'KiB sent':>8} {'KiB raw':>8}"
    print(header)
    try:
        for page in args.pages:
            for language in args.languages:
                result = audit(f"{base}{language}/{page}")
                results.append({"page": page, "language": language, **result})
                s = result["scores"]
                assert isinstance(s, dict)
                print(
                    f"{page:28} {language:4} {s['performance']:4} {s['accessibility']:4} "
                    f"{s['best-practices']:4} {s['seo']:4} "
                    f"{result['transferred'] / 1024:8.1f} {result['raw'] / 1024:8.1f}"
                    + (f"  lost: {' '.join(result['lost'])}" if result["lost"] else ""),  # type: ignore[arg-type]
                    flush=True,
                )
    finally:
        server.shutdown()
    worst = {name: min(r["scores"][name] for r in results) for name in CATEGORIES}  # type: ignore[index]
    heaviest = max(results, key=lambda r: r["transferred"])  # type: ignore[arg-type,return-value]
    print(
        "lowest: "
        + ", ".join(f"{name} {score}" for name, score in worst.items())
        + f"; heaviest first visit: {heaviest['page']} ({heaviest['language']}) "
        f"{heaviest['transferred'] / 1024:.1f} KiB"  # type: ignore[operator]
    )
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
