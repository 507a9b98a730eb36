"""Ban waves as riftcheck reports them: the newest it knows, and every wave with its origin.

A wave is one dated entry of the format data's bans, unbans or restrictions (shipped, or from
the user's formats update file named by `origin`), listed under every format whose list it is
part of (a 2v2 list takes constructed's waves).
"""

from __future__ import annotations

import datetime

from riftcheck.engine.values import FrozenValue
from riftcheck.games.riftbound.formats.files import NAME_LISTS, SHIPPED, Edition, lineage, names, parsed

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing
if TYPE_CHECKING:
    from typing import Any


class BanWave(FrozenValue):
    """One ban list update: the names it bans (or unbans, or restricts: `kind`) from
    `effective` on, in `formats`; `origin` is SHIPPED or the user's update file."""

    __slots__ = _fields = ("effective", "names", "formats", "source", "announced", "url", "kind", "origin")

    def __init__(self, effective: datetime.date, names: tuple[str, ...], formats: tuple[str, ...], source: str,
                 announced: datetime.date | None = None, url: str | None = None, kind: str = "bans",
                 origin: str = SHIPPED) -> None:
        self._freeze(effective, names, formats, source, announced, url, kind, origin)


class Knowledge(FrozenValue):
    """What riftcheck knows of the game's rules: its newest rules edition and ban wave."""

    __slots__ = _fields = ("edition", "ban_wave")

    def __init__(self, edition: Edition, ban_wave: BanWave | None) -> None:
        self._freeze(edition, ban_wave)

    def lines(self, lang: str = "en") -> list[str]:
        """Two lines for a terminal, in English or Thai: the edition, then the ban wave."""
        edition, wave = self.edition, self.ban_wave
        if lang == "th":
            lines = [f"กติกาฉบับล่าสุดที่ riftcheck รู้จัก: {edition.name} (ใช้ตั้งแต่ {edition.effective.isoformat()})"]
            if wave is not None:
                lines.append(f"การแบนรอบล่าสุดที่รู้จัก: มีผล {wave.effective.isoformat()} ในแบบ {', '.join(wave.formats)}: "
                             + "; ".join(wave.names)
                             + ("" if wave.origin == SHIPPED else f" (ไฟล์อัปเดตฟอร์แมตของคุณ {wave.origin})"))
            return lines
        lines = [f"Newest rules riftcheck knows: {edition.name} (applied from {edition.effective.isoformat()})"]
        if wave is not None:
            lines.append(f"Newest ban wave known: effective {wave.effective.isoformat()} in {', '.join(wave.formats)}: "
                         + "; ".join(wave.names)
                         + ("" if wave.origin == SHIPPED else f" (your formats update {wave.origin})"))
        return lines

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: dates as YYYY-MM-DD, absent values as null."""
        wave = self.ban_wave
        return {
            "rules_edition": {"name": self.edition.name, "effective": self.edition.effective.isoformat(),
                              "source": self.edition.source},
            "ban_wave": None if wave is None else {
                key: value for key, value in wave_dict(wave).items() if key not in ("kind", "origin")},
        }


def wave_dict(wave: BanWave) -> dict[str, Any]:
    """A wave's JSON form."""
    return {
        "effective": wave.effective.isoformat(),
        "announced": wave.announced.isoformat() if wave.announced else None,
        "names": list(wave.names), "formats": list(wave.formats), "source": wave.source, "url": wave.url,
        "kind": wave.kind, "origin": wave.origin,
    }


def waves(kinds: tuple[str, ...] = NAME_LISTS) -> list[BanWave]:
    """Every wave of the given kinds in every format file, oldest first, each naming the
    formats whose list it is part of."""
    formats = parsed()["formats"]
    found: list[BanWave] = []
    for document in formats.values():
        heirs = tuple(name for name in names() if document in lineage(name, formats))
        for kind in kinds:
            for entry in document.get(kind, ()):
                found.append(BanWave(entry["effective"], tuple(entry["names"]), heirs, entry["source"],
                                     entry.get("announced"), entry.get("url"), kind, entry.get("origin", SHIPPED)))
    return sorted(found, key=lambda wave: (wave.effective, wave.kind))


def known() -> Knowledge:
    """The newest rules edition and the newest ban wave in the data (riftcheck data, rules, JSON)."""
    bans = waves(("bans",))
    return Knowledge(parsed()["editions"][-1], max(bans, key=lambda wave: wave.effective) if bans else None)
