"""`riftcheck import`: card data from its sources into card files, by default in the user's
own data folder (riftcheck.games.riftbound.cards.files), which overlays the shipped data.

Public dumps (riftcheck.games.riftbound.cards.sources) are merged printing by printing (riftcheck.games.riftbound.cards.merge);
a hand-written card list becomes its set's file as it stands and wins over the dumps for that
set. Every file is checked against data/schema/cards.schema.json before anything is written.
"""

from __future__ import annotations

from pathlib import Path

from riftcheck.games.riftbound.cards.files import check_card_file
from riftcheck.games.riftbound.cards.merge import ImportResult, build
from riftcheck.games.riftbound.cards.sets import in_set_order, set_names
from riftcheck.games.riftbound.cards.sources import Sources, read_sources
from riftcheck.engine.paths import data_dir

HEADER = "# Card facts imported by `riftcheck import`; see data/schema/cards.schema.json.\n"


def load_vocabulary(path: Path) -> set[str]:
    import yaml

    return set(yaml.safe_load(path.read_text(encoding="utf-8"))["keywords"])


def import_sources(paths: list[Path]) -> tuple[ImportResult, dict[str, dict]]:
    """The merged result and the card file of every set the sources describe, by set code."""
    sources = read_sources(paths)
    result = build(sources.rows, load_vocabulary(data_dir() / "keywords.yaml"))
    documents = card_files(result, sources)
    for code, document in documents.items():
        try:
            check_card_file(document)
        except ValueError as error:
            raise ValueError(f"the {code} card file would not be valid {error}") from None
    return result, documents


def card_files(result: ImportResult, sources: Sources) -> dict[str, dict]:
    names = set_names()
    documents = {}
    for set_code in in_set_order(result.sets):
        kinds = sorted(sources.kinds.get(set_code, ()))
        documents[set_code] = {"set": set_code, "name": names.get(set_code, set_code),
                               "source": "merged from " + ", ".join(kinds), "cards": result.sets[set_code]}
    listed: set[str] = set()
    for card_list in sources.card_lists:
        if card_list["set"] in listed:
            raise ValueError(f"two card lists for set {card_list['set']}; put its cards in one list")
        listed.add(card_list["set"])
        documents[card_list["set"]] = card_list
    return {code: documents[code] for code in in_set_order(documents)}


def write_card_files(documents: dict[str, dict], out_dir: Path) -> list[Path]:
    """Write one YAML file per set; printings of a name in several sets appear in each."""
    import yaml

    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for set_code, document in documents.items():
        path = out_dir / f"{set_code}.yaml"
        text = yaml.safe_dump(document, sort_keys=False, allow_unicode=True, default_flow_style=None, width=120)
        path.write_text(HEADER + text, encoding="utf-8")
        written.append(path)
    return written
