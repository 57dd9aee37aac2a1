#!/usr/bin/env python3
"""Runs Django's management commands for the django-debug-toolbar corpus site (settings.py beside it)."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
