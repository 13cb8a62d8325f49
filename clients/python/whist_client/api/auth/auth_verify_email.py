from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.verify_email_input_request import VerifyEmailInputRequest
from ...models.verify_email_output import VerifyEmailOutput
from typing import cast



def _get_kwargs(
    *,
    body: VerifyEmailInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auth/verify-email",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | VerifyEmailOutput | None:
    if response.status_code == 200:
        response_200 = VerifyEmailOutput.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | VerifyEmailOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: VerifyEmailInputRequest,

) -> Response[ErrorResponse | VerifyEmailOutput]:
    """ Follow the link sent to an address: it becomes the account's verified address.

     400 invalid_token: a link mistyped, expired, used, or for an address the account has asked to
    replace since.  409 email_taken: another account verified the address first.  The address it
    replaces is told of the change.

    Args:
        body (VerifyEmailInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | VerifyEmailOutput]
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
    body: VerifyEmailInputRequest,

) -> ErrorResponse | VerifyEmailOutput | None:
    """ Follow the link sent to an address: it becomes the account's verified address.

     400 invalid_token: a link mistyped, expired, used, or for an address the account has asked to
    replace since.  409 email_taken: another account verified the address first.  The address it
    replaces is told of the change.

    Args:
        body (VerifyEmailInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | VerifyEmailOutput
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: VerifyEmailInputRequest,

) -> Response[ErrorResponse | VerifyEmailOutput]:
    """ Follow the link sent to an address: it becomes the account's verified address.

     400 invalid_token: a link mistyped, expired, used, or for an address the account has asked to
    replace since.  409 email_taken: another account verified the address first.  The address it
    replaces is told of the change.

    Args:
        body (VerifyEmailInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | VerifyEmailOutput]
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
    body: VerifyEmailInputRequest,

) -> ErrorResponse | VerifyEmailOutput | None:
    """ Follow the link sent to an address: it becomes the account's verified address.

     400 invalid_token: a link mistyped, expired, used, or for an address the account has asked to
    replace since.  409 email_taken: another account verified the address first.  The address it
    replaces is told of the change.

    Args:
        body (VerifyEmailInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | VerifyEmailOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
