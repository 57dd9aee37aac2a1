import { Component, inject } from '@angular/core';
import { RouterLink } from '@angular/router';
import { BookService } from './book.service';

/**
 * Lists the books on the shelf, each linking to its detail page.
 */
@Component({
  selector: 'app-book-list',
  standalone: true,
  imports: [RouterLink],
  template: `
    <ul>
      @for (book of books.list(); track book.id) {
        <li><a [routerLink]="['/books', book.id]">{{ book.title }}</a> ({{ book.year }})</li>
      }
    </ul>
  `,
})
export class BookListComponent {
  protected readonly books = inject(BookService);
}
