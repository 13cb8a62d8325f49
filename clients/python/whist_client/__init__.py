
""" A client library for accessing Knock-Out Whist service """
from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
