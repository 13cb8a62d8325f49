from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.notification_settings import NotificationSettings
from ...models.patched_notification_settings_input_request import PatchedNotificationSettingsInputRequest
from typing import cast



def _get_kwargs(
    *,
    body: PatchedNotificationSettingsInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/me/notification-settings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | NotificationSettings | None:
    if response.status_code == 200:
        response_200 = NotificationSettings.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | NotificationSettings]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedNotificationSettingsInputRequest,

) -> Response[ErrorResponse | NotificationSettings]:
    """ Change some of my notification settings (what is not sent stays)

     400 invalid naming the field: an unknown channel or kind, a time zone that is not an IANA name, a
    delay outside 5-1440 minutes, quiet hours that start and end at once.  Nothing is changed then.

    Args:
        body (PatchedNotificationSettingsInputRequest): The settings to change: only those sent
            change, and at least one must be sent (a body
            of null, {} or nothing is refused, as any PATCH that changes nothing is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | NotificationSettings]
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
    body: PatchedNotificationSettingsInputRequest,

) -> ErrorResponse | NotificationSettings | None:
    """ Change some of my notification settings (what is not sent stays)

     400 invalid naming the field: an unknown channel or kind, a time zone that is not an IANA name, a
    delay outside 5-1440 minutes, quiet hours that start and end at once.  Nothing is changed then.

    Args:
        body (PatchedNotificationSettingsInputRequest): The settings to change: only those sent
            change, and at least one must be sent (a body
            of null, {} or nothing is refused, as any PATCH that changes nothing is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | NotificationSettings
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PatchedNotificationSettingsInputRequest,

) -> Response[ErrorResponse | NotificationSettings]:
    """ Change some of my notification settings (what is not sent stays)

     400 invalid naming the field: an unknown channel or kind, a time zone that is not an IANA name, a
    delay outside 5-1440 minutes, quiet hours that start and end at once.  Nothing is changed then.

    Args:
        body (PatchedNotificationSettingsInputRequest): The settings to change: only those sent
            change, and at least one must be sent (a body
            of null, {} or nothing is refused, as any PATCH that changes nothing is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | NotificationSettings]
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
    body: PatchedNotificationSettingsInputRequest,

) -> ErrorResponse | NotificationSettings | None:
    """ Change some of my notification settings (what is not sent stays)

     400 invalid naming the field: an unknown channel or kind, a time zone that is not an IANA name, a
    delay outside 5-1440 minutes, quiet hours that start and end at once.  Nothing is changed then.

    Args:
        body (PatchedNotificationSettingsInputRequest): The settings to change: only those sent
            change, and at least one must be sent (a body
            of null, {} or nothing is refused, as any PATCH that changes nothing is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | NotificationSettings
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
