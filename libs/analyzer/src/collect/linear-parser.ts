/**
 * htmlparser2's `Parser` in time linear in the nesting depth of the document.
 *
 * The parser keeps its open elements innermost-first in an array (`stack`) and its foreign-content flags likewise
 * (`foreignContext`): every start tag `unshift`s (moves the whole array) and every end tag of an element that is not
 * open searches the whole array, so a hostile page of nested tags costs CPU quadratic in its depth (2 MB of `<div>`:
 * 24 CPU-s; 2 MB of `<p><div>`: 51 CPU-s). `foreignContext` is only shifted by end tags of foreign elements, so it
 * grows even while `stack` stays shallow (`<div><svg></div>` repeated).
 *
 * {@link LinearParser} is the same parser, with those two arrays replaced, once either holds `linearFrom` entries,
 * by {@link InnermostFirst}: the same operations (`[0]`, `length`, `shift`, `unshift`, `indexOf`) in O(1) (an end tag
 * searches only when its element is open, and then as far as the elements it closes). The parser's code is unchanged,
 * so it emits the very same events (`linear-parser.spec.ts` compares them over every corpus page and hostile shapes);
 * documents shallower than `linearFrom` (every real page) keep the library's own arrays. The nesting itself is
 * bounded later, as Blink bounds it, by the static DOM evaluation (`capDepth`).
 *
 * The two arrays are private fields of htmlparser2 10 (upstream: fb55/htmlparser2#2481 makes them O(1) there); the
 * spec checks that the parser uses nothing else of them, so that an upgrade that does fails a test, not an analysis.
 */
import { Parser, type Handler, type ParserOptions } from 'htmlparser2';

/** Depth from which the parser's stacks are replaced: far deeper than real pages, far below a quadratic cost. */
export const LINEAR_FROM = 256;

/**
 * A stack kept innermost-first as htmlparser2's parser reads it (`[0]` is the innermost entry), stored
 * outermost-first so that `unshift` and `shift` are a push and a pop, with a count per value so that `indexOf` of a
 * value that is not on the stack costs nothing.
 */
export class InnermostFirst<T> {
  /** Outermost first. */
  private readonly items: T[] = [];
  private readonly counts = new Map<T, number>();

  /**
   * @param innermostFirst the entries, innermost first (an array as htmlparser2 keeps it)
   */
  constructor(innermostFirst: readonly T[] = []) {
    for (let i = innermostFirst.length - 1; i >= 0; i -= 1) this.push(innermostFirst[i]);
  }

  /** Number of entries. */
  get length(): number {
    return this.items.length;
  }

  /** Truncates as an array's `length` does: keeps the `n` innermost entries (the parser's `reset` sets 0). */
  set length(n: number) {
    if (n < this.items.length) for (const value of this.items.splice(0, this.items.length - n)) this.drop(value);
  }

  /** The innermost entry, as `array[0]`. */
  get 0(): T | undefined {
    return this.items[this.items.length - 1];
  }

  /** Removes and returns the innermost entry, as `array.shift()`. */
  shift(): T | undefined {
    if (this.items.length === 0) return undefined;
    const value = this.items.pop() as T;
    this.drop(value);
    return value;
  }

  /** Adds entries innermost, as `array.unshift(...values)` (the first value becomes `[0]`); returns the length. */
  unshift(...values: T[]): number {
    for (let i = values.length - 1; i >= 0; i -= 1) this.push(values[i]);
    return this.items.length;
  }

  /** Position of the innermost `value` counted from the innermost entry, as `array.indexOf`; -1 when absent. */
  indexOf(value: T): number {
    if (!this.counts.has(value)) return -1;
    return this.items.length - 1 - this.items.lastIndexOf(value);
  }

  /** The entries innermost first, as an array. */
  toArray(): T[] {
    return this.items.slice().reverse();
  }

  private push(value: T): void {
    this.items.push(value);
    this.counts.set(value, (this.counts.get(value) ?? 0) + 1);
  }

  private drop(value: T): void {
    const count = this.counts.get(value)! - 1;
    if (count === 0) this.counts.delete(value);
    else this.counts.set(value, count);
  }
}

/** The parser's private arrays replaced here (htmlparser2 10's field names). */
interface ParserStacks {
  stack: string[] | InnermostFirst<string>;
  foreignContext: boolean[] | InnermostFirst<boolean>;
}

/**
 * htmlparser2's `Parser`, emitting the same events, in time linear in the nesting depth (see the module comment).
 * Use it as `Parser`: `new LinearParser(handler, options).end(html)`.
 */
export class LinearParser extends Parser {
  private linear = false;

  /**
   * @param cbs the handler, as `Parser`'s
   * @param options the parser options, as `Parser`'s
   * @param linearFrom entries of either stack from which both are replaced (tests pass 0 to replace them at once)
   */
  constructor(
    cbs?: Partial<Handler> | null,
    options?: ParserOptions,
    private readonly linearFrom = LINEAR_FROM,
  ) {
    super(cbs, options);
  }

  /**
   * The parser asks this of every start tag (after its implied end tags, before pushing the element) and end tag:
   * the moment to replace its stacks when they have grown deep. The answer is the parser's own.
   */
  protected override isVoidElement(name: string): boolean {
    if (!this.linear) {
      const parser = this as unknown as ParserStacks;
      if (parser.stack.length >= this.linearFrom || parser.foreignContext.length >= this.linearFrom) {
        parser.stack = new InnermostFirst(parser.stack as string[]);
        parser.foreignContext = new InnermostFirst(parser.foreignContext as boolean[]);
        this.linear = true;
      }
    }
    return super.isVoidElement(name);
  }

  /** @internal The end of the document: the parser closes the open elements reading its stack by index. */
  override onend(): void {
    if (this.linear) {
      const parser = this as unknown as ParserStacks;
      parser.stack = (parser.stack as InnermostFirst<string>).toArray();
      parser.foreignContext = (parser.foreignContext as InnermostFirst<boolean>).toArray();
      this.linear = false;
    }
    super.onend();
  }
}
