"""The guard on every URL the service sends a request to (webhooks now, others later): only
globally routable addresses, whatever range a new one falls in.

Found from outside: ``http://100.100.100.200/latest/meta-data/`` (100.64.0.0/10, shared address
space, where a cloud's metadata service answers) and ``http://[fec0::1]/`` (IPv6 site-local)
were accepted as webhook URLs, because the guard listed the ranges it forbade."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

REFUSED = [
    "http://100.100.100.200/latest/meta-data/",  # shared address space (cloud metadata)
    "http://[fec0::1]/",                         # IPv6 site-local
    "http://10.1.2.3/hook",
    "http://172.16.0.1/hook",
    "http://192.168.1.1/hook",
    "http://169.254.169.254/latest",             # link-local (cloud metadata)
    "http://127.0.0.1/hook",
    "http://[::1]/hook",
    "http://0.0.0.0/hook",
    "http://[::]/hook",
    "http://198.18.0.1/hook",                    # benchmarking
    "http://192.0.2.1/hook",                     # documentation
    "http://240.0.0.1/hook",                     # reserved
    "http://224.0.0.1/hook",                     # multicast
    "http://[ff0e::1]/hook",                     # global-scope multicast
    "http://[fc00::1]/hook",                     # unique local
    "http://[fe80::1]/hook",                     # link-local
    "http://[::ffff:10.0.0.1]/hook",             # IPv4-mapped private
    "http://[64:ff9b::a9fe:a9fe]/hook",          # NAT64 of 169.254.169.254
    "http://[2002:a00:1::1]/hook",               # 6to4 of 10.0.0.1
    # IPv4-compatible (::/96, deprecated): found accepted from outside.
    "http://[::127.0.0.1]/hook",
    "http://[::169.254.169.254]/latest",
    "http://[::10.0.0.1]/hook",
    "http://[::8.8.8.8]/hook",                   # the whole range: no gateway should take it
    "http://[::ffff:127.0.0.1]/hook",            # IPv4-mapped loopback
    "http://[::ffff:169.254.169.254]/latest",    # IPv4-mapped cloud metadata
    "http://[64:ff9b::7f00:1]/hook",             # NAT64 of 127.0.0.1
    "http://[64:ff9b::a00:1]/hook",              # NAT64 of 10.0.0.1
    "http://[2002:7f00:1::1]/hook",              # 6to4 of 127.0.0.1
    "http://[2002:a9fe:a9fe::1]/hook",           # 6to4 of 169.254.169.254
]


@pytest.mark.parametrize("url", REFUSED)
def test_a_webhook_to_an_address_not_globally_routable_is_refused(auth_client, settings,
                                                                 url):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = []
    response = auth_client.post("/api/v1/webhooks", {"url": url}, format="json")
    assert response.status_code == 400, (url, response.content)
    assert response.json()["error"]["code"] == "webhook_url_refused", response.content
    assert auth_client.get("/api/v1/webhooks").json() == []


@pytest.mark.parametrize("url", ["http://8.8.8.8/hook", "https://[2606:4700:4700::1111]/h",
                                 "http://1.1.1.1:8443/hook?x=1"])
def test_a_webhook_to_a_public_address_is_accepted(auth_client, settings, url):
    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = []
    response = auth_client.post("/api/v1/webhooks", {"url": url}, format="json")
    assert response.status_code == 201, (url, response.content)


@pytest.mark.parametrize("url", REFUSED)
def test_the_guard_is_one_function_any_outbound_url_can_use(settings, url):
    from core import outbound

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = []
    with pytest.raises(outbound.UrlRefused) as refused:
        outbound.url_check(url)
    assert "private or local address" in refused.value.reason


def test_the_tests_exception_still_reaches_127_0_0_1_and_nothing_else(settings):
    from core import outbound

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    target = outbound.url_check("http://127.0.0.1:8081/hooks?a=1")
    assert (target.scheme, target.host, target.port, target.address, target.path) == \
        ("http", "127.0.0.1", 8081, "127.0.0.1", "/hooks?a=1")
    for url in ("http://127.0.0.2/x", "http://100.100.100.200/", "http://[::1]/x"):
        with pytest.raises(outbound.UrlRefused):
            outbound.url_check(url)
    for url in ("ftp://8.8.8.8/x", "http://user:pw@8.8.8.8/x", "http:///x"):
        with pytest.raises(outbound.UrlRefused):
            outbound.url_check(url)


INVISIBLE = ["\u202e", "\ufeff", "\u200b", "\u2066", "\u00ad", "\u00a0", "\u3164",
             "\x7f", "\U000e0041"]
"""Right-to-left override, byte order mark, zero width space, a bidi isolate, a soft hyphen, a
no-break space, the Hangul filler, DEL and a tag character: each hides what a URL says."""


@pytest.mark.parametrize("char", INVISIBLE)
def test_a_url_holding_an_invisible_or_formatting_character_is_refused(auth_client, settings,
                                                                     char):
    """Found from outside: push endpoints ending in U+202E or U+FEFF were taken."""
    from core import outbound

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = []
    for url in (f"https://8.8.8.8/hook{char}", f"https://8.8.8.8/{char}hook?x=1"):
        with pytest.raises(outbound.UrlRefused) as refused:
            outbound.url_check(url)
        assert f"U+{ord(char):04X}" in refused.value.reason
    # (At the end the API trims what Python calls white space, the no-break space.)
    response = auth_client.post("/api/v1/webhooks", {"url": url}, format="json")
    assert response.status_code == 400, (url, response.content)
    assert auth_client.get("/api/v1/webhooks").json() == []


def test_a_non_ascii_host_is_taken_in_its_ascii_form(settings):
    from core import outbound

    settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]
    with pytest.raises(outbound.UrlRefused) as refused:
        outbound.url_check("http://b\u00fccher.example/hook")
    assert "xn--" in refused.value.reason
    assert outbound.url_check("http://127.0.0.1/caf%C3%A9").path == "/caf%C3%A9"
