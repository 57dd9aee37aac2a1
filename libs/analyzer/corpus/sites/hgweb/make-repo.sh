#!/bin/bash
# Makes the corpus' Mercurial repository $1: two changesets by a made-up author with fixed dates, and a .hg/hgrc
# that names it "demo" in hgweb (web.name, otherwise hgweb shows the repository's full path) with a description.
set -eu
hg init "$1"
cd "$1"
printf '[web]\nname = demo\ndescription = A small demonstration repository\ncontact = Corpus <corpus@example.invalid>\n' > .hg/hgrc
export HGUSER="Corpus <corpus@example.invalid>" HGPLAIN=1
printf '# demo\n' > README.md
hg add README.md
hg commit -m "Add README" -d "2026-01-15 10:00:00 +0000"
printf 'print("hello")\n' > hello.py
hg add hello.py
hg commit -m "Add hello.py" -d "2026-01-15 10:05:00 +0000"
