from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.events_page import EventsPage
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: int,
    *,
    after: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | EventsPage | None:
    if response.status_code == 200:
        response_200 = EventsPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | EventsPage]:
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
    after: int | Unset = 0,

) -> Response[ErrorResponse | EventsPage]:
    """ What happened since event N, redacted for the caller

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | EventsPage]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> ErrorResponse | EventsPage | None:
    """ What happened since event N, redacted for the caller

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | EventsPage
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,

    ).parsed

async def asyncio_detailed(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> Response[ErrorResponse | EventsPage]:
    """ What happened since event N, redacted for the caller

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | EventsPage]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: int,
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,

) -> ErrorResponse | EventsPage | None:
    """ What happened since event N, redacted for the caller

    Args:
        game_id (int):
        after (int | Unset):  Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | EventsPage
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,

    )).parsed
