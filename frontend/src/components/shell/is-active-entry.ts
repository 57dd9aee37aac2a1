import type { NavigationEntry } from '../../lib/navigation';

/** Whether a navigation entry (or, for a group, one of its links) is the current page or one of its sub-pages. */
export function isActiveEntry(entry: NavigationEntry, pathname: string): boolean {
  if (entry.to) return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
  return (entry.links ?? []).some((link) => isActiveEntry(link, pathname));
}
