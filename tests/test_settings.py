import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from whist_service.config import mail_settings, parse_database_url, parse_email_url, parse_rates

ROOT = Path(__file__).resolve().parent.parent


def test_postgres_url():
    config = parse_database_url(
        "postgres://whist:p%40ss@db.example:6543/whist_prod?sslmode=require", conn_max_age=60
    )
    assert config == {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "whist_prod",
        "USER": "whist",
        "PASSWORD": "p@ss",
        "HOST": "db.example",
        "PORT": "6543",
        "CONN_MAX_AGE": 60,
        "CONN_HEALTH_CHECKS": True,
        "OPTIONS": {"sslmode": "require"},
    }


def test_postgresql_scheme_without_password_or_port():
    config = parse_database_url("postgresql://postgres@127.0.0.1/whist")
    assert config["ENGINE"] == "django.db.backends.postgresql"
    assert (config["USER"], config["PASSWORD"], config["PORT"]) == ("postgres", "", "")
    assert config["CONN_MAX_AGE"] == 0 and config["CONN_HEALTH_CHECKS"] is False


def test_sqlite_urls(tmp_path):
    absolute = parse_database_url("sqlite:////tmp/x/db.sqlite3")
    assert absolute == {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": "/tmp/x/db.sqlite3",
        "CONN_MAX_AGE": 0,
        "OPTIONS": {"transaction_mode": "IMMEDIATE", "timeout": 20,
                    "init_command": "PRAGMA journal_mode=WAL"},
    }
    relative = parse_database_url("sqlite:///db.sqlite3", base_dir=tmp_path)
    assert relative["NAME"] == str(tmp_path / "db.sqlite3")
    assert parse_database_url("sqlite://:memory:")["NAME"] == ":memory:"


@pytest.mark.parametrize("url", ["mysql://root@localhost/x", "postgres://host/", "nonsense"])
def test_bad_database_urls(url):
    with pytest.raises(ImproperlyConfigured):
        parse_database_url(url)


SMTP = "live.mail_backend.SmtpBackend"


@pytest.mark.parametrize("url, options", [
    ("smtp://mailer:p%40ss@mail.example:2525",
     {"host": "mail.example", "port": 2525, "username": "mailer", "password": "p@ss",
      "use_tls": False, "use_ssl": False}),
    ("smtp://127.0.0.1", {"host": "127.0.0.1", "port": 25, "username": "", "password": "",
                          "use_tls": False, "use_ssl": False}),
    ("smtp+starttls://u:p@smtp.example",
     {"host": "smtp.example", "port": 587, "username": "u", "password": "p",
      "use_tls": True, "use_ssl": False}),
    ("smtps://u:p@smtp.example",
     {"host": "smtp.example", "port": 465, "username": "u", "password": "p",
      "use_tls": False, "use_ssl": True}),
])
def test_email_urls(url, options):
    assert parse_email_url(url) == {"BACKEND": SMTP, "OPTIONS": options}


def test_the_console_email_url_and_both_forms_of_the_settings():
    console = parse_email_url("console://")
    assert console == {"BACKEND": "django.core.mail.backends.console.EmailBackend",
                       "OPTIONS": {}}
    assert mail_settings(console, mailers=True) == {"MAILERS": {"default": console}}
    smtp = parse_email_url("smtps://u:p@smtp.example")
    assert mail_settings(smtp, mailers=False) == {
        "EMAIL_BACKEND": SMTP, "EMAIL_HOST": "smtp.example", "EMAIL_PORT": 465,
        "EMAIL_HOST_USER": "u", "EMAIL_HOST_PASSWORD": "p", "EMAIL_USE_TLS": False,
        "EMAIL_USE_SSL": True}


@pytest.mark.parametrize("url", ["http://mail.example", "smtp://", "smtp://host:port",
                                 "smtp://host/path"])
def test_bad_email_urls(url):
    with pytest.raises(ImproperlyConfigured):
        parse_email_url(url)


def test_parse_rates():
    assert parse_rates(" register=5/min, game_write=1/s ,") == {
        "register": "5/min",
        "game_write": "1/s",
    }
    with pytest.raises(ImproperlyConfigured):
        parse_rates("register")


def import_settings(**env: str) -> subprocess.CompletedProcess:
    """Import whist_service.settings in a fresh interpreter with exactly this environment."""
    clean = {k: v for k, v in os.environ.items() if k not in {"SECRET_KEY", "DEBUG"}}
    clean.update(env)
    code = (
        "import json; from whist_service import settings as s; "
        "print(json.dumps({'debug': s.DEBUG, 'db': s.DATABASES['default'], "
        "'broker': s.CELERY_BROKER_URL}, default=str))"
    )
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=clean, capture_output=True, text=True
    )


def test_debug_off_without_secret_key_refuses_to_start():
    result = import_settings(DEBUG="0")
    assert result.returncode != 0
    assert "ImproperlyConfigured" in result.stderr
    assert "SECRET_KEY" in result.stderr


def test_debug_off_with_secret_key_and_database_url():
    result = import_settings(
        DEBUG="0",
        SECRET_KEY="x" * 50,
        DATABASE_URL="postgres://u:p@dbhost:5433/whist",
        REDIS_URL="redis://cache:6379/0",
    )
    assert result.returncode == 0, result.stderr
    loaded = json.loads(result.stdout)
    assert loaded["debug"] is False
    assert loaded["db"]["HOST"] == "dbhost" and loaded["db"]["PORT"] == "5433"
    assert loaded["broker"] == "redis://cache:6379/0"


def test_development_defaults_need_no_services(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in {"DATABASE_URL", "REDIS_URL"}}
    env.pop("SECRET_KEY", None)
    env.pop("DEBUG", None)
    env["WHIST_DATA_DIR"] = str(tmp_path)
    code = (
        "import json; from whist_service import settings as s; "
        "print(json.dumps([s.DEBUG, s.DATABASES['default']['ENGINE'], "
        "s.DATABASES['default']['NAME'], s.CELERY_BROKER_URL, s.CELERY_BROKER_TRANSPORT]))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == [
        True, "django.db.backends.sqlite3", str(tmp_path / "db.sqlite3"),
        f"sqlite:///{tmp_path}/.celery/broker.sqlite3", "whist_service.sqlite_broker:Transport"]


def deploy_check(**env: str) -> subprocess.CompletedProcess:
    """``manage.py check --deploy`` with the production settings (DEBUG off)."""
    # The browser tests allow async-unsafe access in this process; production never does.
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith("SECURE_") and k != "DJANGO_ALLOW_ASYNC_UNSAFE"}
    clean.update({"DEBUG": "0", "SECRET_KEY": "k7-" + "Q9z#wL2@" * 8,
                  "ALLOWED_HOSTS": "whist.example.com", **env})
    return subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, env=clean, capture_output=True, text=True)


def test_the_production_settings_pass_the_deploy_check():
    result = deploy_check()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


@pytest.mark.parametrize("env, warning", [
    ({"SECURE_SSL_REDIRECT": "0"}, "security.W008"),
    ({"SECURE_HSTS_SECONDS": "0"}, "security.W004"),
    ({"SECURE_COOKIES": "0"}, "security.W012"),
])
def test_turning_a_protection_off_fails_the_deploy_check(env, warning):
    result = deploy_check(**env)
    assert result.returncode != 0 and warning in result.stdout + result.stderr


def test_the_settings_are_small_modules_each_under_200_lines():
    from pathlib import Path

    package = Path(__file__).resolve().parent.parent / "whist_service" / "settings"
    sizes = {p.name: len(p.read_text().splitlines()) for p in package.glob("*.py")}
    assert len(sizes) >= 5 and max(sizes.values()) < 200, sizes
