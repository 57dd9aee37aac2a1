#!/bin/bash
# Creates the two small git repositories gitweb lists, as bare repos under $1 ($RUN/gitweb/repos).
# Fixed author, committer and dates, so the commit ids are the same on every run (copied from sites/cgit).
# gitweb.owner is set so the Owner column does not show the Unix owner of the files.
set -eu
DEST="${1:?usage: make-repos.sh DEST_DIR}"
export GIT_AUTHOR_NAME="Corpus Tester" GIT_AUTHOR_EMAIL="tester@example.invalid"
export GIT_COMMITTER_NAME="Corpus Tester" GIT_COMMITTER_EMAIL="tester@example.invalid"
export GIT_CONFIG_NOSYSTEM=1 HOME=/nonexistent
W="$(mktemp -d)"
trap 'rm -rf "$W"' EXIT
commit() { # date message
  export GIT_AUTHOR_DATE="$1" GIT_COMMITTER_DATE="$1"
  git add -A && git commit -q -m "$2"
}
mkdir -p "$DEST"

# 1: hello-c, a tiny C program
mkdir "$W/hello-c" && cd "$W/hello-c" && git init -q -b master
printf '# hello-c\n\nPrints a greeting.\n' > README.md
commit "2026-10-01T10:00:00+00:00" "Initial commit"
printf '#include <stdio.h>\n\nint main(void)\n{\n\tputs("hello, world");\n\treturn 0;\n}\n' > hello.c
commit "2026-10-02T11:30:00+00:00" "Add hello.c"
printf 'CFLAGS ?= -O2 -Wall\n\nhello: hello.c\n\t$(CC) $(CFLAGS) -o $@ $<\n\nclean:\n\trm -f hello\n' > Makefile
commit "2026-10-05T09:15:00+00:00" "Add Makefile"
git tag -a v0.1 -m "v0.1"
git clone -q --bare . "$DEST/hello-c.git"
echo "A tiny C greeting program" > "$DEST/hello-c.git/description"
git --git-dir="$DEST/hello-c.git" config gitweb.owner "Corpus Tester"

# 2: notes, plain text notes
mkdir "$W/notes" && cd "$W/notes" && git init -q -b master
printf 'Shopping\n- bread\n- milk\n' > shopping.txt
commit "2026-11-01T08:00:00+00:00" "Start notes"
printf 'Ideas\n- learn gitweb\n' > ideas.txt
commit "2026-11-20T17:45:00+00:00" "Add ideas"
git clone -q --bare . "$DEST/notes.git"
echo "Plain text notes" > "$DEST/notes.git/description"
git --git-dir="$DEST/notes.git" config gitweb.owner "Corpus Tester"
