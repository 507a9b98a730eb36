"""QR codes of the desk's addresses: SVG for pages, text for the terminal."""

from __future__ import annotations

import io

import segno

# Any of the eight masks gives a valid code; scoring them all to pick the best takes three
# quarters of the time of making one, which a player waits for after every submission.
MASK = 0


def svg(address: str) -> str:
    """An <svg> element (no script, no style attribute) to put inside a page."""
    return segno.make(address, error="m", mask=MASK).svg_inline(scale=4, border=2, dark="#000", light="#fff")


def terminal(address: str) -> str:
    out = io.StringIO()
    segno.make(address, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()
