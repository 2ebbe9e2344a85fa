"""The browser tests' fixtures, from browser_session: the site served on 127.0.0.1 and one headless Chromium per test process."""

from browser_session import browser, context, dark_page, light_page, page, phone, site_url

__all__ = ["browser", "context", "dark_page", "light_page", "page", "phone", "site_url"]
