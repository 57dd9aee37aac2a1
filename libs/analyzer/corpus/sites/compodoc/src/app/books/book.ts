/** A book on the shelf. */
export interface Book {
  /** Unique id, e.g. `b1`. */
  id: string;
  title: string;
  author: string;
  /** Year of first publication. */
  year?: number;
}
