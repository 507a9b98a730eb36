"""QR codes of the desk's addresses: SVG for pages, text for the terminal."""

from __future__ import annotations

import io

import segno


def svg(address: str) -> str:
    """An <svg> element (no script, no style attribute) to put inside a page."""
    return segno.make(address, error="m").svg_inline(scale=4, border=2, dark="#000", light="#fff")


def terminal(address: str) -> str:
    out = io.StringIO()
    segno.make(address, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()
