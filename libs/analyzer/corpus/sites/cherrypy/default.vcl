# Varnish Cache 7.1 (Debian 12 varnish) in front of the CherryPy app: Debian's /etc/varnish/default.vcl with the
# backend pointed at 127.0.0.1:18356 (the only change).
vcl 4.1;

backend default {
    .host = "127.0.0.1";
    .port = "18356";
}

sub vcl_recv {
}

sub vcl_backend_response {
}

sub vcl_deliver {
}
