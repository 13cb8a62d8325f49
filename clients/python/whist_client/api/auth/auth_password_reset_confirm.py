from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.password_reset_confirm_input_request import PasswordResetConfirmInputRequest
from typing import cast



def _get_kwargs(
    *,
    body: PasswordResetConfirmInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auth/password-reset/confirm",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ErrorResponse | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 413:
        response_413 = ErrorResponse.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorResponse.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PasswordResetConfirmInputRequest,

) -> Response[Any | ErrorResponse]:
    """ Set a new password with the link's uid and token; every device is signed out.

     400 invalid_token: the link is mistyped, expired (PASSWORD_RESET_TIMEOUT) or used; 400 invalid
    naming new_password when the validators refuse it (the link still works then).  No token is
    answered: sign in with the new password.

    Args:
        body (PasswordResetConfirmInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: PasswordResetConfirmInputRequest,

) -> Any | ErrorResponse | None:
    """ Set a new password with the link's uid and token; every device is signed out.

     400 invalid_token: the link is mistyped, expired (PASSWORD_RESET_TIMEOUT) or used; 400 invalid
    naming new_password when the validators refuse it (the link still works then).  No token is
    answered: sign in with the new password.

    Args:
        body (PasswordResetConfirmInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PasswordResetConfirmInputRequest,

) -> Response[Any | ErrorResponse]:
    """ Set a new password with the link's uid and token; every device is signed out.

     400 invalid_token: the link is mistyped, expired (PASSWORD_RESET_TIMEOUT) or used; 400 invalid
    naming new_password when the validators refuse it (the link still works then).  No token is
    answered: sign in with the new password.

    Args:
        body (PasswordResetConfirmInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorResponse]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PasswordResetConfirmInputRequest,

) -> Any | ErrorResponse | None:
    """ Set a new password with the link's uid and token; every device is signed out.

     400 invalid_token: the link is mistyped, expired (PASSWORD_RESET_TIMEOUT) or used; 400 invalid
    naming new_password when the validators refuse it (the link still works then).  No token is
    answered: sign in with the new password.

    Args:
        body (PasswordResetConfirmInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
