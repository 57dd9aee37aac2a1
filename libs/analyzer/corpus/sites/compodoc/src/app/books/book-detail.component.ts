import { Component, Input, inject } from '@angular/core';
import { BookService } from './book.service';
import { Book } from './book';

/**
 * Shows one book; its id comes from the route.
 */
@Component({
  selector: 'app-book-detail',
  standalone: true,
  template: `
    @if (book; as b) {
      <h2>{{ b.title }}</h2>
      <p>{{ b.author }}, {{ b.year }}</p>
    } @else {
      <p>No such book.</p>
    }
  `,
})
export class BookDetailComponent {
  private readonly service = inject(BookService);
  /** The book shown, set from the route's `id`. */
  book?: Book;

  /** Route parameter bound by the router's component input binding. */
  @Input() set id(value: string) {
    this.book = this.service.get(value);
  }
}
