#!/bin/bash
# graphiql corpus site: GraphiQL 5.4.0 (the React component with its Monaco workers, as GraphiQL's Vite example ships
# it; React 19.3.1, graphql 17.1.0) built by Vite 8.4.0 (sites/graphiql/dist), served by its own lighttpd (Debian 12,
# 1.4.69) on 127.0.0.1:18413.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/graphiql.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" graphiql lighttpd dist/index.html "$@"
