# Shared by the site.d scripts of directory-listing servers (sourced, not run; round 25: webfs, rclone).
# listing_tree DIR: makes the small file tree they list in DIR — two files and a folder, fixed contents and dates —
# so that every recording lists the same entries.
listing_tree() {
  rm -rf "$1"; mkdir -p "$1/docs"
  printf 'Release files of a small project.\n' > "$1/README.txt"
  printf 'v1.2.0: first public release\n' > "$1/CHANGES.txt"
  printf 'Installing: unpack and run ./configure\n' > "$1/docs/INSTALL.txt"
  touch -d '2024-05-01 12:00:00 UTC' "$1/README.txt" "$1/CHANGES.txt" "$1/docs/INSTALL.txt" "$1/docs" "$1"
}
