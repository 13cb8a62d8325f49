from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.unsubscribe_input_request import UnsubscribeInputRequest
from ...models.unsubscribe_output import UnsubscribeOutput
from typing import cast



def _get_kwargs(
    *,
    body: UnsubscribeInputRequest,
    token: str,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    params: dict[str, Any] = {}

    params["token"] = token


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/unsubscribe",
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | UnsubscribeOutput | None:
    if response.status_code == 200:
        response_200 = UnsubscribeOutput.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 413:
        response_413 = ErrorResponse.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorResponse.from_dict(response.json())



        return response_415

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | UnsubscribeOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UnsubscribeInputRequest,
    token: str,

) -> Response[ErrorResponse | UnsubscribeOutput]:
    """ One-click unsubscribe (RFC 8058): no more mail of the kind the token names.

     The URL is the one in a notification mail's List-Unsubscribe header; a mail provider POSTs List-
    Unsubscribe=One-Click to it as a form.  Doing it twice is harmless.  400 invalid_token: a token
    mistyped or cut short.

    Args:
        token (str):
        body (UnsubscribeInputRequest): RFC 8058's body: ``List-Unsubscribe=One-Click`` as a form
            (what a mail provider sends),
            or the same as JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | UnsubscribeOutput]
     """


    kwargs = _get_kwargs(
        body=body,
token=token,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: UnsubscribeInputRequest,
    token: str,

) -> ErrorResponse | UnsubscribeOutput | None:
    """ One-click unsubscribe (RFC 8058): no more mail of the kind the token names.

     The URL is the one in a notification mail's List-Unsubscribe header; a mail provider POSTs List-
    Unsubscribe=One-Click to it as a form.  Doing it twice is harmless.  400 invalid_token: a token
    mistyped or cut short.

    Args:
        token (str):
        body (UnsubscribeInputRequest): RFC 8058's body: ``List-Unsubscribe=One-Click`` as a form
            (what a mail provider sends),
            or the same as JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | UnsubscribeOutput
     """


    return sync_detailed(
        client=client,
body=body,
token=token,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UnsubscribeInputRequest,
    token: str,

) -> Response[ErrorResponse | UnsubscribeOutput]:
    """ One-click unsubscribe (RFC 8058): no more mail of the kind the token names.

     The URL is the one in a notification mail's List-Unsubscribe header; a mail provider POSTs List-
    Unsubscribe=One-Click to it as a form.  Doing it twice is harmless.  400 invalid_token: a token
    mistyped or cut short.

    Args:
        token (str):
        body (UnsubscribeInputRequest): RFC 8058's body: ``List-Unsubscribe=One-Click`` as a form
            (what a mail provider sends),
            or the same as JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | UnsubscribeOutput]
     """


    kwargs = _get_kwargs(
        body=body,
token=token,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: UnsubscribeInputRequest,
    token: str,

) -> ErrorResponse | UnsubscribeOutput | None:
    """ One-click unsubscribe (RFC 8058): no more mail of the kind the token names.

     The URL is the one in a notification mail's List-Unsubscribe header; a mail provider POSTs List-
    Unsubscribe=One-Click to it as a form.  Doing it twice is harmless.  400 invalid_token: a token
    mistyped or cut short.

    Args:
        token (str):
        body (UnsubscribeInputRequest): RFC 8058's body: ``List-Unsubscribe=One-Click`` as a form
            (what a mail provider sends),
            or the same as JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | UnsubscribeOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,
token=token,

    )).parsed
