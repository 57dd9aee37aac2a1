#!/bin/bash
# starlight corpus site: the Astro Starlight 0.37.7 template (examples/basics = `npm create astro -- --template
# starlight`) on astro 5.18.2, `astro build` output sites/starlight/dist (Pagefind search index included), served by
# its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18324.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/starlight.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" starlight lighttpd dist/index.html "$@"
