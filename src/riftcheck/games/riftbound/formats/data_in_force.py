"""The card and format data in force, in a few lines: what a verdict was reached with.

riftcheck's version, the format data's version, the newest ban wave and where it comes from
(shipped, or the user's formats update), the day the ban lists and rules are recorded up to (a
check dated after it is unconfirmed) and where that comes from, the sets whose card data is a
preview, the sets announced without card data, and the user's formats updates. The registration desk shows it on
an organiser's event page (through riftcheck.api.data_in_force); `riftcheck data` shows it all.
"""

from __future__ import annotations

from typing import Any

from riftcheck.games.riftbound.formats.files import SHIPPED

_LINES = {
    "en": {
        "head": "Card and format data in force: riftcheck {version}, format data {formats}.",
        "wave": "Newest ban wave: effective {effective} in {formats}: {names} ({origin}).",
        "recorded": "Ban lists and rules recorded up to {until} ({origin}); a check dated after it is unconfirmed.",
        "shipped": "shipped with riftcheck",
        "yours": "your formats update {name}",
        "provisional": "Provisional card data (previews): {sets}.",
        "preview": "{name} (preview of {snapshot})",
        "announced": "Sets announced, without card data yet: {sets}.",
        "release": "{name} (release {released})",
        "updates": "Your formats updates: {names}.",
    },
    "th": {
        "head": "ข้อมูลการ์ดและฟอร์แมตที่ใช้อยู่: riftcheck {version} ข้อมูลฟอร์แมต {formats}",
        "wave": "การแบนรอบล่าสุด: มีผล {effective} ในแบบ {formats}: {names} ({origin})",
        "recorded": "รายการแบนและกติกาบันทึกไว้ถึงวันที่ {until} ({origin}) การตรวจสำหรับวันที่หลังจากนั้นจะยืนยันไม่ได้",
        "shipped": "มากับ riftcheck",
        "yours": "ไฟล์อัปเดตฟอร์แมตของคุณ {name}",
        "provisional": "ข้อมูลการ์ดชั่วคราว (พรีวิว): {sets}",
        "preview": "{name} (พรีวิว ณ {snapshot})",
        "announced": "ชุดที่ประกาศแล้วแต่ยังไม่มีข้อมูลการ์ด: {sets}",
        "release": "{name} (วางจำหน่าย {released})",
        "updates": "ไฟล์อัปเดตฟอร์แมตของคุณ: {names}",
    },
}


def data_in_force(lang: str = "en") -> dict[str, Any]:
    """The data in force as plain values (a new dict the caller owns) and as `lines` in `lang`
    ("en" or "th")."""
    from riftcheck.games.riftbound.formats import ban_waves, files as format_files
    from riftcheck.games.riftbound.cards.db import load_db
    from riftcheck.engine.today import today
    from riftcheck.engine.version import __version__

    newest = ban_waves.known().ban_wave
    recorded_until, recorded_origin = format_files.recorded()
    files = load_db().files
    known = format_files.card_sets()
    described = {
        "version": __version__,
        "formats_data": format_files.data_version(),
        "newest_ban_wave": None if newest is None else ban_waves.wave_dict(newest),
        "recorded_until": {"date": recorded_until.isoformat(), "origin": recorded_origin},
        "provisional_sets": [{"code": code, "name": file["name"], "snapshot": file["snapshot"]}
                             for code, file in files.items() if file["status"] == "provisional"],
        "announced_sets": [{"code": code, "name": entry.name, "released": entry.released.isoformat()}
                           for code, entry in known.items()
                           if entry.released and entry.released > today() and code not in files],
        "formats_updates": [update["name"] for update in format_files.updates()],
    }
    described["lines"] = lines(described, lang)
    return described


def lines(described: dict[str, Any], lang: str = "en") -> list[str]:
    """The data in force as sentences in `lang`."""
    words = _LINES["th" if lang == "th" else "en"]
    found = [words["head"].format(version=described["version"], formats=described["formats_data"])]
    wave = described["newest_ban_wave"]
    if wave is not None:
        found.append(words["wave"].format(effective=wave["effective"], formats=", ".join(wave["formats"]),
                                          names="; ".join(wave["names"]), origin=_origin(wave["origin"], words)))
    recorded = described["recorded_until"]
    found.append(words["recorded"].format(until=recorded["date"], origin=_origin(recorded["origin"], words)))
    if described["provisional_sets"]:
        found.append(words["provisional"].format(sets=", ".join(
            words["preview"].format(**entry) for entry in described["provisional_sets"])))
    if described["announced_sets"]:
        found.append(words["announced"].format(sets=", ".join(
            words["release"].format(**entry) for entry in described["announced_sets"])))
    if described["formats_updates"]:
        found.append(words["updates"].format(names=", ".join(described["formats_updates"])))
    return found


def _origin(origin: str, words: dict[str, str]) -> str:
    return words["shipped"] if origin == SHIPPED else words["yours"].format(name=origin)
