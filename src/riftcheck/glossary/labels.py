"""Words of the glossary screens, in Thai and in English."""

from __future__ import annotations

LABELS = {
    "th": {
        "category": "หมวด",
        "example": "ตัวอย่าง",
        "related": "คำที่เกี่ยวข้อง",
        "rules": "กฎข้อ",
        "edition": "ฉบับ {edition}: {number}",
        "cards": "มีการ์ด {count} ใบที่มีคีย์เวิร์ดนี้",
        "cards_some": "เช่น {names}",
        "cards_all": "ดูทั้งหมด: {command}",
        "others": "คำใกล้เคียงอื่น",
        "no_exact": "ไม่พบ “{query}” ตรงตัว ผลที่ใกล้เคียงที่สุด:",
        "layout": "ดูเหมือนพิมพ์ผิดแป้นภาษา “{query}” → “{meant}”",
        "not_found": "ไม่พบคำว่า “{query}” ในอภิธานศัพท์",
        "nearest": "คำที่ใกล้เคียง: {names}",
        "count": "{count} คำ",
        "other_game": "“{query}” เป็นคำของ {game} — ใน Riftbound คือ {term}",
        "other_game_shared": "“{query}” มีทั้งใน {game} และ Riftbound — ดูหัวข้อ {term}",
        "riftbound_role": "ใน Riftbound คำที่ทำหน้าที่เดียวกันคือ {term}: {note}",
        "riftbound_shared": "Riftbound ก็มีคำนี้ ดูหัวข้อ {term}: {note}",
        "rule_match": "กฎข้อ {asked}: {entry} อ้างถึงกฎข้อ {cited}",
    },
    "en": {
        "category": "Category",
        "example": "Example",
        "related": "Related",
        "rules": "Rules",
        "edition": "{edition} edition: {number}",
        "cards": "{count} cards have this keyword",
        "cards_some": "e.g. {names}",
        "cards_all": "list them all: {command}",
        "others": "Other close matches",
        "no_exact": "No exact entry for “{query}”; closest match:",
        "layout": "Looks typed on the wrong keyboard layout: “{query}” → “{meant}”",
        "not_found": "No glossary entry matches “{query}”",
        "nearest": "Nearest terms: {names}",
        "count": "{count} terms",
        "other_game": "“{query}” is a {game} word — in Riftbound it is {term}",
        "other_game_shared": "“{query}” is a word of {game} and of Riftbound alike — see {term}",
        "riftbound_role": "In Riftbound the term that plays this role is {term}: {note}",
        "riftbound_shared": "Riftbound has this word too, under {term}: {note}",
        "rule_match": "Rule {asked}: {entry} cites rule {cited}",
    },
}

MATCH_LABELS = {
    "th": {
        "exact": "ตรงตัว",
        "alias": "ชื่อเรียกอื่น",
        "prefix": "ขึ้นต้นด้วยคำนี้",
        "substring": "มีคำนี้อยู่ในชื่อ",
        "fuzzy": "สะกดใกล้เคียง",
        "layout": "สลับแป้นพิมพ์",
        "fulltext": "พบในคำอธิบาย",
        "rule": "อ้างถึงกฎข้อนี้",
        "other-game": "คำจากเกมอื่น",
    },
    "en": {
        "exact": "exact",
        "alias": "alias",
        "prefix": "prefix",
        "substring": "substring",
        "fuzzy": "similar spelling",
        "layout": "keyboard layout",
        "fulltext": "in a definition",
        "rule": "cites this rule",
        "other-game": "another game's word",
    },
}


def ui_language(lang: str) -> str:
    """The language of labels and messages for a --lang value: Thai unless English only."""
    return "en" if lang == "en" else "th"
