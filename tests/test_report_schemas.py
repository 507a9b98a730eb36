"""SARIF and JUnit reports are valid by their published schemas (tests/fixtures/schemas), with
file names that need escaping, unreadable inputs, illegal and legal decks."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from support import REPO, run_cli

SCHEMAS = Path(__file__).parent / "fixtures" / "schemas"
EXAMPLES = REPO / "examples"
AWKWARD_NAMES = ("my deck #1.txt", "café 100%.txt", "a:b [draft].txt")


@pytest.fixture(scope="module")
def event(tmp_path_factory) -> Path:
    """A folder of decklists under names a URI must escape, one illegal with several kinds of
    finding, one legal, and one that is not a decklist."""
    folder = tmp_path_factory.mktemp("event")
    for name, example in zip(AWKWARD_NAMES, ("jinx-draft.txt", "lillia.txt", "viktor.txt")):
        shutil.copy(EXAMPLES / example, folder / name)
    (folder / "photo of list.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(32))
    return folder


def _report(folder: Path, output: str) -> str:
    """The report on `folder`, named relative to the folder above it, as a CI job would."""
    done = subprocess.run([sys.executable, "-m", "riftcheck", "check", folder.name, "-o", output, "--as-of", "2026-09-06"],
                          capture_output=True, text=True, encoding="utf-8", cwd=folder.parent, timeout=120, check=False)
    assert done.returncode == 1, done.stderr
    return done.stdout


def _sarif_validator():
    import jsonschema

    schema = json.loads((SCHEMAS / "sarif-schema-2.1.0.json").read_text(encoding="utf-8"))
    checker = jsonschema.FormatChecker()  # every format it knows: "uri-reference" is newer than draft 04
    assert "uri-reference" in checker.checkers, "install rfc3986-validator so that URIs are checked"
    return jsonschema.Draft4Validator(schema, format_checker=checker)


def test_sarif_is_valid_by_the_sarif_2_1_0_schema(event):
    document = json.loads(_report(event, "sarif"))
    errors = [f"{list(error.absolute_path)}: {error.message}" for error in _sarif_validator().iter_errors(document)]
    assert errors == []
    rules = {result["ruleId"] for result in document["runs"][0]["results"]}
    assert {"input.unreadable", "RC001", "RC103", "RC301"} <= rules


def test_the_schema_check_refuses_a_file_name_written_as_it_is():
    """The check above means something only if an unescaped path fails it."""
    location = {"physicalLocation": {"artifactLocation": {"uri": "event/my deck #1.txt"}}}
    document = {"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "riftcheck"}},
                                             "results": [{"message": {"text": "x"}, "locations": [location]}]}]}
    assert not _sarif_validator().is_valid(document)


def test_each_sarif_location_is_a_relative_uri_that_decodes_to_its_file(event):
    document = json.loads(_report(event, "sarif"))
    uris = {location["physicalLocation"]["artifactLocation"]["uri"]
            for result in document["runs"][0]["results"] for location in result["locations"]}
    assert {unquote(uri) for uri in uris} == {f"{event.name}/{name}" for name in ("my deck #1.txt", "a:b [draft].txt",
                                                                                   "photo of list.png")}
    assert all(urlsplit(uri).scheme == "" and " " not in uri for uri in uris)
    assert f"{event.name}/my%20deck%20%231.txt" in uris and f"{event.name}/a%3Ab%20%5Bdraft%5D.txt" in uris


def test_an_absolute_path_becomes_a_file_uri(event):
    done = run_cli("check", str(event / "my deck #1.txt"), "-o", "sarif", "--as-of", "2026-09-06")
    uri = json.loads(done.stdout)["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == (event / "my deck #1.txt").as_uri()


def test_junit_is_valid_by_the_jenkins_junit_schema(event):
    xmlschema = pytest.importorskip("xmlschema")
    schema = xmlschema.XMLSchema(SCHEMAS / "junit-10.xsd")
    report = _report(event, "junit")
    errors = [error.reason for error in schema.iter_errors(report)]
    assert errors == []


def test_junit_gives_ci_the_elements_it_reads(event):
    import xml.etree.ElementTree as ET

    root = ET.fromstring(_report(event, "junit").split("\n", 1)[1])
    (suite,) = root
    assert (suite.tag, suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("testsuite", "4", "2", "1")
    cases = {case.get("classname"): case for case in suite.iter("testcase")}
    assert set(cases) == {f"{event.name}/{name}" for name in (*AWKWARD_NAMES, "photo of list.png")}
    assert cases[f"{event.name}/photo of list.png"].find("error") is not None
    assert cases[f"{event.name}/my deck #1.txt"].find("failure").get("type") == "RC103"
    assert list(cases[f"{event.name}/café 100%.txt"]) == []  # legal: no failure, no output
