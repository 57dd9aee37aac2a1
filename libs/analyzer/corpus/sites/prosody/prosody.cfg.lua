-- Prosody 0.12 configuration of the prosody corpus site (round 28): its HTTP server alone on 127.0.0.1:18554 for
-- one virtual host, no client or server XMPP ports; @RUN_DIR@ is replaced by the run directory at start.
pidfile = "@RUN_DIR@/prosody.pid"
data_path = "@RUN_DIR@/data"
log = { info = "@RUN_DIR@/prosody.log"; error = "@RUN_DIR@/prosody.err" }
modules_enabled = { "http"; "http_errors" }
c2s_ports = {}
c2s_direct_tls_ports = {}
s2s_ports = {}
s2s_direct_tls_ports = {}
component_ports = {}
https_ports = {}
http_ports = { 18554 }
http_interfaces = { "127.0.0.1" }
-- requests for any other Host (127.0.0.1:18554) are the virtual host's
http_default_host = "chat.example.test"
VirtualHost "chat.example.test"
