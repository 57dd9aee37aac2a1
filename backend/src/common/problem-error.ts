/**
 * Base of every module's error class: a stable `code` (the problem-details `code`), the HTTP `status` and a
 * human-readable `detail`. The problem-details filter turns it into `application/problem+json`.
 * Modules subclass it once, with their own code enum and a table of code → {status, title}
 * (e.g. `WebsitesError`), passing the code's entry up. `retryAfterSeconds`, when set, becomes the answer's
 * `Retry-After` header (a limit that resets at a known time, e.g. 429 past a daily limit); `errors` (field path →
 * message) names the fields at fault.
 */
export abstract class ProblemError extends Error {
  readonly status: number;
  readonly title: string;
  /** Seconds the client should wait before trying again (the `Retry-After` header); undefined = no header. */
  readonly retryAfterSeconds?: number;
  /** The fields at fault (path → message), rendered as the problem's `errors`. */
  readonly errors?: { path: string; message: string }[];

  protected constructor(
    readonly code: string,
    readonly detail: string,
    problem: { status: number; title: string },
    options: { retryAfterSeconds?: number; errors?: { path: string; message: string }[] } = {},
  ) {
    super(detail);
    this.name = new.target.name;
    this.status = problem.status;
    this.title = problem.title;
    if (options.errors) this.errors = options.errors;
    if (options.retryAfterSeconds !== undefined)
      this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
  }
}
