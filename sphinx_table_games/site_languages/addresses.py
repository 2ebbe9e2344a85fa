"""The same page in every language, and absolute addresses once the site's own is known.

Each language is built into a sibling directory (``build/html/<lang>/``), so
the same page in another language is ``../<lang>/<page>`` from the language
root, whatever the page's depth: the language switcher and the ``hreflang``
links of every page (``site_language_names``) point there.

``make html SITE_URL=https://example.org/rules/`` publishes the site under
that address: every language lives in ``<SITE_URL><lang>/``. Search engines
then get absolute canonical and ``hreflang`` links, a sitemap and social
cards; without it every link stays relative and the site works from any
folder.
"""

from __future__ import annotations

import ipaddress
import re
from typing import Any
from urllib.parse import urlsplit

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError

#: Characters an address must not hold as they are: they would end an HTML
#: attribute, a line of robots.txt or a shell word where the address is written.
_UNSAFE = re.compile(r"[\s\"'<>\\`{}|^]")


def site_root(value: str) -> str:
    """The site's address with one trailing slash, or ``""``; anything but a plain http(s) address is refused.

    >>> site_root("https://example.org/rules")
    'https://example.org/rules/'
    >>> site_root("")
    ''
    >>> site_root("example.org")
    Traceback (most recent call last):
      ...
    sphinx.errors.ConfigError: SITE_URL must be an http:// or https:// address: 'example.org'
    >>> site_root('https://example.org/"><script>')
    Traceback (most recent call last):
      ...
    sphinx.errors.ConfigError: SITE_URL must not hold spaces, quotes, <, > or \\: 'https://example.org/"><script>'
    """
    value = value.strip()
    if not value:
        return ""
    shown = value if len(value) <= 80 else f"{value[:60]}… ({len(value)} characters)"
    if _UNSAFE.search(value) or not value.isprintable():
        raise ConfigError(f"SITE_URL must not hold spaces, quotes, <, > or \\: {shown!r}")
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018  (refuses a port out of range)
    except ValueError as error:
        raise ConfigError(f"SITE_URL is not an address ({error}): {shown!r}") from None
    if parts.scheme not in {"http", "https"} or not parts.netloc or "?" in value or "#" in value:
        raise ConfigError(f"SITE_URL must be an http:// or https:// address: {shown!r}")
    if not _plain_host(parts.netloc):
        raise ConfigError(
            f"SITE_URL must name a host and at most a port 1-65535, no user or password: {shown!r}"
        )
    return value.rstrip("/") + "/"


#: A host name (letters, digits and hyphens between dots) or an IPv4 address, then perhaps a port.
_HOST = re.compile(r"[^\W_](?:[\w-]*[^\W_])?(?:\.[^\W_](?:[\w-]*[^\W_])?)*\.?")
_PORT = re.compile(r"(?::(\d{1,5}))?")


def _plain_host(netloc: str) -> bool:
    """Whether ``netloc`` is a host and perhaps a port: no user, no password, no empty host, no port 0.

    >>> [_plain_host(n) for n in ("example.org", "[::1]:8080", "127.0.0.1:8765")]
    [True, True, True]
    >>> [_plain_host(n) for n in (":80", "user:pw@example.org", "a.org:0", "[::1]x", "[::1")]
    [False, False, False, False, False]
    """
    if netloc.startswith("["):
        inside, closed, rest = netloc[1:].partition("]")
        try:
            ipaddress.IPv6Address(inside)
        except ValueError:
            return False
        host_ok = bool(closed)
    else:
        found = _HOST.match(netloc)
        host_ok = found is not None
        rest = netloc[found.end() :] if found else ""
    port = _PORT.fullmatch(rest)
    return host_ok and port is not None and (port[1] is None or 0 < int(port[1]) <= 65535)


def language_root(config: Config) -> str:
    """``<SITE_URL><lang>/``, or ``""`` without a site address."""
    root = site_root(config.site_base_url)
    return f"{root}{config.language or 'en'}/" if root else ""


def set_addresses(app: Sphinx, config: Config) -> None:
    """Point canonical links, the sitemap, social cards and the 404 page at the language's root."""
    config.site_base_url = site_root(config.site_base_url)
    language = config.language or "en"
    root = language_root(config)
    if root:
        config.html_baseurl = root
        if hasattr(config, "ogp_site_url"):
            config.ogp_site_url = root
    if hasattr(config, "notfound_urls_prefix"):
        # The host serves 404.html for any missing path, so its links cannot be relative.
        config.notfound_urls_prefix = urlsplit(root).path if root else f"/{language}/"


def served_anywhere(app: Sphinx, pagename: str) -> bool:
    """Whether the host serves ``pagename`` at any address: the 404 page, for every missing path."""
    return pagename == getattr(app.config, "notfound_pagename", None)


def site_path(app: Sphinx) -> str:
    """The site's root as a path from the host's (``/`` without a site address): for links that work from any depth."""
    return urlsplit(site_root(app.config.site_base_url)).path or "/"


def language_links(app: Sphinx, pagename: str) -> list[dict[str, Any]]:
    """Links to ``pagename`` in every language of ``site_language_names``, relative to the page.

    The 404 page is served at any depth, so its links start at the site's root instead.
    """
    uri = app.builder.get_target_uri(pagename)
    up = site_path(app) if served_anywhere(app, pagename) else "../" * (uri.count("/") + 1)
    # The site's root, not html_baseurl: that is this language's own root.
    base = app.config.site_base_url.rstrip("/")
    links = []
    for code, name in app.config.site_language_names:
        relative = f"{up}{code}/{uri}"
        links.append(
            {
                "code": code,
                "name": name,
                "href": relative,
                # Search engines want absolute alternates; without a base URL, relative ones.
                "absolute": f"{base}/{code}/{uri}" if base else relative,
                "current": code == (app.config.language or "en"),
            }
        )
    return links


def add_language_context(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: object
) -> None:
    """The switcher's and the ``hreflang`` links' data for the templates."""
    if not app.config.site_language_names or app.builder.format != "html":
        return
    links = language_links(app, pagename)
    language = app.config.language or "en"
    context["site_languages"] = links
    context["site_current_language"] = next((link for link in links if link["current"]), None)
    context["site_default_language"] = app.config.site_language_names[0][0]
    context["site_language_label"] = app.config.site_language_labels.get(language, "Language")


_RELATIVE_HREF = re.compile(r'href="(?![a-z][a-z0-9+.-]*:|/|#)([^"]+)"')


def root_links_on_the_404_page(
    app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: object
) -> None:
    """The 404 page's own text links from the site's root: the host serves it at any depth.

    sphinx-notfound-page makes the template's links absolute, not those in the page's body.
    """
    if served_anywhere(app, pagename) and isinstance(context.get("body"), str):
        prefix = f"{site_path(app)}{app.config.language or 'en'}/"
        context["body"] = _RELATIVE_HREF.sub(rf'href="{prefix}\1"', context["body"])


def setup(app: Sphinx) -> None:
    app.connect("html-page-context", root_links_on_the_404_page)
    app.add_config_value("site_base_url", "", "html", str)
    #: ``[(code, name in its own language), …]``, the first the pages' own language.
    app.add_config_value("site_language_names", [], "html", list)
    #: ``{code: "Language" in that language}``: the switcher's accessible name.
    app.add_config_value("site_language_labels", {}, "html", dict)
    app.connect("html-page-context", add_language_context)
    # After conf.py and -D: the language is known only then.
    app.connect("config-inited", set_addresses, priority=900)
