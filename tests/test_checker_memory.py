"""What a Checker remembers between inputs is its own, and `forget` empties it."""

from __future__ import annotations

from riftcheck.games.riftbound.checker import Checker
from riftcheck.engine.run.input_memo import InputMemo
from riftcheck.engine.options import CheckOptions
from riftcheck.engine.verdicts.result import DeckResult

from support import REPO

LILLIA = REPO / "examples" / "lillia.txt"


def test_two_checkers_share_no_remembered_verdict():
    first, second = Checker(CheckOptions()), Checker(CheckOptions())
    first.check_inputs([str(LILLIA)])
    assert len(first.memo) == 1
    assert len(second.memo) == 0


def test_forget_empties_the_verdicts_by_bytes_and_the_written_findings(tmp_path):
    deck = tmp_path / "short.txt"
    deck.write_text("Legend:\n1 Lillia, Fae Fawn\n", encoding="utf-8")  # an illegal deck has findings to write
    checker = Checker(CheckOptions())
    checker.check_inputs([str(deck)])
    assert len(checker.memo) == 1 and len(checker.rendered) > 0
    checker.forget()
    assert len(checker.memo) == 0 and len(checker.rendered) == 0
    [again] = checker.check_inputs([str(deck)])
    assert again.source.endswith("short.txt") and not again.legal


def test_the_memo_keeps_only_small_one_deck_inputs_up_to_its_limit():
    memo = InputMemo(limit=2, largest=8)
    verdict = DeckResult("a.txt", legal=True)
    memo.remember(b"12345678", [verdict])
    memo.remember(b"123456789", [verdict])  # larger than a decklist-sized input
    memo.remember(b"two", [verdict, verdict])  # two decks in one input
    memo.remember(b"third", [verdict])
    memo.remember(b"fourth", [verdict])  # past the limit
    assert memo.verdict(b"12345678") is verdict and memo.verdict(b"third") is verdict
    assert [memo.verdict(data) for data in (b"123456789", b"two", b"fourth")] == [None, None, None]
