"""QR codes of the desk's addresses: SVG for pages, text for the terminal."""

from __future__ import annotations

import io

import segno

# Any of the eight masks gives a valid code; scoring them all to pick the best takes three
# quarters of the time of making one, which a player waits for after every submission.
MASK = 0


def svg_document(address: str) -> bytes:
    """An SVG image of the code (no script, no style), served as a file of its own."""
    out = io.BytesIO()
    segno.make(address, error="m", mask=MASK).save(out, kind="svg", scale=4, border=2, dark="#000", light="#fff",
                                                    xmldecl=False, svgns=True)
    return out.getvalue()


def terminal(address: str) -> str:
    out = io.StringIO()
    segno.make(address, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()
