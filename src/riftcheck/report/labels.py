"""Words the text reports use, in English and Thai.

The words of a concept (zones, severities, table headers) come from data/terms.json, the one
place riftcheck keeps a word per concept (riftcheck.engine.terms); the sentences are here.
"""

from __future__ import annotations

from riftcheck.engine.terms import heading, term

LABELS = {
    "en": {
        "legal": "LEGAL",
        "illegal": "ILLEGAL",
        "unreadable": "UNREADABLE",
        "unconfirmed": "UNCONFIRMED",
        "unconfirmed_because": "Not legal until checked: riftcheck could not decide",
        "on_trust": "Taken on trust (--unknown-new-cards warn)",
        "needs_review": "needs review",
        "zone.legend": "Legend",
        "zone.battlefields": "Battlefields",
        "zone.deck": "Deck",
        "rule": "rule",
        "signature": "Signature",
        "colourless": "colourless",
        "deck": "Deck",
        "attention_only": "The table lists {shown} of the {attention} decks that need attention (unreadable, illegal, "
        "unconfirmed or with warnings); {others}",
        "totals": "{decks} decks: {legal} legal, {illegal} illegal, {unconfirmed} unconfirmed, {unreadable} unreadable",
        "attention_all": "The table lists all {attention} decks that need attention (unreadable, illegal, "
        "unconfirmed or with warnings); {others}",
        "attention_all_one": "The table lists the one deck that needs attention (unreadable, illegal, "
        "unconfirmed or with warnings); {others}",
        "others_legal": "the {legal} others are legal and counted below.",
        "others_legal_one": "the other one is legal and counted below.",
        "more_detail": "Run with -o json or --report FILE for every finding of every deck.",
        "more_detail_json": "Run with -o json for every finding of every deck.",
        "report_written": "The report of every deck is in {path}.",
        "checking": "Checking",
    },
    "th": {
        "legal": "ถูกกติกา",
        "illegal": "ผิดกติกา",
        "unreadable": "อ่านไม่ได้",
        "unconfirmed": "ยืนยันไม่ได้",
        "unconfirmed_because": "ยังยืนยันไม่ได้ เพราะ riftcheck ตัดสินเรื่องต่อไปนี้ไม่ได้",
        "on_trust": "ยอมรับไว้ก่อนตามที่ผู้จัดเลือก (--unknown-new-cards warn)",
        "needs_review": "ต้องให้คนตรวจเพิ่ม",
        "zone.legend": "แชมเปียนเลเจนด์",
        "zone.battlefields": "สนามรบ",
        "zone.deck": "ทั้งเด็ค",
        "rule": "กฎข้อ",
        "signature": "การ์ดซิกเนเจอร์",
        "colourless": "ไม่มีโดเมน",
        "deck": "เด็ค",
        "attention_only": "ตารางแสดง {shown} จาก {attention} เด็คที่ต้องดู (อ่านไม่ได้ ผิดกติกา ยืนยันไม่ได้ หรือมีคำเตือน) "
        "{others}",
        "totals": "ทั้งหมด {decks} เด็ค: ถูกกติกา {legal}, ผิดกติกา {illegal}, ยืนยันไม่ได้ {unconfirmed}, อ่านไม่ได้ {unreadable}",
        "attention_all": "ตารางแสดงทั้ง {attention} เด็คที่ต้องดู (อ่านไม่ได้ ผิดกติกา ยืนยันไม่ได้ หรือมีคำเตือน) "
        "{others}",
        "attention_all_one": "ตารางแสดงเด็คที่ต้องดู 1 เด็ค (อ่านไม่ได้ ผิดกติกา ยืนยันไม่ได้ หรือมีคำเตือน) {others}",
        "others_legal": "อีก {legal} เด็คถูกกติกาและนับรวมในยอดด้านล่าง",
        "more_detail": "ใช้ -o json หรือ --report ไฟล์ เพื่อดูทุกข้อของทุกเด็ค",
        "more_detail_json": "ใช้ -o json เพื่อดูทุกข้อของทุกเด็ค",
        "report_written": "รายงานของทุกเด็คอยู่ที่ {path}",
        "checking": "กำลังตรวจ",
    },
}


# Label key -> (terms.json key, whether it starts a line or a header: capitalised in English).
_TERMS = {
    "zone.main": ("main-deck", True),
    "zone.runes": ("rune-deck", True),
    "zone.sideboard": ("sideboard", True),
    "zone.champion": ("chosen-champion", True),
    "zone.commander": ("commander", True),
    "zone.companion": ("companion", True),
    "error": ("severity.error", False),
    "warning": ("severity.warning", False),
    "info": ("severity.info", False),
    "line": ("line", False),
    "hint": ("hint", False),
    "player": ("player", True),
    "file": ("file", True),
    "verdict": ("verdict", True),
    "errors": ("errors", True),
    "warnings": ("warnings", True),
    "first_problem": ("first-problem", True),
    "summary": ("summary", True),
    "identity": ("domain-identity", False),
}


def label(lang: str, key: str, **values) -> str:
    if key in _TERMS:
        name, capital = _TERMS[key]
        return (heading if capital else term)(name, lang)
    text = LABELS.get(lang, LABELS["en"]).get(key) or LABELS["en"][key]
    return text.format(**values) if values else text


def counted(lang: str, key: str, count: int, **values) -> str:
    """The label `key` for `count` of something: its `_one` form when the count is 1 and the
    language has one (Thai has no plural: its sentences read the same for any count)."""
    one = f"{key}_one"
    return label(lang, one if count == 1 and one in LABELS.get(lang, LABELS["en"]) else key, **values)
