"""Absolute addresses once the site's own address is known.

``make html SITE_URL=https://example.org/rules/`` publishes the site under
that address: every language lives in ``<SITE_URL><lang>/``. Search engines
then get absolute canonical and ``hreflang`` links, a sitemap and social
cards; without it every link stays relative and the site works from any
folder.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.errors import ConfigError


def site_root(value: str) -> str:
    """The site's address with one trailing slash, or ``""``; anything but http(s) is refused.

    >>> site_root("https://example.org/rules")
    'https://example.org/rules/'
    >>> site_root("")
    ''
    >>> site_root("example.org")
    Traceback (most recent call last):
      ...
    sphinx.errors.ConfigError: SITE_URL must be an http:// or https:// address: 'example.org'
    """
    value = value.strip()
    if not value:
        return ""
    parts = urlsplit(value)
    if parts.scheme not in {"http", "https"} or not parts.netloc or parts.query or parts.fragment:
        raise ConfigError(f"SITE_URL must be an http:// or https:// address: {value!r}")
    return value.rstrip("/") + "/"


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


def setup(app: Sphinx) -> None:
    app.add_config_value("site_base_url", "", "html", str)
    # After conf.py and -D: the language is known only then.
    app.connect("config-inited", set_addresses, priority=900)
