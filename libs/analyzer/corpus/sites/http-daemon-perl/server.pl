#!/usr/bin/perl
# Round 44 (held out): a small HTTP::Daemon server (Debian 12 libhttp-daemon-perl 6.16), as its documentation's
# synopsis writes one: the list of meeting rooms at /, HTTP::Daemon's own not-found response (send_error) for any
# other path, on 127.0.0.1:18712.
use strict;
use warnings;
use HTTP::Daemon;
use HTTP::Status;
use HTTP::Response;

my $page = join "\n", '<!DOCTYPE html>', '<html lang="en">', '<head>', '<meta charset="utf-8">',
  '<title>Meeting rooms</title>', '</head>', '<body>', '<h1>Meeting rooms</h1>', '<ul>',
  '<li>Aurora — 8 seats (free)</li>', '<li>Borealis — 4 seats</li>', '<li>Cirrus — 12 seats (free)</li>', '</ul>',
  '</body>', '</html>', '';
my $d = HTTP::Daemon->new(LocalAddr => '127.0.0.1', LocalPort => 18712, ReuseAddr => 1) or die "cannot listen: $!";
while (my $c = $d->accept) {
  while (my $r = $c->get_request) {
    if ($r->method eq 'GET' && $r->uri->path eq '/') {
      my $res = HTTP::Response->new(200, 'OK', ['Content-Type' => 'text/html; charset=utf-8'], $page);
      $c->send_response($res);
    } else {
      $c->send_error(RC_NOT_FOUND);
    }
  }
  $c->close;
  undef($c);
}
