"""Words the text reports use, in English and Thai (Thai terms follow data/glossary_th.yaml)."""

from __future__ import annotations

LABELS = {
    "en": {
        "legal": "LEGAL",
        "illegal": "ILLEGAL",
        "unreadable": "UNREADABLE",
        "zone.legend": "Legend",
        "zone.champion": "Chosen Champion",
        "zone.main": "Main deck",
        "zone.runes": "Rune deck",
        "zone.battlefields": "Battlefields",
        "zone.sideboard": "Sideboard",
        "zone.deck": "Deck",
        "line": "line",
        "rule": "rule",
        "hint": "hint",
        "error": "error",
        "warning": "warning",
        "info": "info",
        "summary": "Summary",
        "signature": "Signature",
        "identity": "domain identity",
        "colourless": "colourless",
        "deck": "Deck",
        "player": "Player",
        "file": "File",
        "attention_only": "The table lists {shown} of the {attention} decks that need attention (unreadable, illegal "
        "or with warnings); the {legal} others are legal and counted below.",
        "verdict": "Verdict",
        "errors": "Errors",
        "warnings": "Warnings",
        "first_problem": "First problem",
        "totals": "{decks} decks: {legal} legal, {illegal} illegal, {unreadable} unreadable",
        "more_detail": "Run with -o json or --report FILE for every finding of every deck.",
        "checking": "Checking",
    },
    "th": {
        "legal": "ถูกกติกา",
        "illegal": "ผิดกติกา",
        "unreadable": "อ่านไม่ได้",
        "zone.legend": "แชมเปียนเลเจนด์",
        "zone.champion": "แชมเปียนที่เลือก",
        "zone.main": "เด็คหลัก",
        "zone.runes": "เด็ครูน",
        "zone.battlefields": "สนามรบ",
        "zone.sideboard": "ไซด์บอร์ด",
        "zone.deck": "ทั้งเด็ค",
        "line": "บรรทัด",
        "rule": "กฎข้อ",
        "hint": "วิธีแก้",
        "error": "ผิด",
        "warning": "เตือน",
        "info": "หมายเหตุ",
        "summary": "สรุป",
        "signature": "การ์ดซิกเนเจอร์",
        "identity": "อัตลักษณ์โดเมน",
        "colourless": "ไม่มีโดเมน",
        "deck": "เด็ค",
        "player": "ผู้เล่น",
        "file": "ไฟล์",
        "attention_only": "ตารางแสดง {shown} จาก {attention} เด็คที่ต้องดู (อ่านไม่ได้ ผิดกติกา หรือมีคำเตือน) "
        "อีก {legal} เด็คถูกกติกาและนับรวมในยอดด้านล่าง",
        "verdict": "ผล",
        "errors": "ข้อผิด",
        "warnings": "คำเตือน",
        "first_problem": "ปัญหาแรก",
        "totals": "ทั้งหมด {decks} เด็ค: ถูกกติกา {legal}, ผิดกติกา {illegal}, อ่านไม่ได้ {unreadable}",
        "more_detail": "ใช้ -o json หรือ --report ไฟล์ เพื่อดูทุกข้อของทุกเด็ค",
        "checking": "กำลังตรวจ",
    },
}


def label(lang: str, key: str, **values) -> str:
    text = LABELS.get(lang, LABELS["en"]).get(key) or LABELS["en"][key]
    return text.format(**values) if values else text
