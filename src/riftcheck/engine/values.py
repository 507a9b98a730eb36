"""Value classes without dataclasses: a class made by @dataclass costs about half a millisecond
of every start-up (it writes and compiles its methods), while these share one equality and one
repr, read from the class's `_fields`. For the mutable values every check builds."""

from __future__ import annotations

from operator import attrgetter
from reprlib import recursive_repr


class Value:
    """Equal to a value of the same class whose `_fields` are equal; shown as Name(field=...).
    Mutable, hence unhashable, as a dataclass with eq=True is."""

    __slots__ = ()
    _fields: tuple[str, ...] = ()
    __hash__ = None  # type: ignore[assignment]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls._read_fields = staticmethod(_fields_reader(cls._fields))

    def _values(self) -> tuple:
        return self._read_fields(self)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()  # type: ignore[attr-defined]

    def replaced(self, **changes: object) -> Value:
        """A copy with `changes` made, as dataclasses.replace makes one."""
        return type(self)(**{**{name: getattr(self, name) for name in self._fields}, **changes})

    @recursive_repr()
    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._fields)
        return f"{type(self).__qualname__}({shown})"


def _fields_reader(fields: tuple[str, ...]):
    """A function of a value giving the tuple of its `fields`, read in C: findings and entries are
    compared and hashed by their fields in every batch."""
    if len(fields) > 1:
        return attrgetter(*fields)
    return lambda value: tuple([getattr(value, name) for name in fields])


Value._read_fields = staticmethod(_fields_reader(()))


class FrozenValue(Value):
    """A Value never changed once made, hence hashable; pickled as its fields, in order, which
    its __init__ takes positionally (set them with `_freeze`)."""

    __slots__ = ()

    def _freeze(self, *values: object) -> None:
        for name, value in zip(self._fields, values):
            object.__setattr__(self, name, value)

    def __hash__(self) -> int:  # type: ignore[override]
        return hash(self._values())

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is never changed: cannot assign to {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is never changed: cannot delete {name!r}")

    def __reduce__(self) -> tuple:
        return type(self), self._values()
