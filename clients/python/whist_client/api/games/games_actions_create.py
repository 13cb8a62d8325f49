from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.game_view import GameView
from ...models.move_request import MoveRequest
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    body: MoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | GameView | None:
    if response.status_code == 200:
        response_200 = GameView.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = ErrorResponse.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorResponse.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = ErrorResponse.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | GameView]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[ErrorResponse | GameView]:
    """ Take a decision: one of the game view's legal_actions

     The action is one of thirteen kinds, by its `type`: `play` (a card), `knock` (on a dog's life),
    `choose_trump` (a suit or null, with `aces_high` and `reverse` under `trump_extras`), `exchange` (up
    to three cards), `declare` and `pass` (no picture, no play; a rainbow), `vote_trump` (a suit or
    null), `buy` and `decline` (a life in the money game), `play_blind` (a Blind Parish card), and in
    classic Whist `claim` (the seat to play claims every remaining trick, showing its hand: settled at
    once when the server proves it, otherwise each opponent answers) with `accept_claim` and
    `refuse_claim` (an opponent's answer). Bad input is 400 (`malformed_action`, `malformed_card`),
    acting out of turn 409 (`not_your_turn`), a move the rules forbid 422 with the engine's code.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (MoveRequest): A decision and the game version it was taken on (409 ``stale_version``
            if the game has
            moved on meanwhile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | GameView]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> ErrorResponse | GameView | None:
    """ Take a decision: one of the game view's legal_actions

     The action is one of thirteen kinds, by its `type`: `play` (a card), `knock` (on a dog's life),
    `choose_trump` (a suit or null, with `aces_high` and `reverse` under `trump_extras`), `exchange` (up
    to three cards), `declare` and `pass` (no picture, no play; a rainbow), `vote_trump` (a suit or
    null), `buy` and `decline` (a life in the money game), `play_blind` (a Blind Parish card), and in
    classic Whist `claim` (the seat to play claims every remaining trick, showing its hand: settled at
    once when the server proves it, otherwise each opponent answers) with `accept_claim` and
    `refuse_claim` (an opponent's answer). Bad input is 400 (`malformed_action`, `malformed_card`),
    acting out of turn 409 (`not_your_turn`), a move the rules forbid 422 with the engine's code.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (MoveRequest): A decision and the game version it was taken on (409 ``stale_version``
            if the game has
            moved on meanwhile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | GameView
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[ErrorResponse | GameView]:
    """ Take a decision: one of the game view's legal_actions

     The action is one of thirteen kinds, by its `type`: `play` (a card), `knock` (on a dog's life),
    `choose_trump` (a suit or null, with `aces_high` and `reverse` under `trump_extras`), `exchange` (up
    to three cards), `declare` and `pass` (no picture, no play; a rainbow), `vote_trump` (a suit or
    null), `buy` and `decline` (a life in the money game), `play_blind` (a Blind Parish card), and in
    classic Whist `claim` (the seat to play claims every remaining trick, showing its hand: settled at
    once when the server proves it, otherwise each opponent answers) with `accept_claim` and
    `refuse_claim` (an opponent's answer). Bad input is 400 (`malformed_action`, `malformed_card`),
    acting out of turn 409 (`not_your_turn`), a move the rules forbid 422 with the engine's code.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (MoveRequest): A decision and the game version it was taken on (409 ``stale_version``
            if the game has
            moved on meanwhile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | GameView]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    body: MoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> ErrorResponse | GameView | None:
    """ Take a decision: one of the game view's legal_actions

     The action is one of thirteen kinds, by its `type`: `play` (a card), `knock` (on a dog's life),
    `choose_trump` (a suit or null, with `aces_high` and `reverse` under `trump_extras`), `exchange` (up
    to three cards), `declare` and `pass` (no picture, no play; a rainbow), `vote_trump` (a suit or
    null), `buy` and `decline` (a life in the money game), `play_blind` (a Blind Parish card), and in
    classic Whist `claim` (the seat to play claims every remaining trick, showing its hand: settled at
    once when the server proves it, otherwise each opponent answers) with `accept_claim` and
    `refuse_claim` (an opponent's answer). Bad input is 400 (`malformed_action`, `malformed_card`),
    acting out of turn 409 (`not_your_turn`), a move the rules forbid 422 with the engine's code.

    Args:
        game_id (int):
        idempotency_key (str | Unset):
        body (MoveRequest): A decision and the game version it was taken on (409 ``stale_version``
            if the game has
            moved on meanwhile).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | GameView
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
