use strict;
use warnings;

use Bookshelf;

my $app = Bookshelf->apply_default_middlewares(Bookshelf->psgi_app);
$app;

