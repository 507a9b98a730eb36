"""riftcheck.api.data_in_force: the card and format data verdicts are reached with."""

from __future__ import annotations

import riftcheck
from riftcheck import api


def test_it_names_the_versions_the_newest_wave_and_the_provisional_and_announced_sets():
    described = api.data_in_force("en")
    assert described["version"] == riftcheck.__version__
    assert described["newest_ban_wave"]["effective"] == "2026-09-18"
    assert described["newest_ban_wave"]["origin"] == "shipped"
    assert [entry["code"] for entry in described["provisional_sets"]] == ["RAD"]
    assert [(entry["code"], entry["released"]) for entry in described["announced_sets"]] == [
        ("LGC", "2027-01-29"), ("REC", "2027-04-30")]
    assert described["formats_updates"] == []
    assert described["lines"][0].startswith(f"Card and format data in force: riftcheck {riftcheck.__version__}")


def test_its_lines_come_in_thai_and_the_caller_owns_the_values():
    thai = api.data_in_force("th")["lines"]
    assert thai[0].startswith("ข้อมูลการ์ดและฟอร์แมตที่ใช้อยู่") and "มากับ riftcheck" in thai[1]
    first = api.data_in_force()
    first["announced_sets"].clear()
    assert api.data_in_force()["announced_sets"]
