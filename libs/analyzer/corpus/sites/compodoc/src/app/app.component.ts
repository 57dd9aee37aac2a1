import { Component } from '@angular/core';
import { RouterOutlet } from '@angular/router';

/**
 * The application shell: a title and the router outlet.
 */
@Component({
  selector: 'app-root',
  standalone: true,
  imports: [RouterOutlet],
  template: `<h1>{{ title }}</h1><router-outlet />`,
})
export class AppComponent {
  /** Shown in the page header. */
  title = 'Bookshelf';
}
