#!/bin/bash
# Makes the corpus' Fossil repository in directory $1: demo.fossil with project name "Demo project", one check-in of
# README.md and a home wiki page. Throwaway local admin (random password printed by fossil init; never used).
set -eu
D="$1"
export USER=admin
cd "$D"
fossil init --date-override "2026-01-15 10:00:00" -A admin demo.fossil
fossil sqlite3 -R demo.fossil "REPLACE INTO config(name,value,mtime) VALUES('project-name','Demo project',0),('project-description','A small demonstration repository',0);"
mkdir work && cd work
fossil open ../demo.fossil
printf '# Demo project\n\nA small demonstration repository.\n' > README.md
fossil add README.md
fossil commit --user-override admin --date-override "2026-01-15 10:05:00" --no-warnings -m "Add README"
printf 'Welcome to the demo project. See the [/timeline|timeline].\n' > home.wiki
fossil wiki create --mimetype text/x-fossil-wiki "Demo project" home.wiki
fossil close
