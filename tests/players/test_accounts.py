import pytest

from players.models import Profile

pytestmark = pytest.mark.django_db

REGISTER = "/api/v1/auth/register"
TOKEN = "/api/v1/auth/token"
ME = "/api/v1/me"


def assert_error(response, status: int, code: str) -> dict:
    assert response.status_code == status, response.content
    body = response.json()
    assert set(body) == {"error"}
    shape = {"code", "message", "details"} | ({"field_codes"} if code == "invalid" else set())
    assert set(body["error"]) == shape
    assert body["error"]["code"] == code
    assert isinstance(body["error"]["message"], str) and body["error"]["message"]
    assert isinstance(body["error"]["details"], dict)
    return body["error"]


def register(client, username="alice", password="s3cure-Passw0rd!", **extra):
    return client.post(
        REGISTER, {"username": username, "password": password, **extra}, format="json"
    )


def test_register_creates_user_profile_and_token(api_client):
    response = register(api_client, display_name="Alice A.")
    assert response.status_code == 201, response.content
    body = response.json()
    assert body["username"] == "alice"
    assert body["display_name"] == "Alice A."
    assert body["avatar_url"] is None  # none yet: null, not "" (which is no valid uri)
    assert body["token"]
    assert {"id", "created"} <= set(body)
    assert "password" not in body
    assert Profile.objects.get(user_id=body["id"]).display_name == "Alice A."

    api_client.credentials(HTTP_AUTHORIZATION=f"Token {body['token']}")
    assert api_client.get(ME).json()["username"] == "alice"


def test_register_display_name_defaults_to_username(api_client):
    response = register(api_client, username="bob")
    assert response.status_code == 201
    assert response.json()["display_name"] == "bob"


def test_duplicate_username_is_409(api_client):
    assert register(api_client).status_code == 201
    error = assert_error(register(api_client, username="ALICE"), 409, "username_taken")
    assert error["details"] == {"username": "ALICE"}


def test_weak_password_is_400_with_field_errors(api_client):
    error = assert_error(register(api_client, password="123"), 400, "invalid")
    assert error["details"]["password"]
    assert all(isinstance(m, str) for m in error["details"]["password"])


def test_bad_username_and_missing_password_are_400(api_client):
    response = api_client.post(REGISTER, {"username": "no spaces!"}, format="json")
    error = assert_error(response, 400, "invalid")
    assert set(error["details"]) == {"username", "password"}
    assert error["field_codes"] == {"username": ["invalid"], "password": ["required"]}


def test_a_weak_password_is_refused_with_each_validators_code(api_client):
    """A client words a refusal itself from the codes: the server's sentences are English."""
    error = assert_error(register(api_client, password="12345"), 400, "invalid")
    codes = error["field_codes"]["password"]
    assert "password_too_short" in codes and "password_entirely_numeric" in codes, codes
    assert len(codes) == len(error["details"]["password"])
    error = assert_error(register(api_client, username="a@b"), 400, "invalid")
    assert error["field_codes"] == {"username": ["invalid"]}


def test_token_obtain(api_client, user):
    response = api_client.post(
        TOKEN, {"username": user.username, "password": user.raw_password}, format="json"
    )
    assert response.status_code == 200, response.content
    token = response.json()["token"]
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert api_client.get(ME).status_code == 200


def test_token_bad_credentials(api_client, user):
    response = api_client.post(
        TOKEN, {"username": user.username, "password": "wrong"}, format="json"
    )
    assert_error(response, 400, "invalid_credentials")
    response = api_client.post(TOKEN, {"username": "nobody"}, format="json")
    assert assert_error(response, 400, "invalid")["details"]["password"]


def test_me_with_token(auth_client):
    response = auth_client.get(ME)
    assert response.status_code == 200
    body = response.json()
    user = auth_client.user
    assert body["id"] == user.id
    assert body["username"] == user.username
    assert body["display_name"] == user.username
    assert set(body) == {"id", "username", "display_name", "avatar_url", "email",
                         "email_verified", "email_pending", "created"}
    assert (body["email"], body["email_verified"], body["email_pending"]) == (None, False, None)


def test_me_without_token_is_401(api_client):
    response = api_client.get(ME)
    assert_error(response, 401, "not_authenticated")
    assert response["WWW-Authenticate"] == "Token"


def test_me_with_bad_token_is_401(api_client):
    api_client.credentials(HTTP_AUTHORIZATION="Token not-a-real-token")
    assert_error(api_client.get(ME), 401, "authentication_failed")


def test_me_for_user_without_profile(client_factory, django_user_model):
    admin = django_user_model.objects.create_user(username="admin", password="x")
    response = client_factory(admin).get(ME)
    assert response.status_code == 200
    assert response.json()["display_name"] == "admin"


def test_register_is_throttled(api_client, throttle_rates):
    throttle_rates(register="2/min")
    assert register(api_client, username="t1").status_code == 201
    assert register(api_client, username="t2").status_code == 201
    response = register(api_client, username="t3")
    error = assert_error(response, 429, "throttled")
    assert isinstance(error["details"]["wait"], int) and error["details"]["wait"] > 0
    assert "Retry-After" in response


def test_wrong_method_is_405(api_client):
    assert_error(api_client.get(REGISTER), 405, "method_not_allowed")


def test_unknown_api_path_is_json_404(api_client):
    assert_error(api_client.get("/api/v1/no-such-thing"), 404, "not_found")
    # No trailing-slash redirects: the slash form is simply not a route.
    assert_error(api_client.post(REGISTER + "/", {}, format="json"), 404, "not_found")


def test_schema_is_openapi_3(api_client):
    response = api_client.get("/api/v1/schema", {"format": "json"})
    assert response.status_code == 200
    schema = response.json()
    assert schema["openapi"].startswith("3.")
    assert {"/api/v1/auth/register", "/api/v1/auth/token", "/api/v1/me"} <= set(schema["paths"])


def test_docs_and_healthz(api_client):
    assert api_client.get("/api/v1/docs").status_code == 200
    assert api_client.get("/healthz").json() == {"status": "ok", "stalled_games": 0,
                                                  "server_moves_overdue": 0}


LOGOUT = "/api/v1/auth/logout"
PASSWORD = "/api/v1/me/password"


def login(client, username="alice", password="s3cure-Passw0rd!"):
    return client.post(TOKEN, {"username": username, "password": password}, format="json")


def test_player_changes_display_name_and_avatar(api_client):
    token = register(api_client, display_name="Alice").json()["token"]
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {token}")

    response = api_client.patch(ME, {"display_name": "  Queen of Trumps "}, format="json")
    assert response.status_code == 200
    assert response.json()["display_name"] == "Queen of Trumps"
    assert response.json()["username"] == "alice"  # the login does not change
    pic = "https://example.org/a.png"
    me = api_client.get(ME).json()
    assert me["display_name"] == "Queen of Trumps" and me["avatar_url"] is None
    user_id = me["id"]
    # Null or "" both mean no avatar, which reads as null everywhere (found from outside:
    # GET /me gave "", not a valid uri).
    for none in (None, ""):
        assert api_client.patch(ME, {"avatar_url": pic}, format="json").json()["avatar_url"] \
            == pic
        assert api_client.get(f"/api/v1/players/{user_id}").json()["avatar_url"] == pic
        assert api_client.patch(ME, {"avatar_url": none}, format="json").json()[
            "avatar_url"] is None
        assert api_client.get(ME).json()["avatar_url"] is None
        assert api_client.get(f"/api/v1/players/{user_id}").json()["avatar_url"] is None


def test_bad_profile_changes_are_400_and_change_nothing(api_client):
    token = register(api_client, display_name="Alice").json()["token"]
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    before = api_client.get(ME).json()

    assert "display_name" in assert_error(
        api_client.patch(ME, {"display_name": "   "}, format="json"), 400, "invalid")["details"]
    assert "display_name" in assert_error(
        api_client.patch(ME, {"display_name": "x" * 65}, format="json"), 400, "invalid"
    )["details"]
    assert "avatar_url" in assert_error(
        api_client.patch(ME, {"avatar_url": "not a url"}, format="json"), 400, "invalid"
    )["details"]
    assert "username" in assert_error(
        api_client.patch(ME, {"username": "mallory"}, format="json"), 400, "invalid"
    )["details"]
    assert_error(api_client.patch(ME, {}, format="json"), 400, "invalid")
    assert api_client.get(ME).json() == before
    api_client.credentials()
    assert_error(api_client.patch(ME, {"display_name": "X"}, format="json"), 401,
                 "not_authenticated")


def test_password_change_needs_the_old_password_and_replaces_the_token(api_client):
    old_token = register(api_client).json()["token"]
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {old_token}")

    wrong = api_client.post(PASSWORD, {"old_password": "guess", "new_password": "An0ther-Pass!"},
                            format="json")
    assert assert_error(wrong, 400, "wrong_password")["details"] == {
        "old_password": ["Wrong password."]}
    weak = api_client.post(PASSWORD, {"old_password": "s3cure-Passw0rd!", "new_password": "123"},
                           format="json")
    assert "new_password" in assert_error(weak, 400, "invalid")["details"]
    assert api_client.get(ME).status_code == 200  # neither attempt changed anything
    other_device = login(api_client).json()["token"]

    changed = api_client.post(
        PASSWORD, {"old_password": "s3cure-Passw0rd!", "new_password": "An0ther-Pass!"},
        format="json")
    assert changed.status_code == 200
    new_token = changed.json()["token"]
    assert new_token != old_token
    assert_error(api_client.get(ME), 401, "authentication_failed")  # the old token is dead
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {other_device}")
    assert_error(api_client.get(ME), 401, "authentication_failed")  # every device's is
    api_client.credentials()
    assert_error(login(api_client), 400, "invalid_credentials")  # and so is the old password
    fresh = login(api_client, password="An0ther-Pass!").json()["token"]
    for token in (new_token, fresh):  # per device: both work
        api_client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
        assert api_client.get(ME).status_code == 200


def test_logout_revokes_the_token_until_the_next_login(api_client):
    token = register(api_client).json()["token"]
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    assert api_client.post(LOGOUT).status_code == 204
    assert_error(api_client.get(ME), 401, "authentication_failed")
    assert_error(api_client.post(LOGOUT), 401, "authentication_failed")

    api_client.credentials()
    fresh = login(api_client).json()["token"]
    assert fresh != token
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {fresh}")
    assert api_client.get(ME).status_code == 200


def test_password_change_is_throttled(api_client, throttle_rates):
    throttle_rates(login="2/min", register=None)
    token = register(api_client).json()["token"]
    api_client.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    guess = {"old_password": "guess", "new_password": "An0ther-Pass!"}
    for _ in range(2):
        assert_error(api_client.post(PASSWORD, guess, format="json"), 400, "wrong_password")
    assert_error(api_client.post(PASSWORD, guess, format="json"), 429, "throttled")
