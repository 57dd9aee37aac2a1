#!/usr/bin/env perl
# A small Mojolicious::Lite application (Debian 12 libmojolicious-perl 9.31): a shared shopping list with a
# signed session cookie, embedded templates and a JSON endpoint, run by Mojolicious' own daemon.
use Mojolicious::Lite -signatures;

app->secrets(['throwaway-local-corpus-secret']);
app->sessions->cookie_name('shoplist');
# static files from static/ (the corpus git-ignores every site's public/)
app->static->paths([app->home->child('static')]);

my @items = ({name => 'Oat milk', qty => 2}, {name => 'Rye bread', qty => 1}, {name => 'Apples', qty => 6});

get '/' => sub ($c) {
  $c->session(visits => ($c->session('visits') // 0) + 1);
  $c->stash(items => \@items, visits => $c->session('visits'));
  $c->render(template => 'index');
};

post '/add' => sub ($c) {
  my $v = $c->validation;
  $v->required('name')->size(1, 60);
  $v->optional('qty')->num(1, 99);
  push @items, {name => $v->param('name'), qty => $v->param('qty') // 1} unless $v->has_error;
  $c->redirect_to('/');
};

get '/items.json' => sub ($c) { $c->render(json => \@items) };

app->start;
__DATA__

@@ index.html.ep
% layout 'default';
% title 'Shopping list';
<h1>Shopping list</h1>
<ul>
% for my $i (@$items) {
  <li><%= $i->{name} %> &times; <%= $i->{qty} %></li>
% }
</ul>
%= form_for '/add' => (method => 'POST') => begin
  %= text_field 'name', placeholder => 'Item'
  %= number_field 'qty', value => 1, min => 1, max => 99
  %= submit_button 'Add'
% end
<p class="visits">Visit <%= $visits %> this session &middot; <%= link_to 'JSON' => '/items.json' %></p>

@@ layouts/default.html.ep
<!DOCTYPE html>
<html>
  <head>
    <meta charset="utf-8">
    <title><%= title %></title>
    %= stylesheet '/style.css'
  </head>
  <body><%= content %></body>
</html>
