"""Settings of the django-debug-toolbar corpus site (round 36): a one-page Django 3.2 project run by its development
server with DEBUG on and django-debug-toolbar 3.8.1 installed as its documentation says, as such projects are left
reachable."""
SECRET_KEY = "corpus-only-not-a-secret"
DEBUG = True
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
INTERNAL_IPS = ["127.0.0.1"]
ROOT_URLCONF = "urls"
INSTALLED_APPS = [
    "django.contrib.staticfiles",
    "debug_toolbar",
]
MIDDLEWARE = [
    "debug_toolbar.middleware.DebugToolbarMiddleware",
    "django.middleware.common.CommonMiddleware",
]
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": ["templates"], "APP_DIRS": True}]
STATIC_URL = "/static/"
DATABASES = {}
USE_TZ = True
