"""The URLs a client may give (an avatar, a webhook, a push endpoint) are one pattern, the
schema's and the server's alike (``core.serializers.WEB_URL``): every URL it allows
is one Django's URL validator takes too, so a URL of the right form is never refused for its
form, and the push services' and the tests' own URLs are among them."""

from __future__ import annotations

import re

import pytest
from django.core.validators import URLValidator
from hypothesis import given, settings
from hypothesis import strategies as st

from core.serializers import WEB_URL


@settings(max_examples=500, deadline=None)
@given(st.from_regex(WEB_URL, fullmatch=True))
def test_every_url_the_pattern_allows_is_a_url(url):
    URLValidator()(url)


@pytest.mark.parametrize("url", [
    "https://fcm.googleapis.com/fcm/send/abc:def",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGuQyavXutnMei",
    "https://example.com/avatar.png?size=64#me",
    "http://127.0.0.1:9/hook",
    "https://[2606:4700:4700::1111]/h",
    "http://[::ffff:10.0.0.1]/hook",
])
def test_the_urls_people_give_are_allowed(url):
    assert re.fullmatch(WEB_URL, url)


@pytest.mark.parametrize("url", ["ftp://example.com/", "https://exa mple.com/", "https://", "//x.y",
                                 "https://256.1.1.1/", "https://[::g]/", "javascript:alert(1)"])
def test_what_is_not_such_a_url_is_not_allowed(url):
    assert not re.fullmatch(WEB_URL, url)
