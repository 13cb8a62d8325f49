from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.me_output import MeOutput
from ...models.patched_me_update_input_request import PatchedMeUpdateInputRequest
from typing import cast



def _get_kwargs(
    *,
    body: PatchedMeUpdateInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/me",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | MeOutput | None:
    if response.status_code == 200:
        response_200 = MeOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | MeOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedMeUpdateInputRequest,

) -> Response[ErrorResponse | MeOutput]:
    """ Change my display name, avatar URL or email address (the username is the login: fixed).

     A new email address is pending, and sent a link to verify it, until the link is followed; the
    verified address stays the account's until then.  429 too_many_mails after
    WHIST_VERIFY_MAILS_PER_HOUR links in an hour.

    Args:
        body (PatchedMeUpdateInputRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MeOutput]
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
    body: PatchedMeUpdateInputRequest,

) -> ErrorResponse | MeOutput | None:
    """ Change my display name, avatar URL or email address (the username is the login: fixed).

     A new email address is pending, and sent a link to verify it, until the link is followed; the
    verified address stays the account's until then.  429 too_many_mails after
    WHIST_VERIFY_MAILS_PER_HOUR links in an hour.

    Args:
        body (PatchedMeUpdateInputRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MeOutput
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedMeUpdateInputRequest,

) -> Response[ErrorResponse | MeOutput]:
    """ Change my display name, avatar URL or email address (the username is the login: fixed).

     A new email address is pending, and sent a link to verify it, until the link is followed; the
    verified address stays the account's until then.  429 too_many_mails after
    WHIST_VERIFY_MAILS_PER_HOUR links in an hour.

    Args:
        body (PatchedMeUpdateInputRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MeOutput]
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
    body: PatchedMeUpdateInputRequest,

) -> ErrorResponse | MeOutput | None:
    """ Change my display name, avatar URL or email address (the username is the login: fixed).

     A new email address is pending, and sent a link to verify it, until the link is followed; the
    verified address stays the account's until then.  429 too_many_mails after
    WHIST_VERIFY_MAILS_PER_HOUR links in an hour.

    Args:
        body (PatchedMeUpdateInputRequest): A PATCH body: only the declared fields, at least one
            of them (the schema says
            ``minProperties: 1``).  A field the resource has but does not let change (``FIXED``) and
            an
            unknown key are both 400s rather than silently ignored, so a client never believes it
            changed something it did not.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MeOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
