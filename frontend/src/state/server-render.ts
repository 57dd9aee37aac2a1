import { createContext, useContext } from 'react';

/**
 * What a server render knows about its request, and what the rendered pages report back to it: the document title
 * and meta description (from {@link useSetPageTitle}) and the HTTP status (404 from the not-found pages).
 * Only `src/ssr/entry-server.tsx` provides one; in the browser the context is null.
 */
export interface ServerRender {
  /** The site's origin as the visitor sees it, e.g. `https://stacklens.example` (no trailing slash). */
  readonly origin: string;
  title?: string;
  description?: string;
  /** 200 unless a page reported otherwise. */
  status: number;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The current server render, or null in the browser. */
export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/** Reports the page's HTTP status to the server render (no-op in the browser). */
export function useHttpStatus(status: number): void {
  const render = useServerRender();
  if (render) render.status = status;
}

/** The site's origin: `window.location.origin` in the browser, the request's origin in a server render. */
export function useSiteOrigin(): string {
  const render = useServerRender();
  return render ? render.origin : window.location.origin;
}
