/** One role a user can pick as their job title (`User.jobTitleId`). */
export interface JobTitle {
  /** Stable id stored on the account; never reused for another role. */
  id: number;
  /** English label shown in the pickers. */
  label: string;
}

/**
 * The job titles a user can pick (account setup and the account page). Kept apart from the schemas (`users.ts`
 * validates against it): the web app's pages import it and must not pull the schema library into their bundle.
 */
export const JOB_TITLES: readonly JobTitle[] = Object.freeze([
  { id: 1, label: 'Software engineer' },
  { id: 2, label: 'Front-end developer' },
  { id: 3, label: 'Back-end developer' },
  { id: 4, label: 'Full-stack developer' },
  { id: 5, label: 'DevOps / SRE' },
  { id: 6, label: 'Security engineer' },
  { id: 7, label: 'Engineering manager' },
  { id: 8, label: 'CTO / founder' },
  { id: 9, label: 'Product manager' },
  { id: 10, label: 'Designer' },
  { id: 11, label: 'Marketing / SEO' },
  { id: 12, label: 'Sales / business development' },
  { id: 13, label: 'Agency / freelancer' },
  { id: 14, label: 'Researcher / analyst' },
  { id: 15, label: 'Student' },
  { id: 16, label: 'Other' },
]);

/** The label of a job title id, or null for an id that is not in {@link JOB_TITLES}. */
export function jobTitleLabel(id: number | null | undefined): string | null {
  return JOB_TITLES.find((title) => title.id === id)?.label ?? null;
}
