import { useEffect } from 'react';
import { BRAND, DEFAULT_PAGE_DESCRIPTION, DEFAULT_PAGE_TITLE } from '../lib/constants';
import { useServerRender } from '../state/server-render';

/** Formats a page title: "{title} - StackLens", default "Website Analysis - StackLens". */
export function formatPageTitle(title?: string | null): string {
  return `${title || DEFAULT_PAGE_TITLE} - ${BRAND}`;
}

/**
 * Sets the document title and meta description while the calling page is shown (the canonical link follows the
 * route in the shell). In a server render it hands them to the renderer, which writes them into the HTML head;
 * the page rendered last (the innermost) wins, as its effects do in the browser.
 */
export function useSetPageTitle(title?: string | null, description?: string): void {
  const render = useServerRender();
  if (render) {
    render.title = formatPageTitle(title);
    if (description) render.description = description;
  }
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description;
    // The server wrote the first page's description into the HTML: leaving a page restores the site's default.
    return () => {
      meta.content = DEFAULT_PAGE_DESCRIPTION;
    };
  }, [description]);
}
