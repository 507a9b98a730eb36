"""The names the desk answers to: its own names and addresses and those the organiser adds;
a request naming any other host (DNS rebinding) is refused with one plain sentence."""

from __future__ import annotations

import http.client
import socket

import pytest

pytest.importorskip("django", reason="the desk tests need the desk extra: pip install '.[test,desk]'")

from desk_testing import event
from django.test import Client
from django.urls import reverse
from live import running_desk

from riftcheck.desk import hosts, security

THAI_REFUSAL = "โต๊ะลงทะเบียนนี้ไม่ตอบที่อยู่นี้"


def test_a_desk_on_loopback_answers_its_own_names_and_no_lan_address():
    allowed = hosts.allowed("127.0.0.1")
    assert {"localhost", "127.0.0.1", "[::1]", socket.gethostname().lower()} <= set(allowed)
    assert "*" not in allowed and "evil.example" not in allowed


def test_a_desk_on_every_interface_answers_its_lan_addresses_and_the_names_given():
    allowed = hosts.allowed("0.0.0.0", "desk.example.org, Proxy.Example ")
    assert set(security.own_addresses()) <= set(allowed)
    assert {"localhost", "desk.example.org", "proxy.example"} <= set(allowed) and "0.0.0.0" not in allowed


def test_a_desk_on_one_address_answers_that_address_ipv6_in_brackets():
    assert "192.0.2.7" in hosts.allowed("192.0.2.7")
    assert "[2001:db8::7]" in hosts.allowed("2001:db8::7")


def test_a_request_naming_a_foreign_host_gets_400_and_a_plain_sentence_in_the_pages_language():
    slug = event().slug
    english = Client(HTTP_HOST="rebound.evil.example").get(reverse("organiser-login"))
    assert english.status_code == 400 and english["Content-Type"].startswith("text/plain")
    assert english.content.decode().startswith("This desk does not answer to this address.")
    thai = Client(HTTP_HOST="rebound.evil.example", headers={"accept-language": "th"}).get(reverse("event", args=[slug]))
    assert thai.status_code == 400 and THAI_REFUSAL in thai.content.decode()
    assert Client(HTTP_HOST="localhost:8000").get(reverse("event", args=[slug])).status_code == 200


def _status(port: int, host_header: str, path: str = "/organiser/login/") -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        connection.request("GET", path, headers={"Host": host_header})
        response = connection.getresponse()
        return response.status, response.read().decode("utf-8")
    finally:
        connection.close()


@pytest.mark.live
def test_the_served_desk_answers_its_own_names_and_those_given_and_refuses_a_rebound_name(tmp_path):
    with running_desk(tmp_path, args=("--allowed-host", "desk.example.org")) as desk:
        port = int(desk.base.rsplit(":", 1)[1])
        for name in ("127.0.0.1", "localhost", socket.gethostname(), "desk.example.org"):
            assert _status(port, f"{name}:{port}")[0] == 200, name
        status, page = _status(port, f"attacker.example:{port}")
        assert status == 400 and page.startswith("This desk does not answer to this address.")
