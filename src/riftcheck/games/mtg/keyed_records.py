"""A table kept as one file searched by key: a deck's few keys are found by binary search over
the sorted keys and only their records are read, so that a check pays for the cards it names
and not for the tens of thousands of rows it does not. Magic's card table (name_index), its
dated card pool (pool) and the user's imported printings (cards) are read through it.

Layout (numbers are native unsigned 32-bit integers; the file is a cache of this machine's):
a header of four numbers (keys, records, bytes of keys, bytes of the head), then the keys' end
offsets, each key's record number, the records' end offsets, then the head (one marshal value
the whole table shares), the keys (UTF-8, sorted, each ended by a newline) and the records
(one marshal value each). Several keys may name one record.
"""

from __future__ import annotations

import marshal
from array import array

_HEADER = 4
# Keys remembered once looked up: a batch meets the same cards again and again, while a
# long-running process meets ever new misspelt names, which must not grow the memory for good.
REMEMBERED_KEYS = 8192


def encode(keys: dict[str, int], records: list, head=None) -> bytes:
    """The bytes KeyedRecords reads: `keys` maps each key to its record's place in `records`."""
    ordered = sorted((key.encode("utf-8") + b"\n", number) for key, number in keys.items())
    names = b"".join(key for key, _number in ordered)
    written = [marshal.dumps(record) for record in records]
    head_bytes = marshal.dumps(head)
    return b"".join([
        array("I", [len(ordered), len(written), len(names), len(head_bytes)]).tobytes(),
        array("I", _ends(key for key, _number in ordered)).tobytes(),
        array("I", [number for _key, number in ordered]).tobytes(),
        array("I", _ends(written)).tobytes(),
        head_bytes, names, *written,
    ])


def _ends(parts) -> list[int]:
    ends, at = [], 0
    for part in parts:
        at += len(part)
        ends.append(at)
    return ends


class KeyedRecords:
    """The records of `encode`'s bytes (or a view of a file holding them), by key; ValueError
    when they are cut short."""

    def __init__(self, data: bytes | memoryview) -> None:
        view = memoryview(data)
        width = array("I").itemsize
        if len(view) < _HEADER * width:
            raise ValueError("the keyed table is cut short")
        keys, records, names_size, head_size = view[: _HEADER * width].cast("I")
        at = _HEADER * width
        self._key_ends = view[at: at + keys * width].cast("I")
        at += keys * width
        self._key_records = view[at: at + keys * width].cast("I")
        at += keys * width
        self._record_ends = view[at: at + records * width].cast("I")
        at += records * width
        self.head = marshal.loads(view[at: at + head_size])
        at += head_size
        self._names = view[at: at + names_size]
        self._records = view[at + names_size:]
        if len(self._records) != (self._record_ends[-1] if records else 0):
            raise ValueError("the keyed table is cut short")
        self._data = data
        self._found: dict[str, object] = {}  # at most REMEMBERED_KEYS, then started afresh

    def __reduce__(self):  # a copy (a worker process's, a deep copy) reads the same bytes
        return type(self), (bytes(self._data),)

    def __len__(self) -> int:
        """How many keys."""
        return len(self._key_ends)

    @property
    def records(self) -> int:
        return len(self._record_ends)

    def number(self, key: str) -> int | None:
        """The record number of `key`, None when the table has no such key."""
        wanted = key.encode("utf-8") + b"\n"
        low, high = 0, len(self._key_ends)
        while low < high:
            middle = (low + high) // 2
            if self._key(middle) < wanted:
                low = middle + 1
            else:
                high = middle
        return self._key_records[low] if low < len(self._key_ends) and self._key(low) == wanted else None

    def get(self, key: str, default=None):
        if key not in self._found:
            if len(self._found) >= REMEMBERED_KEYS:
                self._found.clear()
            number = self.number(key)
            self._found[key] = None if number is None else self.record(number)
        found = self._found[key]
        return default if found is None else found

    def record(self, number: int):
        start = self._record_ends[number - 1] if number else 0
        return marshal.loads(self._records[start: self._record_ends[number]])

    def keys(self) -> list[str]:
        """Every key, sorted: for a fuzzy search, which needs them all."""
        return bytes(self._names).decode("utf-8").split("\n")[:-1]

    def record_of_place(self, place: int) -> int:
        """The record number of the key at `place` in keys()."""
        return self._key_records[place]

    def _key(self, place: int) -> bytes:
        return self._names[self._key_ends[place - 1] if place else 0: self._key_ends[place]].tobytes()
