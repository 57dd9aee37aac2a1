import { createContext } from 'react';
import type { ColorModeState } from './color-mode-store';
import type { ConsentState } from './consent-store';

/**
 * The states of the cookie-backed stores (colour mode, cookie consent) that a server render used. The server
 * derives them from the request's cookies and provides them to its render; the browser provides the same values
 * (embedded in the HTML) while it hydrates, so that the first client render matches the server's HTML. Null when
 * the page was not server-rendered.
 */
export interface InitialStoreState {
  colorMode: ColorModeState;
  consent: ConsentState;
}

export const InitialStateContext = createContext<InitialStoreState | null>(null);
