"""Cards and printings as frozen value objects."""

from __future__ import annotations

from collections import deque
from itertools import repeat

from riftcheck.engine.values import FrozenValue

MAIN_DECK_TYPES = frozenset({"Unit", "Spell", "Gear"})
# The six domains in the order the game lists them (data/schema/cards.schema.json lists them too).
DOMAINS = ("Fury", "Calm", "Mind", "Body", "Chaos", "Order")


# Pickling for the frozen value objects below: their slots' values as one tuple, set back
# through the slots' own descriptors in one C-level pass. The card database cache unpickles
# thousands of them at every start, and the state functions dataclasses gives a frozen class
# with slots look its fields up again for every object, which took most of the time of loading
# the cache. Every slot is pickled, derived ones too.
def _slot_values(self) -> tuple:
    return tuple([getattr(self, name) for name in self.__slots__])


def _set_slot_values(self, state: tuple) -> None:
    deque(map(_SET_MEMBER, _MEMBERS[type(self)], repeat(self), state), 0)


class _Pickled(FrozenValue):
    __slots__ = ()
    __getstate__, __setstate__ = _slot_values, _set_slot_values
    __reduce__ = object.__reduce__  # pickled by __getstate__, not by calling the class again


class Printing(_Pickled):
    """One physical printing of a card, e.g. OGN-202a (alternate art a of Origins #202): its
    canonical collector `code` (OGN-202, OGN-202a, OGN-202*, SFD-R02, VEN-SP1, UNL-T01), its
    `set` code (OGN, OGS, SFD, UNL, VEN, OPP, PR, JDG ...), the collector `number` as printed
    without variant ("202", "R02", "SP1", "T01") and the `variant` ("" base, "a"/"b" alternate
    art, "*" signed)."""

    __slots__ = _fields = ("code", "set", "number", "variant", "rarity")

    def __init__(self, code: str, set: str, number: str, variant: str, rarity: str | None = None) -> None:
        self._freeze(code, set, number, variant, rarity)


class Preview(_Pickled):
    """Where a card's facts come from when they are provisional (a set's preview data): the
    `source`, the set's name and the day its preview data was read, and the facts `unknown`
    ("domains", "champion", "energy", "power", "might")."""

    __slots__ = _fields = ("source", "unknown")

    def __init__(self, source: tuple[str, str], unknown: tuple[str, ...] = ()) -> None:
        self._freeze(source, unknown)


class Card(_Pickled):
    """A card by its deck-building name; every printing of that name is the same card.

    `deck_limit` is the copies of this name a deck may hold: the default limit of the rules
    unless the card's text says otherwise (1 for Unique), None for "any number"; filled in by
    riftcheck.games.riftbound.cards.db. `provisional` is None for complete data. Cards compare
    by their facts, not by their printings nor their preview source.

    Derived once, as every deck asks each card about them: is_token, is_signature, is_legend,
    is_champion_unit, `champion_tag`, the legend's champion tag (CR 133.8.b), which links it to
    its champion units and Signature cards (None for other cards and for a legend whose tags are
    unknown, see _champion_tag), and `is_unusual`: a token, a Signature card or a card from
    preview data, what a deck's zone facts count apart.
    """

    _fields = ("name", "type", "supertypes", "domains", "tags", "energy", "power", "might", "rarity", "keywords",
               "deck_limit", "aliases")
    __slots__ = (*_fields, "printings", "provisional", "is_token", "is_signature", "is_legend", "is_champion_unit",
                 "champion_tag", "is_unusual")

    def __init__(self, name: str, type: str, supertypes: tuple[str, ...] = (), domains: tuple[str, ...] = (),
                 tags: tuple[str, ...] = (), energy: int | None = None, power: int | None = None,
                 might: int | None = None, rarity: str | None = None, keywords: tuple[str, ...] = (),
                 deck_limit: int | None = None, aliases: tuple[str, ...] = (), printings: tuple[Printing, ...] = (),
                 provisional: Preview | None = None) -> None:
        self._freeze(name, type, supertypes, domains, tags, energy, power, might, rarity, keywords, deck_limit,
                     aliases)
        object.__setattr__(self, "printings", printings)
        object.__setattr__(self, "provisional", provisional)
        derived = {
            "is_token": self.type == "Token" or "Token" in self.supertypes,
            "is_signature": "Signature" in self.supertypes,
            "is_legend": self.type == "Legend",
            "is_champion_unit": self.type == "Unit" and "Champion" in self.supertypes,
            "champion_tag": _champion_tag(self) if self.type == "Legend" else None,
        }
        derived["is_unusual"] = derived["is_token"] or derived["is_signature"] or self.provisional is not None
        for key, value in derived.items():
            object.__setattr__(self, key, value)

    def __repr__(self) -> str:
        return f"{FrozenValue.__repr__(self)[:-1]}, printings={self.printings!r}, provisional={self.provisional!r})"

    @property
    def unknown(self) -> tuple[str, ...]:
        """The facts its preview data leaves open, which the card holds empty."""
        return self.provisional.unknown if self.provisional else ()

    @property
    def is_main_deck_card(self) -> bool:
        """Units, spells and gear (CR 133.4); tokens never count as cards (CR 185)."""
        return self.type in MAIN_DECK_TYPES and not self.is_token

    @property
    def sets(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(p.set for p in self.printings))


def _champion_tag(legend: Card) -> str | None:
    """The legend's champion tag, read from its tags: the one tag it has, or of several (Kennen,
    Heart of the Tempest is tagged Yordle and Kennen) the one its name is written after, as the
    importer names a legend "Champion, Title" after the tag that names a champion. None when
    its tags are unknown (preview data): no rule may then take a champion for granted."""
    if len(legend.tags) == 1:
        return legend.tags[0]
    short = legend.name.split(", ", 1)[0]
    return short if short in legend.tags else None


# Each class's slot descriptors in __slots__ order, for _set_slot_values.
_MEMBERS = {cls: tuple(cls.__dict__[name] for name in cls.__slots__) for cls in (Printing, Preview, Card)}
_SET_MEMBER = type(Card.__dict__["name"]).__set__
