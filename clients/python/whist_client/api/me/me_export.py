from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.my_data_export import MyDataExport
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/export",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | MyDataExport | None:
    if response.status_code == 200:
        response_200 = MyDataExport.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | MyDataExport]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | MyDataExport]:
    """ Everything the service holds about me, as JSON (a data-portability request).

     The account (never the password hash), profile, email, signed-in devices (never a token), stats,
    ratings and their history, leagues and table rows, my games with their records as I may see them (a
    running game's public part only), drives, notifications, webhooks (never their secrets), mail
    choices and the mail sent to me, what I said at tables, whom I follow, muted and blocked,
    invitations and my reports. Streamed: the answer starts at once and is written a game at a time.
    Throttled (scope export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MyDataExport]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> ErrorResponse | MyDataExport | None:
    """ Everything the service holds about me, as JSON (a data-portability request).

     The account (never the password hash), profile, email, signed-in devices (never a token), stats,
    ratings and their history, leagues and table rows, my games with their records as I may see them (a
    running game's public part only), drives, notifications, webhooks (never their secrets), mail
    choices and the mail sent to me, what I said at tables, whom I follow, muted and blocked,
    invitations and my reports. Streamed: the answer starts at once and is written a game at a time.
    Throttled (scope export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MyDataExport
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | MyDataExport]:
    """ Everything the service holds about me, as JSON (a data-portability request).

     The account (never the password hash), profile, email, signed-in devices (never a token), stats,
    ratings and their history, leagues and table rows, my games with their records as I may see them (a
    running game's public part only), drives, notifications, webhooks (never their secrets), mail
    choices and the mail sent to me, what I said at tables, whom I follow, muted and blocked,
    invitations and my reports. Streamed: the answer starts at once and is written a game at a time.
    Throttled (scope export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MyDataExport]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> ErrorResponse | MyDataExport | None:
    """ Everything the service holds about me, as JSON (a data-portability request).

     The account (never the password hash), profile, email, signed-in devices (never a token), stats,
    ratings and their history, leagues and table rows, my games with their records as I may see them (a
    running game's public part only), drives, notifications, webhooks (never their secrets), mail
    choices and the mail sent to me, what I said at tables, whom I follow, muted and blocked,
    invitations and my reports. Streamed: the answer starts at once and is written a game at a time.
    Throttled (scope export).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MyDataExport
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
