# Shared by the site.d scripts of version-control web viewers (sourced, not run; round 26: klaus, loggerhead, cvsweb).
# Each makes the same small project history in its system, with fixed authors and dates, so that every recording
# shows the same pages: two commits (a README, then a change and a second file).
VCS_AUTHOR_NAME='Ada Example'
VCS_AUTHOR_EMAIL='ada@example.test'

# vcs_files DIR STEP [README]: writes the project's files of commit STEP (1: the README; 2: the README changed and
# hello.sh) into DIR, the README under the name README (default README.md).
vcs_files() {
  local readme="${3:-README.md}"
  if [ "$2" = 1 ]; then
    printf 'hello-tool\n==========\n\nA small example project.\n' > "$1/$readme"
  else
    printf '#!/bin/sh\necho hello\n' > "$1/hello.sh"
    printf 'hello-tool\n==========\n\nA small example project. Run ./hello.sh.\n' > "$1/$readme"
  fi
}

# vcs_git_repo DIR: a Git repository (non-bare) in DIR.
vcs_git_repo() {
  rm -rf "$1"; mkdir -p "$1"
  (
    cd "$1"
    export GIT_AUTHOR_NAME="$VCS_AUTHOR_NAME" GIT_AUTHOR_EMAIL="$VCS_AUTHOR_EMAIL"
    export GIT_COMMITTER_NAME="$VCS_AUTHOR_NAME" GIT_COMMITTER_EMAIL="$VCS_AUTHOR_EMAIL"
    git init -q -b main .
    vcs_files . 1
    git add README.md
    GIT_AUTHOR_DATE='2024-05-01T12:00:00Z' GIT_COMMITTER_DATE='2024-05-01T12:00:00Z' git commit -q -m 'Start the project'
    vcs_files . 2
    git add README.md hello.sh
    GIT_AUTHOR_DATE='2024-05-02T09:30:00Z' GIT_COMMITTER_DATE='2024-05-02T09:30:00Z' git commit -q -m 'Add hello.sh'
    printf 'Example project for the corpus\n' > .git/description
  )
}

# vcs_bzr_branch DIR: a Breezy (Bazaar format) branch with its working tree in DIR.
vcs_bzr_branch() {
  rm -rf "$1"; mkdir -p "$1"
  (
    cd "$1"
    export BRZ_EMAIL="$VCS_AUTHOR_NAME <$VCS_AUTHOR_EMAIL>" HOME="$(dirname "$1")"
    brz init -q --format=2a .
    vcs_files . 1
    brz add -q README.md
    brz commit -q -m 'Start the project' --commit-time '2024-05-01 12:00:00 +0000'
    vcs_files . 2
    brz add -q hello.sh
    brz commit -q -m 'Add hello.sh' --commit-time '2024-05-02 09:30:00 +0000'
  )
}

# vcs_cvs_root DIR: a CVS repository in DIR/cvsroot with the module hello-tool (two revisions of README, one of hello.sh).
vcs_cvs_root() {
  rm -rf "$1"; mkdir -p "$1/import" "$1/work"
  export CVSROOT="$1/cvsroot"
  cvs -Q init
  vcs_files "$1/import" 1 README
  (cd "$1/import" && cvs -Q import -m 'Start the project' hello-tool example start)
  (cd "$1/work" && cvs -Q checkout hello-tool && cd hello-tool && vcs_files . 2 README &&
    cvs -Q add hello.sh && cvs -Q commit -m 'Add hello.sh')
  rm -rf "$1/import" "$1/work"
}
