from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.password_reset_input_request import PasswordResetInputRequest
from ...models.password_reset_output import PasswordResetOutput
from typing import cast



def _get_kwargs(
    *,
    body: PasswordResetInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auth/password-reset",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PasswordResetOutput | None:
    if response.status_code == 202:
        response_202 = PasswordResetOutput.from_dict(response.json())



        return response_202

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PasswordResetOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PasswordResetInputRequest,

) -> Response[ErrorResponse | PasswordResetOutput]:
    """ Ask for a link to reset the password, sent to the account's verified address.

     Answered alike whether or not an account has the address.  An account is sent at most
    WHIST_RESET_MAILS_PER_HOUR links an hour.

    Args:
        body (PasswordResetInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PasswordResetOutput]
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
    body: PasswordResetInputRequest,

) -> ErrorResponse | PasswordResetOutput | None:
    """ Ask for a link to reset the password, sent to the account's verified address.

     Answered alike whether or not an account has the address.  An account is sent at most
    WHIST_RESET_MAILS_PER_HOUR links an hour.

    Args:
        body (PasswordResetInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PasswordResetOutput
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PasswordResetInputRequest,

) -> Response[ErrorResponse | PasswordResetOutput]:
    """ Ask for a link to reset the password, sent to the account's verified address.

     Answered alike whether or not an account has the address.  An account is sent at most
    WHIST_RESET_MAILS_PER_HOUR links an hour.

    Args:
        body (PasswordResetInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PasswordResetOutput]
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
    body: PasswordResetInputRequest,

) -> ErrorResponse | PasswordResetOutput | None:
    """ Ask for a link to reset the password, sent to the account's verified address.

     Answered alike whether or not an account has the address.  An account is sent at most
    WHIST_RESET_MAILS_PER_HOUR links an hour.

    Args:
        body (PasswordResetInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PasswordResetOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
