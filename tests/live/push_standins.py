"""Stand-ins of the three push services, each a process of its own on 127.0.0.1, checking a
request as the real service does and answering as it does:

* ``webpush``: a push service (RFC 8030).  The test plays the browser: it makes a
  subscription's key pair and auth secret and subscribes here (``POST /subscribe``, as a
  browser's ``pushManager.subscribe`` does, naming the application server's VAPID key).  A
  message must carry ``Authorization: vapid t=<JWT>, k=<key>`` (RFC 8292: ES256, signed by that
  key, ``aud`` this origin, ``exp`` within 24 hours, ``sub`` a contact) and ``TTL``; its body is
  decrypted (RFC 8291, aes128gcm) with the subscription's private key and auth secret, written
  out here from the RFC rather than with the sender's library.  201, or 404/410 once told.
* ``fcm``: Google's OAuth2 token endpoint (a service account's JWT assertion, RS256, exchanged
  for an access token) and FCM HTTP v1 ``messages:send``; ``404 UNREGISTERED`` for a token it
  was told is gone.
* ``apns``: Apple's provider API, HTTP/2 only, over TLS: an ES256 provider token (``kid``,
  ``iss`` = team, ``iat`` within the hour), ``apns-topic``, ``apns-push-type``, a hex device
  token, ``{"aps": ...}``; ``410 Unregistered`` for a token it was told is gone.

Each records every request it took (``GET /_received``) and takes orders (``POST /_control``):
the answers to give next for a subscription or token, which tokens are gone, and (FCM) how
long to take before answering for a token.

Run as ``python -m tests.live.push_standins KIND --fd N --config FILE``: the test binds the
listening socket (so it knows the port before the process starts) and passes it on.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import re
import secrets
import struct
import time
import uuid
from typing import Any
from urllib.parse import parse_qs

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

Scope = dict[str, Any]


def b64url_decode(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class Answered(Exception):
    """A non-2xx answer the real service gives a well-formed request (the subscription or
    token is gone, the service is unavailable): recorded by the handler."""

    def __init__(self, status: int, body: Any) -> None:
        super().__init__(status, body)
        self.status, self.body = status, body


class Refused(Answered):
    """The request breaks the service's rules: recorded as a refusal, which no test expects."""


def jwt_verified(token: str, key: Any, alg: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The header and claims of a compact JWS signed with ``alg`` by ``key``, or ValueError."""
    try:
        head64, claims64, sig64 = token.split(".")
        header = json.loads(b64url_decode(head64))
        claims = json.loads(b64url_decode(claims64))
        signature = b64url_decode(sig64)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"not a JWT: {exc}") from None
    if header.get("alg") != alg:
        raise ValueError(f"alg is {header.get('alg')!r}, not {alg}")
    signed = f"{head64}.{claims64}".encode()
    try:
        if alg == "ES256":
            if len(signature) != 64:
                raise ValueError("an ES256 signature is 64 bytes (r || s)")
            der = encode_dss_signature(int.from_bytes(signature[:32], "big"),
                                       int.from_bytes(signature[32:], "big"))
            key.verify(der, signed, ec.ECDSA(hashes.SHA256()))
        else:
            key.verify(signature, signed, padding.PKCS1v15(), hashes.SHA256())
    except InvalidSignature:
        raise ValueError("bad signature") from None
    return header, claims


def _hkdf(salt: bytes, ikm: bytes, info: bytes, length: int) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=length, salt=salt, info=info).derive(ikm)


def aes128gcm_decrypt(body: bytes, private_key: ec.EllipticCurvePrivateKey,
                      auth_secret: bytes) -> bytes:
    """RFC 8291 section 3 and RFC 8188: the browser's side of a push message."""
    if len(body) < 21:
        raise ValueError("shorter than the aes128gcm header")
    salt, (rs,), idlen = body[:16], struct.unpack("!I", body[16:20]), body[20]
    sender = body[21:21 + idlen]
    records = body[21 + idlen:]
    if idlen != 65 or rs < 18:
        raise ValueError("the keyid must be the sender's 65-byte public key")
    sender_key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), sender)
    shared = private_key.exchange(ec.ECDH(), sender_key)
    receiver = private_key.public_key().public_bytes(serialization.Encoding.X962,
                                                     serialization.PublicFormat.UncompressedPoint)
    # Each HKDF here is RFC 5869's extract (with the salt) then expand (with the info).
    ikm = _hkdf(auth_secret, shared, b"WebPush: info\x00" + receiver + sender, 32)
    cek = _hkdf(salt, ikm, b"Content-Encoding: aes128gcm\x00", 16)
    base_nonce = _hkdf(salt, ikm, b"Content-Encoding: nonce\x00", 12)
    plain = b""
    chunks = [records[i:i + rs] for i in range(0, len(records), rs)]
    if not chunks:
        raise ValueError("no record")
    for seq, chunk in enumerate(chunks):
        nonce = (int.from_bytes(base_nonce, "big") ^ seq).to_bytes(12, "big")
        record = AESGCM(cek).decrypt(nonce, chunk, None)
        last = seq == len(chunks) - 1
        stripped = record.rstrip(b"\x00")
        if not stripped or stripped[-1] != (2 if last else 1):
            raise ValueError("bad padding delimiter")
        plain += stripped[:-1]
    return plain



class App:
    """The common part: records, orders, and the small ASGI plumbing."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.received: list[dict[str, Any]] = []
        self.answers: dict[str, list[int]] = {}
        self.gone: set[str] = set()
        self.delays: dict[str, float] = {}
        self.origin = config["origin"]

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            while True:
                message = await receive()
                if message["type"] == "lifespan.startup":
                    await send({"type": "lifespan.startup.complete"})
                elif message["type"] == "lifespan.shutdown":
                    await send({"type": "lifespan.shutdown.complete"})
                    return
        body = b""
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body"):
                break
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope["headers"]}
        path, method = scope["path"], scope["method"]
        try:
            if path == "/_received" and method == "GET":
                status, answer, extra = 200, self.received, {}
            elif path == "/_control" and method == "POST":
                orders = json.loads(body)
                for name, codes in orders.get("answers", {}).items():
                    self.answers.setdefault(name, []).extend(codes)
                self.gone.update(orders.get("gone", []))
                self.delays.update(orders.get("delays", {}))
                status, answer, extra = 200, {"ok": True}, {}
            else:
                status, answer, extra = await self.handle(scope, method, path, headers, body)
        except Answered as answered:
            status, answer, extra = answered.status, answered.body, {}
            if isinstance(answered, Refused):
                self.received.append({"path": path, "refused": status, "answer": answer})
        payload = b"" if answer is None else json.dumps(answer).encode()
        out = [(b"content-length", str(len(payload)).encode())]
        if answer is not None:
            out.append((b"content-type", b"application/json"))
        out += [(k.encode(), v.encode()) for k, v in extra.items()]
        await send({"type": "http.response.start", "status": status, "headers": out})
        await send({"type": "http.response.body", "body": payload})

    def scripted(self, name: str) -> int | None:
        queued = self.answers.get(name)
        return queued.pop(0) if queued else None

    async def handle(self, scope: Scope, method: str, path: str, headers: dict[str, str],
                     body: bytes) -> tuple[int, Any, dict[str, str]]:
        raise NotImplementedError


class WebPushService(App):
    def __init__(self, config: dict[str, Any]) -> None:
        super().__init__(config)
        self.subscriptions: dict[str, dict[str, Any]] = {}

    async def handle(self, scope: Scope, method: str, path: str, headers: dict[str, str],
                     body: bytes) -> tuple[int, Any, dict[str, str]]:
        if path == "/subscribe" and method == "POST":
            data = json.loads(body)
            sub_id = uuid.uuid4().hex
            self.subscriptions[sub_id] = {
                "server_key": data["application_server_key"],
                "private": ec.derive_private_key(
                    int.from_bytes(b64url_decode(data["private_key"]), "big"), ec.SECP256R1()),
                "auth": b64url_decode(data["auth"])}
            return 201, {"endpoint": f"{self.origin}/wpush/{sub_id}", "id": sub_id}, {}
        match = re.fullmatch(r"/wpush/([0-9a-f]{32})", path)
        if not match or method != "POST":
            raise Refused(404, {"error": "no such resource"})
        sub_id = match.group(1)
        sub = self.subscriptions.get(sub_id)
        if sub is None:
            raise Refused(404, {"error": "no such subscription"})
        if sub_id in self.gone:
            self.received.append({"subscription": sub_id, "answered": 410})
            raise Answered(410, {"error": "subscription gone"})
        claims = self._vapid_checked(headers, sub)
        if not re.fullmatch(r"[0-9]+", headers.get("ttl", "")):
            raise Refused(400, {"error": "a TTL header is required (RFC 8030 5.2)"})
        if headers.get("content-encoding") != "aes128gcm":
            raise Refused(415, {"error": "Content-Encoding must be aes128gcm"})
        if len(body) > 4096:
            raise Refused(413, {"error": "payload too large"})
        try:
            plain = aes128gcm_decrypt(body, sub["private"], sub["auth"])
        except Exception as exc:  # noqa: BLE001 - what a browser would drop
            raise Refused(400, {"error": f"could not decrypt: {exc!r}"}) from None
        record = {"subscription": sub_id, "ttl": int(headers["ttl"]),
                  "urgency": headers.get("urgency"), "topic": headers.get("topic"),
                  "claims": claims, "size": len(body), "payload": json.loads(plain)}
        code = self.scripted(sub_id)
        record["answered"] = code or 201
        self.received.append(record)
        if code in (404, 410):
            self.gone.add(sub_id)
        if code:
            return code, {"error": "scripted"}, {}
        return 201, None, {"location": f"{self.origin}/message/{uuid.uuid4().hex}"}

    def _vapid_checked(self, headers: dict[str, str], sub: dict[str, Any]) -> dict[str, Any]:
        match = re.fullmatch(r"vapid\s+(.+)", headers.get("authorization", ""), re.I)
        if not match:
            raise Refused(401, {"error": "Authorization: vapid t=..., k=... is required"})
        params = dict(p.strip().split("=", 1) for p in match.group(1).split(",") if "=" in p)
        if "t" not in params or "k" not in params:
            raise Refused(401, {"error": "vapid needs t and k"})
        if params["k"] != sub["server_key"]:
            raise Refused(403, {"error": "not the key the subscription was made with"})
        try:
            key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(),
                                                               b64url_decode(params["k"]))
            header, claims = jwt_verified(params["t"], key, "ES256")
        except ValueError as exc:
            raise Refused(401, {"error": f"bad VAPID token: {exc}"}) from None
        now = time.time()
        if header.get("typ", "JWT").upper() != "JWT":
            raise Refused(401, {"error": "typ must be JWT"})
        if claims.get("aud") != self.origin:
            raise Refused(401, {"error": f"aud must be {self.origin}"})
        if not isinstance(claims.get("exp"), int) or not now < claims["exp"] <= now + 86400 + 60:
            raise Refused(401, {"error": "exp must be in the next 24 hours"})
        if not str(claims.get("sub", "")).startswith(("mailto:", "https:")):
            raise Refused(401, {"error": "sub must be a mailto: or https: contact"})
        return claims


class FcmService(App):
    SCOPE = "https://www.googleapis.com/auth/firebase.messaging"

    def __init__(self, config: dict[str, Any]) -> None:
        super().__init__(config)
        self.account_key = serialization.load_pem_public_key(config["public_key"].encode())
        self.access: dict[str, float] = {}

    async def handle(self, scope: Scope, method: str, path: str, headers: dict[str, str],
                     body: bytes) -> tuple[int, Any, dict[str, str]]:
        if path == "/token" and method == "POST":
            return self._token(headers, body)
        match = re.fullmatch(r"/v1/projects/([^/]+)/messages:send", path)
        if not match or method != "POST":
            raise Refused(404, _google_error(404, "NOT_FOUND", "Not found."))
        bearer = headers.get("authorization", "")
        expires = self.access.get(bearer.removeprefix("Bearer ")) if \
            bearer.startswith("Bearer ") else None
        if expires is None or expires < time.time():
            raise Refused(401, _google_error(
                401, "UNAUTHENTICATED", "Request had invalid authentication credentials. "
                "Expected OAuth 2 access token, login cookie or other valid authentication "
                "credential."))
        if match.group(1) != self.config["project_id"]:
            raise Refused(403, _google_error(403, "PERMISSION_DENIED",
                                             "Permission denied for this project."))
        message = self._message_checked(body)
        token = message["token"]
        await asyncio.sleep(self.delays.get(token, 0))  # a service slow to answer
        record = {"path": path, "message": message}
        self.received.append(record)
        if token in self.gone:
            record["answered"] = 404
            raise Answered(404, _google_error(404, "NOT_FOUND", "Requested entity was not found.",
                                             "UNREGISTERED"))
        code = self.scripted(token)
        record["answered"] = code or 200
        if code:
            raise Answered(code, _google_error(code, "UNAVAILABLE", "The service is unavailable.",
                                              "UNAVAILABLE"))
        name = f"projects/{self.config['project_id']}/messages/{secrets.token_hex(8)}"
        return 200, {"name": name}, {}

    def _token(self, headers: dict[str, str], body: bytes) -> tuple[int, Any, dict[str, str]]:
        if not headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
            raise Refused(400, {"error": "invalid_request", "error_description": "form body"})
        form = {k: v[0] for k, v in parse_qs(body.decode()).items()}
        if form.get("grant_type") != "urn:ietf:params:oauth:grant-type:jwt-bearer":
            raise Refused(400, {"error": "unsupported_grant_type"})
        try:
            header, claims = jwt_verified(form.get("assertion", ""), self.account_key, "RS256")
        except ValueError as exc:
            raise Refused(400, {"error": "invalid_grant", "error_description": str(exc)}) \
                from None
        now = time.time()
        problems = [
            header.get("kid") != self.config["private_key_id"] and "kid",
            claims.get("iss") != self.config["client_email"] and "iss",
            claims.get("aud") != f"{self.origin}/token" and "aud",
            self.SCOPE not in str(claims.get("scope", "")).split() and "scope",
            not (isinstance(claims.get("iat"), int) and claims["iat"] <= now + 60) and "iat",
            not (isinstance(claims.get("exp"), int) and now < claims["exp"]
                 and claims["exp"] - claims["iat"] <= 3600) and "exp",
        ]
        wrong = [p for p in problems if p]
        if wrong:
            raise Refused(400, {"error": "invalid_grant",
                                "error_description": f"wrong claims: {wrong}"})
        access = "ya29." + secrets.token_urlsafe(24)
        self.access[access] = now + 3599
        self.received.append({"path": "/token", "claims": claims})
        return 200, {"access_token": access, "expires_in": 3599, "token_type": "Bearer"}, {}

    @staticmethod
    def _message_checked(body: bytes) -> dict[str, Any]:
        try:
            data = json.loads(body)
        except ValueError:
            raise Refused(400, _google_error(400, "INVALID_ARGUMENT", "Invalid JSON payload "
                                             "received.")) from None
        unknown = set(data) - {"message", "validate_only"} if isinstance(data, dict) else {"?"}
        message = data.get("message") if isinstance(data, dict) else None
        if unknown or not isinstance(message, dict):
            raise Refused(400, _google_error(400, "INVALID_ARGUMENT",
                                             f"Invalid JSON payload received: {unknown}"))
        targets = [k for k in ("token", "topic", "condition") if k in message]
        allowed = {"token", "topic", "condition", "name", "data", "notification", "android",
                   "webpush", "apns", "fcm_options"}
        bad = set(message) - allowed
        data_ok = all(isinstance(v, str) for v in message.get("data", {}).values())
        notification = message.get("notification", {})
        if (len(targets) != 1 or bad or not data_ok or not isinstance(message.get("token"), str)
                or not message["token"] or not isinstance(notification, dict)
                or set(notification) - {"title", "body", "image"}):
            raise Refused(400, _google_error(400, "INVALID_ARGUMENT", "Request contains an "
                                             "invalid argument.", "INVALID_ARGUMENT"))
        return message


def _google_error(code: int, status: str, message: str, fcm: str | None = None
                  ) -> dict[str, Any]:
    error: dict[str, Any] = {"code": code, "message": message, "status": status}
    if fcm:
        error["details"] = [{"@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError",
                             "errorCode": fcm}]
    return {"error": error}


class ApnsService(App):
    def __init__(self, config: dict[str, Any]) -> None:
        super().__init__(config)
        self.team_key = serialization.load_pem_public_key(config["public_key"].encode())

    async def handle(self, scope: Scope, method: str, path: str, headers: dict[str, str],
                     body: bytes) -> tuple[int, Any, dict[str, str]]:
        match = re.fullmatch(r"/3/device/([^/]+)", path)
        if not match:
            raise Refused(404, {"reason": "BadPath"})
        if scope.get("http_version") != "2":
            raise Refused(400, {"reason": "BadRequest", "detail": "HTTP/2 only"})
        if method != "POST":
            raise Refused(405, {"reason": "MethodNotAllowed"})
        token = match.group(1)
        self._provider_token_checked(headers)
        topic = headers.get("apns-topic")
        if not topic:
            raise Refused(400, {"reason": "MissingTopic"})
        if topic not in self.config["topics"]:
            raise Refused(400, {"reason": "TopicDisallowed"})
        if headers.get("apns-push-type") != "alert":
            raise Refused(400, {"reason": "InvalidPushType"})
        if not re.fullmatch(r"[0-9a-f]{64}", token):
            raise Refused(400, {"reason": "BadDeviceToken"})
        if len(body) > 4096:
            raise Refused(413, {"reason": "PayloadTooLarge"})
        try:
            payload = json.loads(body)
        except ValueError:
            raise Refused(400, {"reason": "PayloadEmpty" if not body else "BadPayload"}) \
                from None
        if not isinstance(payload, dict) or not isinstance(payload.get("aps"), dict):
            raise Refused(400, {"reason": "PayloadEmpty"})
        record = {"token": token, "topic": topic, "payload": payload,
                  "priority": headers.get("apns-priority"),
                  "collapse_id": headers.get("apns-collapse-id"),
                  "expiration": headers.get("apns-expiration")}
        self.received.append(record)
        if token in self.gone:
            record["answered"] = 410
            raise Answered(410, {"reason": "Unregistered", "timestamp": int(time.time() * 1000)})
        code = self.scripted(token)
        record["answered"] = code or 200
        if code:
            raise Answered(code, {"reason": "ServiceUnavailable"})
        return 200, None, {"apns-id": str(uuid.uuid4()).upper()}

    def _provider_token_checked(self, headers: dict[str, str]) -> None:
        auth = headers.get("authorization", "")
        if not auth.startswith("bearer "):
            raise Refused(403, {"reason": "MissingProviderToken"})
        try:
            header, claims = jwt_verified(auth.removeprefix("bearer "), self.team_key, "ES256")
        except ValueError:
            raise Refused(403, {"reason": "InvalidProviderToken"}) from None
        if header.get("kid") != self.config["key_id"] or \
                claims.get("iss") != self.config["team_id"]:
            raise Refused(403, {"reason": "InvalidProviderToken"})
        iat = claims.get("iat")
        if not isinstance(iat, int) or iat > time.time() + 60:
            raise Refused(403, {"reason": "InvalidProviderToken"})
        if iat < time.time() - 3600:
            raise Refused(403, {"reason": "ExpiredProviderToken"})


APPS = {"webpush": WebPushService, "fcm": FcmService, "apns": ApnsService}


def main() -> None:
    from hypercorn.asyncio import serve
    from hypercorn.config import Config

    parser = argparse.ArgumentParser()
    parser.add_argument("kind", choices=sorted(APPS))
    parser.add_argument("--fd", type=int, required=True)
    parser.add_argument("--config", required=True)
    args = parser.parse_args()
    with open(args.config) as handle:
        config = json.load(handle)
    hyper = Config()
    hyper.bind = [f"fd://{args.fd}"]
    hyper.accesslog = None
    hyper.graceful_timeout = 0.5
    if config.get("certfile"):
        hyper.certfile, hyper.keyfile = config["certfile"], config["keyfile"]
    asyncio.run(serve(APPS[args.kind](config), hyper))


if __name__ == "__main__":
    main()
