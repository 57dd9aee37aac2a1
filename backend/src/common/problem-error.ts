/**
 * Base of every module's error class: a stable `code` (the problem-details `code`), the HTTP `status` and a
 * human-readable `detail`. The problem-details filter turns it into `application/problem+json`.
 * Modules subclass it once, with their own code enum and a table of code → {status, title}
 * (e.g. `WebsitesError`), passing the code's entry up; `errors` (field path → message) names the fields at fault.
 */
export abstract class ProblemError extends Error {
  readonly status: number;
  readonly title: string;

  protected constructor(
    readonly code: string,
    readonly detail: string,
    problem: { status: number; title: string },
    readonly errors?: { path: string; message: string }[],
  ) {
    super(detail);
    this.name = new.target.name;
    this.status = problem.status;
    this.title = problem.title;
  }
}
