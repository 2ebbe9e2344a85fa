"""The browser tests' fixtures, from browser_session: the site served on 127.0.0.1 and one headless Chromium per test process."""

from browser_session import browser, context, page, phone, site_url

__all__ = ["browser", "context", "page", "phone", "site_url"]
