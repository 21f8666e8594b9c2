"""Per-client rate limits, the store cap on saved pastes, and the client address behind proxies (issue #15, item 3)."""

from __future__ import annotations

import time
from pathlib import Path

import django_ratelimit.core
import pytest
from django.core.cache import caches
from django.test import Client

from checker.diagnose.models import SavedPaste
from config.cache import caches_from_url
from config.limits import client_address, trusted_networks

pytestmark = pytest.mark.django_db
PASTE = (Path(__file__).resolve().parent / "data" / "pastes" / "nvidia-smi-table" / "exporter-rtx4080s-595-wayland-ffmpeg.txt").read_text()


class FakeRequest:
    def __init__(self, remote: str, forwarded: str | None = None):
        self.META = {"REMOTE_ADDR": remote}
        if forwarded is not None:
            self.META["HTTP_X_FORWARDED_FOR"] = forwarded


@pytest.mark.parametrize("remote, forwarded, proxies, client", [
    ("203.0.113.7", "198.51.100.1", [], "203.0.113.7"),  # nobody trusted: the header is anyone's to forge
    ("10.0.0.2", "198.51.100.1", ["10.0.0.0/8"], "198.51.100.1"),  # our proxy says who it saw
    ("10.0.0.2", "192.0.2.66, 198.51.100.1", ["10.0.0.0/8"], "198.51.100.1"),  # a forged first hop is skipped
    ("10.0.0.2", "198.51.100.1, 10.0.0.9", ["10.0.0.0/8"], "198.51.100.1"),  # two of our proxies in a row
    ("10.0.0.2", "not-an-ip", ["10.0.0.0/8"], "10.0.0.2"),  # a malformed hop: believe nothing further
    ("10.0.0.2", None, ["10.0.0.0/8"], "10.0.0.2"),
    ("2001:db8:1:2:aaaa::1", None, [], "2001:db8:1:2::/64"),  # one subscriber's /64 counts as one client
    ("::ffff:203.0.113.7", None, [], "203.0.113.7"),
    ("", None, [], "unknown"),
])
def test_the_client_address_believes_forwarded_for_only_from_trusted_proxies(remote, forwarded, proxies, client):
    assert client_address(FakeRequest(remote, forwarded), trusted_networks(proxies)) == client


@pytest.fixture(autouse=True)
def mid_window(monkeypatch):
    """Each test runs mid-window. django-ratelimit ends each key's window at a jittered point of its period and puts that
    end in the count's cache key, so requests either side of it fall in two counts and one more is let through (a
    minute-rate test of this module failed once in a local run, 2026-11-28). The end is fixed once per test, half a
    period ahead."""
    start = int(time.time())
    monkeypatch.setattr(django_ratelimit.core, "_get_window", lambda value, period: start + period // 2)


def post_diagnose(client: Client, address: str, **headers):
    return client.post("/api/diagnose", {"text": PASTE}, REMOTE_ADDR=address, **headers)


def test_a_client_over_its_rate_gets_429_with_retry_after_and_others_go_on(client, settings):
    settings.HEADROOM_RATE_POST = "3/m"
    assert [post_diagnose(client, "203.0.113.7").status_code for _ in range(3)] == [200, 200, 200]
    refused = post_diagnose(client, "203.0.113.7")
    assert refused.status_code == 429
    assert 1 <= int(refused["Retry-After"]) <= 60
    assert "try again in" in refused.json()["error"] and refused.json()["retry_after"] == int(refused["Retry-After"])
    assert post_diagnose(client, "203.0.113.8").status_code == 200  # another client is not affected
    assert client.get("/diagnose/", REMOTE_ADDR="203.0.113.7").status_code == 200  # reading is never limited


def test_a_forged_forwarded_for_does_not_escape_the_limit(client, settings):
    settings.HEADROOM_RATE_POST = "2/m"
    codes = [post_diagnose(client, "203.0.113.7", HTTP_X_FORWARDED_FOR=f"198.51.100.{i}").status_code for i in range(3)]
    assert codes == [200, 200, 429]


def test_behind_a_trusted_proxy_each_client_has_its_own_count(settings):
    settings.HEADROOM_RATE_POST = "2/m"
    settings.HEADROOM_TRUSTED_PROXIES = ["10.0.0.0/8"]
    client = Client()  # middleware built after the setting, as a worker starts after its configuration
    first = [post_diagnose(client, "10.0.0.2", HTTP_X_FORWARDED_FOR="198.51.100.1").status_code for _ in range(3)]
    assert first == [200, 200, 429]
    assert post_diagnose(client, "10.0.0.2", HTTP_X_FORWARDED_FOR="198.51.100.2").status_code == 200


def test_saving_has_its_own_lower_rate_and_the_refusal_says_so_in_place(client, settings):
    settings.HEADROOM_RATE_SAVE = "2/h"
    # (Mid-window, by mid_window: a run in the window's last minute saw under 60 s left, a CI run at 04:35 UTC; read at
    # each request, a second ticking over between the saves put them in two counts and the third was let through, a CI
    # run on PostgreSQL, 2026-11-27.)
    assert [client.post("/diagnose/save/", {"text": PASTE}).status_code for _ in range(2)] == [201, 201]
    refused = client.post("/diagnose/save/", {"text": PASTE})
    assert refused.status_code == 429 and int(refused["Retry-After"]) > 60
    assert "Too many saves" in refused.content.decode()
    assert SavedPaste.objects.count() == 2
    assert client.post("/api/diagnose", {"text": PASTE}).status_code == 200  # other work has its own count


def test_under_a_path_prefix_saving_still_has_its_own_rate(client, settings):
    # Served below /headroom/ by a proxy (SCRIPT_NAME), the save URL is /headroom/diagnose/save/.
    settings.HEADROOM_RATE_SAVE = "1/h"
    settings.HEADROOM_RATE_POST = "100/m"
    codes = [client.post("/diagnose/save/", {"text": PASTE}, SCRIPT_NAME="/headroom").status_code for _ in range(2)]
    assert codes == [201, 429]
    refused = client.post("/api/diagnose", {"text": PASTE}, SCRIPT_NAME="/headroom")
    assert refused.status_code == 200


def test_htmx_gets_the_message_alone_to_swap_in_place(client, settings):
    settings.HEADROOM_RATE_POST = "1/m"
    client.post("/diagnose/", {"text": PASTE}, HTTP_HX_REQUEST="true")
    refused = client.post("/diagnose/", {"text": PASTE}, HTTP_HX_REQUEST="true")
    assert refused.status_code == 429
    assert refused.content.decode().startswith('<p class="notice" role="alert">Too many requests')


def test_the_page_tells_htmx_to_swap_a_429(client):
    # htmx 2 swaps only 2xx by default: the config in base.html makes the message appear where the result would.
    html = client.get("/diagnose/").content.decode()
    assert '{"code": "429", "swap": true, "error": false}' in html


def test_two_workers_sharing_the_database_cache_count_together(settings):
    settings.CACHES = caches_from_url("db")
    settings.HEADROOM_RATE_POST = "3/m"
    assert type(caches["default"]).__name__ == "CountingDatabaseCache"
    worker_a, worker_b = Client(), Client()  # each has its own middleware, as two gunicorn workers do
    codes = [post_diagnose(worker, "203.0.113.7").status_code for worker in (worker_a, worker_b, worker_a, worker_b)]
    assert codes == [200, 200, 200, 429]
    # Two cache objects, as two processes hold, share nothing in memory: only the table counts.
    from config.db_cache import CountingDatabaseCache

    one, other = (CountingDatabaseCache("headroom_cache", {}) for _ in range(2))
    one.add("shared", 0, 60)
    assert [cache.incr("shared") for cache in (one, other, one, other)] == [1, 2, 3, 4]


def test_the_database_cache_increments_what_it_stored(settings):
    settings.CACHES = caches_from_url("db")
    cache = caches["default"]
    cache.add("n", 1, 60)
    assert [cache.incr("n") for _ in range(3)] == [2, 3, 4]
    with pytest.raises(ValueError):
        cache.incr("missing")


def test_counting_keeps_the_window_that_add_set(settings):
    # A count made for an hour must live an hour: Django's own incr re-stores it with the default
    # five-minute timeout, which would let a client save 30 more pastes after a 5-minute pause.
    from django.db import connection

    settings.CACHES = caches_from_url("db")
    cache = caches["default"]
    cache.add("hour", 1, 3600)
    key = cache.make_and_validate_key("hour")

    def expires():
        with connection.cursor() as cursor:
            cursor.execute("SELECT expires FROM headroom_cache WHERE cache_key = %s", [key])
            return cursor.fetchone()[0]

    before = expires()
    assert cache.incr("hour", 5) == 6
    assert expires() == before and cache.get("hour") == 6
    cache.add("gone", 1, -1)  # already expired: counting it again starts a new window
    with pytest.raises(ValueError):
        cache.incr("gone")


@pytest.mark.parametrize("url", ["db", "locmem"])
def test_the_cache_keeps_more_counts_than_django_s_default_300(url, settings):
    settings.CACHES = caches_from_url(url)
    cache = caches["default"]
    cache.set_many({f"client-{n}": n for n in range(400)}, 600)
    assert cache.get("client-0") == 0 and cache.get("client-399") == 399
    assert len(cache.get_many([f"client-{n}" for n in range(400)])) == 400


def test_past_the_store_cap_saving_answers_507_in_place_and_reading_goes_on(client, settings):
    settings.HEADROOM_PASTE_STORE_MAX_MB = 1
    kept, _ = SavedPaste.create("x" * (2**20 - 100), [])
    refused = client.post("/diagnose/save/", {"text": PASTE})
    assert refused.status_code == 507
    html = refused.content.decode()
    assert "nothing was saved" in html and "Findings" in html  # the diagnosis is still on the page
    assert 'name="text" value="' in html and "RTX 4080" in html  # and so is the paste, ready to save later
    assert SavedPaste.objects.count() == 1
    assert client.get(f"/d/{kept.slug}/").status_code == 200
    kept.delete()
    assert client.post("/diagnose/save/", {"text": PASTE}).status_code == 201


@pytest.mark.parametrize("url, backend", [
    ("db", "config.db_cache.CountingDatabaseCache"),
    ("redis://cache:6379/0", "django.core.cache.backends.redis.RedisCache"),
    ("memcached://a:11211,b:11211", "django.core.cache.backends.memcached.PyMemcacheCache"),
    ("locmem", "django.core.cache.backends.locmem.LocMemCache"),
])
def test_the_cache_comes_from_one_setting(url, backend):
    assert caches_from_url(url)["default"]["BACKEND"] == backend


def test_a_cache_setting_that_names_nothing_known_fails_loudly():
    from django.core.exceptions import ImproperlyConfigured

    with pytest.raises(ImproperlyConfigured):
        caches_from_url("mongodb://x")


def test_a_cache_that_does_not_answer_lets_requests_through(client, settings, monkeypatch):
    # Fail open: a broken Redis or a missing cache table must not turn every POST into a 429 or a 500.
    settings.HEADROOM_RATE_POST = "1/m"

    def broken(*args, **kwargs):
        raise ConnectionError("cache down")

    monkeypatch.setattr(caches["default"], "add", broken)
    assert [post_diagnose(client, "203.0.113.7").status_code for _ in range(3)] == [200, 200, 200]
