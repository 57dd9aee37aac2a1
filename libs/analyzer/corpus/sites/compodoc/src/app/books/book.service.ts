import { Injectable, signal } from '@angular/core';
import { Book } from './book';

/**
 * Keeps the books of the shelf in memory.
 */
@Injectable({ providedIn: 'root' })
export class BookService {
  private readonly books = signal<Book[]>([
    { id: 'b1', title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
    { id: 'b2', title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  ]);

  /** All books, in shelf order. */
  list(): Book[] {
    return this.books();
  }

  /**
   * One book by id.
   * @param id the book's id
   * @returns the book, or undefined when there is none
   */
  get(id: string): Book | undefined {
    return this.books().find((b) => b.id === id);
  }

  /** Adds a book at the end of the shelf. */
  add(book: Book): void {
    this.books.update((all) => [...all, book]);
  }
}
