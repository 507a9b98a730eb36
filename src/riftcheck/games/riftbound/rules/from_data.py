"""Paragraphs of rule documentation written from data/formats, so that they never go stale.

A rule whose documentation quotes facts that change (ban waves, sideboard sizes, set release
dates) writes `{facts}` where they belong in its docstring and DOC_TH, and sets FACTS to one of
the functions here; riftcheck.games.riftbound.rules.documentation fills the paragraph in, in either language.
"""

from __future__ import annotations

from collections.abc import Callable

from riftcheck.engine.verdicts.findings import Message

_AND = {"en": " and ", "th": " และ "}
_FROM = Message(en="from {date}: {what}", th="ตั้งแต่ {date}: {what}")
_UNBANNED = Message(en="unbanned from {date}: {what}", th="ยกเลิกแบนตั้งแต่ {date}: {what}")
_NONE = {
    "bans": Message(en="no ban list", th="ไม่มีรายการแบน"),
    "restrictions": Message(en="no restricted cards", th="ไม่มีการ์ดจำกัด"),
}
_HEADINGS = {
    "bans": Message(en="The ban lists in riftcheck's data (data/formats/):",
                    th="รายการแบนในข้อมูลของ riftcheck (data/formats/):"),
    "restrictions": Message(en="The restricted cards in riftcheck's data (data/formats/):",
                            th="การ์ดจำกัดในข้อมูลของ riftcheck (data/formats/):"),
    "sideboard": Message(en="Sideboard sizes in riftcheck's data (data/formats/):",
                         th="จำนวนใบในไซด์บอร์ดตามข้อมูลของ riftcheck (data/formats/):"),
}
_SIZES = {
    "exactly": Message(en="exactly {bound} cards", th="{bound} ใบพอดี"),
    "one-of": Message(en="exactly {bound} cards", th="{bound} ใบพอดี"),
    "at-least": Message(en="at least {bound} cards", th="อย่างน้อย {bound} ใบ"),
    "at-most": Message(en="at most {bound} cards", th="ไม่เกิน {bound} ใบ"),
    "unlimited": Message(en="any number of cards", th="กี่ใบก็ได้"),
}
_OR = {"en": " or ", "th": " หรือ "}
_SETS = Message(
    en="Standard sets and their release dates in riftcheck's data (data/formats/sets.yaml): {standard}. "
       "Promotional pools, which never make a name legal by themselves: {promotional}.",
    th="ชุดการ์ด Standard และวันวางจำหน่ายตามข้อมูลของ riftcheck (data/formats/sets.yaml): {standard} "
       "ส่วนชุดโปรโมชันซึ่งไม่ทำให้ชื่อการ์ดใช้แข่งได้ด้วยตัวเอง: {promotional}",
)
_UNDATED = {"en": "date not known yet", "th": "ยังไม่ทราบวัน"}

Facts = Callable[[str], str]


def _by_format(lang: str, heading: str, body: Callable[[str], str]) -> str:
    """The heading, then one line per group of formats whose `body` reads the same."""
    from riftcheck.games.riftbound import formats

    groups: dict[str, list[str]] = {}
    for name in formats.names():
        groups.setdefault(body(name), []).append(name)
    lines = [f"- {_AND[lang].join(names)}: {text}" for text, names in groups.items()]
    return "\n".join([_HEADINGS[heading].in_language(lang), *lines])


def _names_in_waves(key: str, lang: str) -> Callable[[str], str]:
    def body(format_name: str) -> str:
        from riftcheck.games.riftbound import formats

        changes = [(entry, _FROM) for entry in formats.history(format_name, key)]
        if key == "bans":
            changes += [(entry, _UNBANNED) for entry in formats.history(format_name, "unbans")]
        if not changes:
            return _NONE[key].in_language(lang)
        changes.sort(key=lambda change: change[0]["effective"])
        return "; ".join(
            template.in_language(lang).format(date=entry["effective"].isoformat(), what=" · ".join(entry["names"]))
            for entry, template in changes
        )

    return body


def ban_history(lang: str) -> str:
    """Every format's ban waves (and unbans), each with its date."""
    return _by_format(lang, "bans", _names_in_waves("bans", lang))


def restriction_history(lang: str) -> str:
    """Every format's restricted cards, each with the date it took effect."""
    return _by_format(lang, "restrictions", _names_in_waves("restrictions", lang))


def _size_text(raw: dict, lang: str) -> str:
    from riftcheck.games.riftbound import formats

    size = formats.zone_size(raw)
    bound = size.bound
    if isinstance(bound, tuple):
        bound = _OR[lang].join(str(value) for value in bound)
    return _SIZES[size.kind].in_language(lang).format(bound=bound)


def sideboard_history(lang: str) -> str:
    """Every format's sideboard size, each size from the date it took effect."""

    def body(format_name: str) -> str:
        from riftcheck.games.riftbound import formats

        dated = [entry for entry in formats.history(format_name, "settings") if "sideboard" in entry]
        return "; ".join(
            _FROM.in_language(lang).format(date=entry["effective"].isoformat(), what=_size_text(entry["sideboard"], lang))
            for entry in dated
        )

    return _by_format(lang, "sideboard", body)


def set_releases(lang: str) -> str:
    """The Standard sets with their release dates, and the promotional pools."""
    from riftcheck.games.riftbound import formats

    sets = formats.card_sets().values()
    standard = ", ".join(
        f"{known.code} {known.name} {known.released.isoformat() if known.released else _UNDATED[lang]}"
        for known in sets if known.standard
    )
    promotional = ", ".join(known.code for known in sets if not known.standard)
    return _SETS.in_language(lang).format(standard=standard, promotional=promotional)


_RECORDED = Message(
    en="riftcheck's ban lists and rules are recorded up to {date} ({origin}).",
    th="รายการแบนและกติกาใน riftcheck บันทึกไว้ถึงวันที่ {date} ({origin})",
)
_RECORDED_ORIGIN = {
    "shipped": Message(en="shipped with riftcheck, data/formats/recorded.yaml",
                       th="มากับ riftcheck ใน data/formats/recorded.yaml"),
    "yours": Message(en="your formats update {name}", th="ไฟล์อัปเดตฟอร์แมตของคุณ {name}"),
}


def recorded_until(lang: str) -> str:
    """The day the ban lists and rules are recorded up to, and which file says so (the shipped
    data/formats/recorded.yaml always records one)."""
    from riftcheck.games.riftbound.formats import files

    day, origin = files.recorded()
    kind = "shipped" if origin == files.SHIPPED else "yours"
    return _RECORDED.in_language(lang).format(date=day.isoformat(),
                                              origin=_RECORDED_ORIGIN[kind].in_language(lang).format(name=origin))
