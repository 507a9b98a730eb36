"""What every browser test of the desk needs: Playwright's API and Debian's Chromium, or a skip
of the importing test module saying which of them is missing."""

from __future__ import annotations

import shutil

import pytest

sync_api = pytest.importorskip("playwright.sync_api", reason="the browser tests need playwright (the test extra)")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("the browser tests need Chromium: apt-get install chromium", allow_module_level=True)

# Flags for a closed network and a root user (no sandbox); Playwright's own browser is not used.
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
