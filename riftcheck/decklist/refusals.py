"""Why a whole input cannot be read, in English and Thai.

Readers refuse an input by key with its parameters; the sentence is written out in a
language only when the verdict is built. A parameter that is itself a refusal, a line
reason (riftcheck.decklist.reasons.Reason) or a `Term` is written in the same language.
Templates use ``{name}`` placeholders; literal braces in an example are doubled. Parameters
that quote a value from the input are passed already quoted (``repr``) where the English
sentence quotes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from riftcheck.templates import choose, fill, in_language

REFUSALS: dict[str, dict[str, str]] = {
    # Reading the file
    "missing-file": {
        "en": "{source} does not exist.",
        "th": "ไม่พบไฟล์ {source}",
    },
    "folder": {
        "en": "{source} is a folder, not a decklist file.",
        "th": "{source} เป็นโฟลเดอร์ ไม่ใช่ไฟล์เด็คลิสต์",
    },
    "not-regular-file": {
        "en": "{source} is unreadable: not a regular file (a named pipe, socket or device in a folder), "
        "so it was skipped without being opened.",
        "th": "{source} อ่านไม่ได้ เพราะไม่ใช่ไฟล์ปกติ (เป็น named pipe, socket หรืออุปกรณ์ที่อยู่ในโฟลเดอร์) "
        "จึงข้ามไปโดยไม่เปิดอ่าน",
    },
    "cannot-open": {
        "en": "{source} cannot be read: {reason}.",
        "th": "เปิดอ่าน {source} ไม่ได้ (ระบบแจ้งว่า: {reason})",
    },
    "unknown-input-format": {
        "en": "Unknown input format {name}; the formats are {formats}.",
        "th": "ไม่รู้จักรูปแบบอินพุต {name} (รูปแบบที่ใช้ได้: {formats})",
    },
    "too-large": {
        "en": "{source} is over {limit} MB; the size limit is {decklist_limit} MB for a decklist file "
        "and {export_limit} MB for a Carde.io export.",
        "th": "{source} มีขนาดเกิน {limit} MB (ไฟล์เด็คลิสต์ใหญ่ได้ไม่เกิน {decklist_limit} MB "
        "และไฟล์ส่งออกจาก Carde.io ไม่เกิน {export_limit} MB)",
    },
    "line-too-long": {
        "en": "{source} line {line} is {length} characters long; the line length limit is {limit}.",
        "th": "บรรทัดที่ {line} ของ {source} ยาว {length} ตัวอักษร แต่หนึ่งบรรทัดยาวได้ไม่เกิน {limit} ตัวอักษร",
    },
    # Bytes that are not text
    "binary-file": {
        "en": "{source} is {kind}, not a text decklist.",
        "th": "{source} เป็น{kind} ไม่ใช่เด็คลิสต์แบบข้อความ",
    },
    "nul-characters": {
        "en": "{source} contains NUL characters, so it is a binary file, not a text decklist.",
        "th": "{source} มีอักขระ NUL ปนอยู่ จึงเป็นไฟล์ไบนารี ไม่ใช่เด็คลิสต์แบบข้อความ",
    },
    "bad-utf16": {
        "en": "{source} starts with a UTF-16 byte-order mark but is not valid UTF-16 "
        "(bad data at byte offset {offset}).",
        "th": "{source} ขึ้นต้นด้วย BOM ของ UTF-16 แต่เนื้อไฟล์ไม่ใช่ UTF-16 ที่ถูกต้อง "
        "(ข้อมูลเสียที่ไบต์ตำแหน่ง {offset})",
    },
    "not-utf8": {
        "en": "{source} is not UTF-8 text: byte 0x{byte} at offset {offset} (line {line}) cannot be decoded; "
        "save the decklist as UTF-8.",
        "th": "{source} ไม่ใช่ข้อความ UTF-8: ถอดรหัสไบต์ 0x{byte} ที่ตำแหน่ง {offset} (บรรทัดที่ {line}) ไม่ได้ "
        "ให้บันทึกเด็คลิสต์เป็น UTF-8 แล้วลองใหม่",
    },
    # Text that is not a decklist
    "empty": {
        "en": "{source} is empty.",
        "th": "{source} เป็นไฟล์ว่าง ไม่มีข้อมูลอะไรเลย",
    },
    "only-comments": {
        "en": "{source} holds only comments and blank lines, no cards.",
        "th": "{source} มีแต่คอมเมนต์กับบรรทัดว่าง ไม่มีการ์ดเลย",
    },
    "no-cards": {
        "en": "{source} holds no cards.",
        "th": "{source} ไม่มีการ์ดเลย",
    },
    "no-entry-at-line": {
        "en": "{source} has nothing that reads as a card entry (line {line}: {reason}).",
        "th": "ใน {source} ไม่มีบรรทัดไหนอ่านเป็นรายการการ์ดได้เลย (บรรทัดที่ {line}: {reason})",
    },
    "no-entry-in-text": {
        "en": "{source} has nothing that reads as a card entry ({text}: {reason}).",
        "th": "ใน {source} ไม่มีส่วนไหนอ่านเป็นรายการการ์ดได้เลย ({text}: {reason})",
    },
    "prose": {
        "en": "{source} is not a decklist: {problems} of its {lines} lines are not card entries "
        "such as '2 Charm' (the first is line {first}).",
        "th": "{source} ไม่ใช่เด็คลิสต์: {problems} จาก {lines} บรรทัดไม่ใช่รายการการ์ดแบบ '2 Charm' "
        "(บรรทัดแรกที่อ่านไม่ได้คือบรรทัดที่ {first})",
    },
    "too-many-entries": {
        "en": "{source} has {entries} card entries; the limit is {limit} entries per decklist.",
        "th": "{source} มีรายการการ์ด {entries} รายการ แต่เด็คลิสต์หนึ่งมีได้ไม่เกิน {limit} รายการ",
    },
    "too-many-entries-in-export": {
        "en": "{source}, decklist {number} ({player}), has {entries} card entries; "
        "the limit is {limit} entries per decklist.",
        "th": "เด็คลิสต์ที่ {number} ({player}) ใน {source} มีรายการการ์ด {entries} รายการ "
        "แต่เด็คลิสต์หนึ่งมีได้ไม่เกิน {limit} รายการ",
    },
    # Links
    "bad-url": {
        "en": "{source} holds a link that is not a valid URL.",
        "th": "ลิงก์ใน {source} ไม่ใช่ URL ที่ถูกต้อง",
    },
    "deck-page-link": {
        "en": "{source} links to a deck page; riftcheck reads decks offline, so export the deck as text "
        "or a deck code.",
        "th": "{source} เป็นลิงก์ไปหน้าเด็ค แต่ riftcheck อ่านเด็คแบบออฟไลน์ "
        "ให้ส่งออกเด็คเป็นข้อความหรือรหัสเด็คแทน",
    },
    "unreadable-link": {
        "en": "{source} holds a link riftcheck cannot read a deck from; give a deck code link "
        "(?code= or ?deckCode=), a TCG Arena import link or an exported list.",
        "th": "riftcheck อ่านเด็คจากลิงก์ใน {source} ไม่ได้ ให้ใช้ลิงก์ที่มีรหัสเด็ค (?code= หรือ ?deckCode=) "
        "ลิงก์นำเข้าของ TCG Arena หรือรายการการ์ดที่ส่งออกมา",
    },
    # JSON and YAML
    "unknown-json": {
        "en": '{source} is JSON but not a decklist riftcheck knows: expected a riftcheck decklist '
        '("format": "riftcheck-deck"), a Carde.io export ("decklists"), a TCG Arena deck ("deckList") '
        'or a riftboundfr deck ("mainDeck").',
        "th": '{source} เป็น JSON แต่ไม่ใช่เด็คลิสต์แบบที่ riftcheck รู้จัก: ต้องเป็นเด็คลิสต์ของ riftcheck '
        '("format": "riftcheck-deck") ไฟล์ส่งออกจาก Carde.io ("decklists") เด็คของ TCG Arena ("deckList") '
        'หรือเด็คของ riftboundfr ("mainDeck")',
    },
    "json-array": {
        "en": "{source} is a JSON array; riftcheck reads decklists given as JSON objects.",
        "th": "{source} เป็นอาร์เรย์ JSON แต่ riftcheck อ่านเด็คลิสต์ที่เป็นออบเจกต์ JSON เท่านั้น",
    },
    "json-too-deep": {
        "en": "{source} nests JSON {depth} levels deep; the nesting limit is {limit}.",
        "th": "{source} ซ้อน JSON ลึก {depth} ชั้น แต่ซ้อนได้ไม่เกิน {limit} ชั้น",
    },
    "invalid-json": {
        "en": "{source} is not valid JSON: {reason} (line {line}, column {column}).",
        "th": "{source} ไม่ใช่ JSON ที่ถูกต้อง (บรรทัดที่ {line} คอลัมน์ที่ {column}: {reason})",
    },
    "json-number-too-long": {
        "en": "{source} holds a JSON number too long to read.",
        "th": "{source} มีตัวเลขใน JSON ที่ยาวเกินกว่าจะอ่านได้",
    },
    "yaml-too-large": {
        "en": "{source} is {length} characters of YAML; the size limit for YAML decklists is {limit} characters.",
        "th": "{source} เป็น YAML ยาว {length} ตัวอักษร แต่เด็คลิสต์แบบ YAML ยาวได้ไม่เกิน {limit} ตัวอักษร",
    },
    "yaml-anchor": {
        "en": "{source} uses a YAML anchor or alias (line {line}); riftcheck does not expand them, "
        "write each value out.",
        "th": "{source} ใช้ anchor หรือ alias ของ YAML (บรรทัดที่ {line}) ซึ่ง riftcheck ไม่ขยายให้ "
        "ให้เขียนค่าแต่ละค่าออกมาให้ครบ",
    },
    "yaml-tag": {
        "en": "{source} uses the YAML tag {tag} (line {line}); riftcheck reads plain YAML data only.",
        "th": "{source} ใช้แท็ก YAML {tag} (บรรทัดที่ {line}) แต่ riftcheck อ่านได้เฉพาะข้อมูล YAML ธรรมดา",
    },
    "yaml-too-deep": {
        "en": "{source} nests YAML deeper than {limit} levels (line {line}); the nesting limit is {limit}.",
        "th": "{source} ซ้อน YAML ลึกเกิน {limit} ชั้น (บรรทัดที่ {line}) แต่ซ้อนได้ไม่เกิน {limit} ชั้น",
    },
    "yaml-character": {
        "en": "{source} contains the character U+{codepoint} at offset {offset}, which YAML does not allow.",
        "th": "{source} มีอักขระ U+{codepoint} ที่ตำแหน่ง {offset} ซึ่ง YAML ไม่อนุญาตให้ใช้",
    },
    "invalid-yaml": {
        "en": "{source} is not valid YAML: {reason}.",
        "th": "{source} ไม่ใช่ YAML ที่ถูกต้อง ({reason})",
    },
    "yaml-value": {
        "en": "{source} holds a YAML value that cannot be read ({reason}).",
        "th": "{source} มีค่าใน YAML ที่อ่านไม่ได้ ({reason})",
    },
    # Formats
    "field-problem": {
        "en": "{source}: {problem}.",
        "th": "ข้อมูลใน {source} ใช้ไม่ได้: {problem}",
    },
    "not-native": {
        "en": "{source} is not a riftcheck decklist: it needs a top-level 'format: {mark}'.",
        "th": "{source} ไม่ใช่เด็คลิสต์ของ riftcheck: ต้องมี 'format: {mark}' อยู่ชั้นบนสุด",
    },
    "native-version": {
        "en": "{source} is riftcheck decklist version {version}; this riftcheck reads version {supported}.",
        "th": "{source} เป็นเด็คลิสต์ของ riftcheck เวอร์ชัน {version} "
        "แต่ riftcheck ตัวนี้อ่านได้เฉพาะเวอร์ชัน {supported}",
    },
    "native-unknown-keys": {
        "en": "{source} has the unknown key(s) {keys}; a riftcheck decklist has {known}.",
        "th": "{source} มีคีย์ที่ไม่รู้จัก {keys} (เด็คลิสต์ของ riftcheck มีได้แค่ {known})",
    },
    "native-zone-not-list": {
        "en": "{source}: '{zone}' must be a list of entries such as {{count: 2, name: Charm}}.",
        "th": "{source}: '{zone}' ต้องเป็นลิสต์ของรายการ เช่น {{count: 2, name: Charm}}",
    },
    "not-cardeio": {
        "en": "{source} is not a Carde.io export: it needs a 'decklists' list.",
        "th": "{source} ไม่ใช่ไฟล์ส่งออกจาก Carde.io: ต้องมีลิสต์ 'decklists'",
    },
    "cardeio-empty": {
        "en": "{source} is a Carde.io export with no decklists in it.",
        "th": "{source} เป็นไฟล์ส่งออกจาก Carde.io ที่ไม่มีเด็คลิสต์อยู่เลย",
    },
    "too-many-registrations": {
        "en": "{source} holds {count} registrations; the limit is {limit} per Carde.io export.",
        "th": "{source} มีการลงทะเบียน {count} รายการ แต่ไฟล์ส่งออกจาก Carde.io หนึ่งไฟล์มีได้ไม่เกิน {limit} รายการ",
    },
    "not-tcg-arena": {
        "en": "{source} is not a TCG Arena deck: it needs a 'deckList' object of categories.",
        "th": "{source} ไม่ใช่เด็คของ TCG Arena: ต้องมีออบเจกต์ 'deckList' ที่แบ่งการ์ดเป็นหมวดหมู่",
    },
    "tcg-arena-other-game": {
        "en": "{source} is a TCG Arena deck for the game {game}, not Riftbound.",
        "th": "{source} เป็นเด็ค TCG Arena ของเกม {game} ไม่ใช่ Riftbound",
    },
    "tcg-arena-no-link": {
        "en": "{source} holds no TCG Arena link.",
        "th": "ไม่พบลิงก์ TCG Arena ใน {source}",
    },
    "tcg-arena-no-deck": {
        "en": "{source}: the TCG Arena link has no deck= parameter holding the list.",
        "th": "{source}: ลิงก์ TCG Arena ไม่มีพารามิเตอร์ deck= ที่เก็บรายการการ์ด",
    },
    "tcg-arena-bad-deck": {
        "en": "{source}: the deck= parameter of the TCG Arena link is not base64 of a UTF-8 card list.",
        "th": "{source}: พารามิเตอร์ deck= ของลิงก์ TCG Arena ไม่ใช่รายการการ์ด UTF-8 ที่เข้ารหัสแบบ base64",
    },
    "not-riftboundfr": {
        "en": "{source} is not a riftboundfr deck: it needs a 'mainDeck' list.",
        "th": "{source} ไม่ใช่เด็คของ riftboundfr: ต้องมีลิสต์ 'mainDeck'",
    },
    "key-not-list": {
        "en": "{source}: '{key}' must be a list.",
        "th": "{source}: '{key}' ต้องเป็นลิสต์",
    },
    "runes-not-mapping": {
        "en": "{source}: 'runes' must map domains to counts, like {{\"Calm\": 6}}.",
        "th": "{source}: 'runes' ต้องจับคู่โดเมนกับจำนวนรูน เช่น {{\"Calm\": 6}}",
    },
    # Deck codes and card-code lists; `detail` is the DeckCodeError or TokenError
    "bad-deck-code": {
        "en": "{source}: {detail}",
        "th": "อ่านรหัสเด็คใน {source} ไม่ได้: {detail}",
    },
    "bad-token-list": {
        "en": "{source}: {detail}",
        "th": "อ่านรายการรหัสการ์ดใน {source} ไม่ได้: {detail}",
    },
    "code-too-long": {
        "en": "The deck code input is {length} characters long; the limit is {limit}.",
        "th": "รหัสเด็คที่ใส่มายาว {length} ตัวอักษร แต่ยาวได้ไม่เกิน {limit} ตัวอักษร",
    },
    "code-empty": {
        "en": "The deck code is empty.",
        "th": "รหัสเด็คว่างเปล่า",
    },
    "code-link-without-code": {
        "en": "The link has no code= or deckCode= parameter carrying a deck code.",
        "th": "ลิงก์นี้ไม่มีพารามิเตอร์ code= หรือ deckCode= ที่มีรหัสเด็คอยู่",
    },
    "code-bad-character": {
        "en": "Character {char} at position {position} of the deck code is not base32 (A-Z, 2-7).",
        "th": "ตัวอักษร {char} ตำแหน่งที่ {position} ของรหัสเด็คไม่ใช่ base32 (ใช้ได้แค่ A-Z และ 2-7)",
    },
    "code-bad-length": {
        "en": "A deck code cannot be {length} characters long: a character is missing or extra at the end.",
        "th": "รหัสเด็คยาว {length} ตัวอักษรไม่ได้ ท้ายรหัสน่าจะขาดหรือเกินมาหนึ่งตัว",
    },
    "code-unknown-format": {
        "en": "Unknown deck code format {format} (first byte 0x{first}); only format 1 exists.",
        "th": "ไม่รู้จักรหัสเด็คแบบที่ {format} (ไบต์แรกคือ 0x{first}) ตอนนี้มีแค่แบบที่ 1",
    },
    "code-unknown-version": {
        "en": "Unknown deck code version {version}; versions 1 to 6 exist.",
        "th": "ไม่รู้จักรหัสเด็คเวอร์ชัน {version} (มีแค่เวอร์ชัน 1 ถึง 6)",
    },
    "code-truncated": {
        "en": "The deck code is truncated: it ran out of bytes while reading {what}.",
        "th": "รหัสเด็คไม่ครบ ข้อมูลหมดก่อนจะอ่านเด็คได้ครบ (รหัสอาจถูกตัดหรือคัดลอกมาไม่หมด)",
    },
    "code-trailing-bytes": {
        "en": "The deck code has {extra} unexpected byte(s) after the end of the deck.",
        "th": "รหัสเด็คมีข้อมูลเกินมา {extra} ไบต์หลังจบเด็คแล้ว",
    },
    "token-not-code": {
        "en": "Token {token} at position {position} is not a SET-NUMBER[-COUNT] code.",
        "th": "{token} ลำดับที่ {position} ไม่ใช่รหัสการ์ดแบบ SET-NUMBER[-COUNT]",
    },
    "token-not-tts": {
        "en": "Token {token} at position {position} is not a SET-NNN-V Tabletop Simulator token.",
        "th": "{token} ลำดับที่ {position} ไม่ใช่รหัสการ์ดของ Tabletop Simulator แบบ SET-NNN-V",
    },
    "token-count-too-long": {
        "en": "The count of the token at position {position} is too long to read.",
        "th": "จำนวนการ์ดของรหัสลำดับที่ {position} ยาวเกินกว่าจะอ่านได้",
    },
    "pixelborn-not-base64": {
        "en": "The Pixelborn code is not base64 of ASCII text.",
        "th": "รหัส Pixelborn ไม่ใช่ข้อความ ASCII ที่เข้ารหัสแบบ base64",
    },
    # A defect in riftcheck itself
    "internal-error": {
        "en": "riftcheck failed on {source} ({error_type}: {error}); please report this file.",
        "th": "riftcheck ทำงานผิดพลาดกับ {source} ({error_type}: {error}) รบกวนแจ้งปัญหาพร้อมแนบไฟล์นี้",
    },
    "worker-stopped": {
        "en": "the process checking {source} stopped before it finished (exit code {code}); check this file again.",
        "th": "โปรเซสที่ตรวจ {source} หยุดทำงานก่อนตรวจเสร็จ (exit code {code}) โปรดตรวจไฟล์นี้อีกครั้ง",
    },
}

# Words a refusal names as a parameter: what kind of file an input is, a missing name.
TERMS: dict[str, dict[str, str]] = {
    "png-image": {"en": "a PNG image", "th": "ไฟล์รูปภาพ PNG"},
    "jpeg-image": {"en": "a JPEG image", "th": "ไฟล์รูปภาพ JPEG"},
    "gif-image": {"en": "a GIF image", "th": "ไฟล์รูปภาพ GIF"},
    "riff-media": {"en": "a RIFF media file (such as a WebP image)", "th": "ไฟล์มีเดีย RIFF (เช่น รูปภาพ WebP)"},
    "pdf-document": {"en": "a PDF document", "th": "เอกสาร PDF"},
    "zip-archive": {
        "en": "a ZIP archive (or a DOCX, XLSX or ODT document)",
        "th": "ไฟล์ ZIP (หรือเอกสาร DOCX, XLSX หรือ ODT)",
    },
    "gzip-archive": {"en": "a gzip archive", "th": "ไฟล์บีบอัด gzip"},
    "no-name": {"en": "no name", "th": "ไม่มีชื่อ"},
}


def render(key: str, params: Mapping[str, object], lang: str = "en") -> str:
    """The refusal `key` written out in `lang` ("en" or "th"), its parameters filled in.

    A key with no template is taken to be the sentence itself, so a reader may still refuse
    with a plain English sentence; an unknown placeholder is left as written.
    """
    templates = REFUSALS.get(key)
    if templates is None:
        return key
    filled = {name: in_language(value, lang) for name, value in params.items()}
    return fill(choose(templates, lang), filled)


@dataclass(frozen=True, slots=True)
class Term:
    """A word from TERMS as a refusal parameter."""

    key: str

    def in_language(self, lang: str) -> str:
        return choose(TERMS[self.key], lang)


class Refusal(ValueError):
    """An error whose message is a refusal: a key with its parameters, English as `str()`."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(self.in_language("en"))

    def in_language(self, lang: str) -> str:
        return render(self.key, self.params, lang)
