require_relative 'app'

# Throwaway secret for a loopback-only test deployment; nothing real is signed with it.
use Rack::Session::Cookie, key: 'rack.session', path: '/',
    secret: 'corpus-sinatra-throwaway-6f1c0e2d9a8b47c3b5e4d7f60a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3'

run BookClub
