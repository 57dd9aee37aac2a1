import { useEffect } from 'react';
import { BRAND, DEFAULT_PAGE_TITLE } from '../app/constants';

/** Formats a page title the spec's way: "{title} - StackLens", default "Website Analysis - StackLens". */
export function formatPageTitle(title?: string | null): string {
  return `${title || DEFAULT_PAGE_TITLE} - ${BRAND}`;
}

/**
 * Sets the document title and meta description while the calling page is shown (the canonical link follows the
 * route in the shell). Server rendering will emit the same head.
 */
export function useSetPageTitle(title?: string | null, description?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
