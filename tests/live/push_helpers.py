"""The tests' side of push: the stand-in processes (``tests/live/push_standins.py``), their keys
and certificate, and a browser's part in a Web Push subscription."""

from __future__ import annotations

import datetime
import ipaddress
import json
import os
import secrets
import socket
import ssl
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.x509.oid import NameOID

from tests.celery_worker import ROOT, wait_for
from tests.live.push_standins import b64url


class StandIn:
    """One stand-in process listening on a socket this process bound (its port known before
    it starts); ``received()`` is what it recorded, ``control()`` gives it orders."""

    def __init__(self, kind: str, workdir: Path, config: dict[str, Any],
                 tls: tuple[str, str] | None = None, ca: str | None = None) -> None:
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.set_inheritable(True)
        port = self.sock.getsockname()[1]
        self.origin = f"{'https' if tls else 'http'}://127.0.0.1:{port}"
        config = {**config, "origin": self.origin}
        if tls:
            config["certfile"], config["keyfile"] = tls
        self.context = ssl.create_default_context(cafile=ca) if ca else None
        path = workdir / f"{kind}.json"
        path.write_text(json.dumps(config))
        self.log_path = workdir / f"{kind}.log"
        log = open(self.log_path, "ab")  # noqa: SIM115 - closed with the process
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tests.live.push_standins", kind, "--fd",
             str(self.sock.fileno()), "--config", str(path)],
            cwd=ROOT, pass_fds=(self.sock.fileno(),), stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True)
        wait_for(self._up, timeout=30, message=f"the {kind} stand-in (log: {self.log_path})")

    def _up(self) -> bool:
        assert self.proc.poll() is None, self.log_path.read_text(errors="replace")
        try:
            self.received()
            return True
        except OSError:
            return False

    def _call(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.origin + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=10, context=self.context) as answer:
            return json.loads(answer.read() or b"null")

    def received(self) -> list[dict[str, Any]]:
        return self._call("GET", "/_received")

    def control(self, *, answers: dict[str, list[int]] | None = None,
                gone: list[str] | None = None, delays: dict[str, float] | None = None) -> None:
        self._call("POST", "/_control", {"answers": answers or {}, "gone": gone or [],
                                         "delays": delays or {}})

    def subscribe(self, body: dict[str, Any]) -> dict[str, Any]:
        return self._call("POST", "/subscribe", body)

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, 15)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, 9)
                self.proc.wait(timeout=10)
        self.sock.close()


def uncompressed(key: ec.EllipticCurvePublicKey) -> bytes:
    return key.public_bytes(serialization.Encoding.X962,
                            serialization.PublicFormat.UncompressedPoint)


class BrowserSubscription:
    """What a browser makes when a page subscribes: a P-256 key pair and a 16-byte auth
    secret, registered at the push service for the application server's key.  ``json`` is
    ``PushSubscription.toJSON()``."""

    def __init__(self, service: StandIn, application_server_key: str) -> None:
        self.private = ec.generate_private_key(ec.SECP256R1())
        self.auth = secrets.token_bytes(16)
        scalar = self.private.private_numbers().private_value.to_bytes(32, "big")
        made = service.subscribe({"application_server_key": application_server_key,
                                  "private_key": b64url(scalar), "auth": b64url(self.auth)})
        self.id = made["id"]
        self.json = {"endpoint": made["endpoint"], "expirationTime": None,
                     "keys": {"p256dh": b64url(uncompressed(self.private.public_key())),
                              "auth": b64url(self.auth)}}


def private_pem(key: Any) -> str:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption()).decode()


def public_pem(key: Any) -> str:
    return key.public_bytes(serialization.Encoding.PEM,
                            serialization.PublicFormat.SubjectPublicKeyInfo).decode()


def tls_files(workdir: Path) -> tuple[str, str]:
    """A self-signed certificate for 127.0.0.1 (its own CA: the file clients trust)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "push stand-in")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName(
                [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = workdir / "tls-cert.pem", workdir / "tls-key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_text(private_pem(key))
    return str(cert_path), str(key_path)


class PushServices:
    """The three stand-ins and the settings that point the service at them (for a worker's
    environment, and for this process's settings)."""

    PROJECT = "whist-push-tests"
    TOPIC = "com.example.whist"

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.vapid = ec.generate_private_key(ec.SECP256R1())
        self.vapid_raw = b64url(self.vapid.private_numbers().private_value.to_bytes(32, "big"))
        self.vapid_public = b64url(uncompressed(self.vapid.public_key()))
        account_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        apns_key = ec.generate_private_key(ec.SECP256R1())
        cert, key = tls_files(workdir)
        self.ca = cert
        self.webpush = StandIn("webpush", workdir, {})
        self.fcm = StandIn("fcm", workdir, {
            "project_id": self.PROJECT, "public_key": public_pem(account_key.public_key()),
            "private_key_id": "kid-" + secrets.token_hex(4),
            "client_email": f"push@{self.PROJECT}.iam.gserviceaccount.com"})
        self.account = {
            "type": "service_account", "project_id": self.PROJECT,
            "private_key_id": json.loads((workdir / "fcm.json").read_text())["private_key_id"],
            "private_key": private_pem(account_key),
            "client_email": f"push@{self.PROJECT}.iam.gserviceaccount.com",
            "client_id": "1234567890", "token_uri": f"{self.fcm.origin}/token"}
        (workdir / "service-account.json").write_text(json.dumps(self.account))
        self.key_id, self.team_id = "KEY" + secrets.token_hex(4).upper(), "TEAM12345A"
        (workdir / "AuthKey.p8").write_text(private_pem(apns_key))
        self.apns = StandIn("apns", workdir, {
            "public_key": public_pem(apns_key.public_key()), "key_id": self.key_id,
            "team_id": self.team_id, "topics": [self.TOPIC]}, tls=(cert, key), ca=cert)

    def env(self) -> dict[str, str]:
        return {
            "WHIST_VAPID_PRIVATE_KEY": self.vapid_raw,
            "WHIST_VAPID_SUBJECT": "mailto:push-tests@example.com",
            "FCM_SERVICE_ACCOUNT_FILE": str(self.workdir / "service-account.json"),
            "FCM_URL": self.fcm.origin,
            "APNS_KEY_FILE": str(self.workdir / "AuthKey.p8"),
            "APNS_KEY_ID": self.key_id,
            "APNS_TEAM_ID": self.team_id,
            "APNS_URL": self.apns.origin,
            "SSL_CERT_FILE": self.ca,
            "WEBHOOK_ALLOW_PRIVATE_HOSTS": "127.0.0.1",
            "WHIST_PUSH_RETRY_BASE_SECONDS": "0.5",
            "WHIST_PUSH_SWEEP_SECONDS": "1",
        }

    def settings_apply(self, settings: Any) -> None:
        """This process's settings as the workers', for what the API and the senders read."""
        settings.WHIST_VAPID_PRIVATE_KEY = self.vapid_raw
        settings.WHIST_VAPID_SUBJECT = "mailto:push-tests@example.com"
        settings.FCM_SERVICE_ACCOUNT_FILE = str(self.workdir / "service-account.json")
        settings.FCM_URL = self.fcm.origin
        settings.APNS_KEY_FILE = str(self.workdir / "AuthKey.p8")
        settings.APNS_KEY_ID, settings.APNS_TEAM_ID = self.key_id, self.team_id
        settings.APNS_URL = self.apns.origin
        settings.WEBHOOK_ALLOW_PRIVATE_HOSTS = ["127.0.0.1"]

    def stop(self) -> None:
        for service in (self.webpush, self.fcm, self.apns):
            service.stop()
