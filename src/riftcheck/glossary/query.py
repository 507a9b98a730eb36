"""What a look-up asks for: the words that matter, and a rule number if it names one.

Players ask in sentences ("what is tank", "ชิลด์คืออะไร", "keyword Deflect", "กฎข้อ 805"). The
words that only frame a question are dropped before any matching: in English as whole words,
in Thai (written without spaces) where they open or close the query. The lists are words of
the two languages, not facts of the game.
"""

from __future__ import annotations

import re
from collections import namedtuple

from riftcheck.engine.normalize import normalize

ENGLISH_FILLERS = frozenset(
    "a an the is are what whats what's does do did mean means meaning define definition of in on "
    "how work works about explain keyword keywords term rule rules riftbound please me tell "
    "it its this that which when can i you".split()
)
# Longest first, so that คืออะไร goes before คือ.
THAI_FILLERS = tuple(
    sorted(
        (
            "คืออะไร", "หมายถึงอะไร", "แปลว่าอะไร", "ทำงานยังไง", "ทำงานอย่างไร", "ใช้ยังไง", "ใช้อย่างไร",
            "คือ", "อะไร", "หมายถึง", "แปลว่า", "ยังไง", "อย่างไร", "ไหม", "มั้ย", "เหรอ", "หรอ",
            "ครับ", "ค่ะ", "หน่อย", "คีย์เวิร์ด", "คำว่า", "ความหมาย", "ความหมายของ",
            "ในริฟต์บาวด์", "ในเกม", "การ์ดที่มี", "กฎข้อ",
            # how many: a term asked about by its count (เด็ครูนต้องมีกี่ใบ) is the term itself
            "ต้องมีกี่ใบ", "มีกี่ใบ", "ได้กี่ใบ", "กี่ใบ", "เท่าไหร่", "เท่าไร",
        ),
        key=len,
        reverse=True,
    )
)
# Longest first, so that กฎข้อที่ goes before กฎข้อ and rules before rule.
RULE_PREFIXES = ("กฎข้อที่", "ข้อที่", "กฎข้อ", "rules", "rule", "กฎ", "ข้อ", "cr", "tr")
RULE_NUMBER = re.compile(r"^\d{3}(\.\d+)?(\.[a-z](\.\d+)?)?$")

# key: the normalised query without fillers ('' when it held only fillers: then the whole
# query is the key); rule: the rule number the query names, or None.
Query = namedtuple("Query", "key rule")


# Punctuation around a word of a question ("tank?", "ชิลด์คืออะไร?", «ambush»), never part of a
# term. Brackets stay: Force of Will writes its keywords as [Activate].
SURROUNDING = "?!.,;:…\"'“”‘’«»"


def parse(text: str) -> Query:
    key = normalize(text)
    rule = _rule_number(key)
    words = (word.strip(SURROUNDING) for word in key.split())
    words = [_strip_thai(word) for word in words if word not in ENGLISH_FILLERS]
    meaningful = " ".join(word for word in words if word)
    return Query(meaningful or key, rule)


def _rule_number(key: str) -> str | None:
    """805, กฎข้อ 805, rule 466.2.c, กฎข้อ805, กฎข้อที่ 805?: the number when that is all the query is."""
    text = key.rstrip(" .?!")
    for prefix in RULE_PREFIXES:
        if text.startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    return text if RULE_NUMBER.match(text) else None


def _strip_thai(word: str) -> str:
    """A word without the Thai question words that open or close it: ชิลด์คืออะไร -> ชิลด์."""
    changed = True
    while changed and word:
        changed = False
        for filler in THAI_FILLERS:
            if word.endswith(filler) and len(word) > len(filler):
                word, changed = word[: -len(filler)], True
            elif word.startswith(filler) and len(word) > len(filler):
                word, changed = word[len(filler) :], True
            elif word == filler:
                return ""
    return word
