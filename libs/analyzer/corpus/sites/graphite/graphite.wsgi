# The package's /usr/share/graphite-web/graphite.wsgi asks for the settings module `graphite.local_settings`, which
# Debian 12 does not ship (its local_settings.py is /etc/graphite/local_settings.py, which graphite/settings.py puts
# on sys.path as `local_settings`, the name graphite-manage uses): name that module, then run the package's file.
import os

os.environ['GRAPHITE_SETTINGS_MODULE'] = 'local_settings'
with open('/usr/share/graphite-web/graphite.wsgi') as f:
    exec(compile(f.read(), '/usr/share/graphite-web/graphite.wsgi', 'exec'))
