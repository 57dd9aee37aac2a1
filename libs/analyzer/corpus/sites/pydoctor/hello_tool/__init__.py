"""Prints a greeting and the release notes of a small project."""

VERSION = "1.2.0"
"""The release this library belongs to."""


def greeting(name=None):
    """A greeting for C{name}, or for the world when it is C{None}.

    @param name: who to greet
    @return: the greeting, e.g. C{"Hello, Ann!"}
    """
    return "Hello, %s!" % (name or "world")


class ReleaseNotes:
    """The release notes of one version."""

    def __init__(self, version, notes):
        """@param version: the version, e.g. C{"1.2.0"}
        @param notes: what changed"""
        self.version = version
        self.notes = notes
