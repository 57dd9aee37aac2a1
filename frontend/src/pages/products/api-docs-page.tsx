import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { Link } from 'react-router-dom';
import { useColorMode } from '../../state/color-mode-store';
import { routePaths } from '../../lib/routes';
import { InfoLayout } from '../info/info-layout';
import { ApiAiAssistants } from './api-ai-assistants';
import { ApiQuickStart } from './api-quick-start';
import './products.css';

/** The backend's OpenAPI document (generated from the code by @nestjs/swagger). */
const OPENAPI_URL = '/api/docs.json';

/**
 * Keeps the page's outline to one top-level heading: the embedded reference renders the document's title as its
 * own `<h1>` (Scalar's introduction, which it does not let us configure). That heading repeats the page's own and is
 * taken out of the outline (`role="presentation"`: the text stays, the heading semantics go — `aria-level` does not
 * override a native `h1` level in browsers and assistive technology) as soon as it is inserted: a MutationObserver
 * callback runs before any other task can read the DOM, so no reader ever sees two level-1 headings.
 */
function useNoNestedTopHeading(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const demote = () => {
      for (const heading of root.querySelectorAll('h1:not([role])'))
        heading.setAttribute('role', 'presentation');
    };
    demote();
    const observer = new MutationObserver(demote);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}

/**
 * API documentation (route `products-website-analyzer-docs`): renders the backend's OpenAPI document with Scalar,
 * offline (no web fonts, no telemetry), in the site's colour mode.
 */
export function ApiDocsPage() {
  const mode = useColorMode();
  const reference = useRef<HTMLElement>(null);
  useNoNestedTopHeading(reference);
  const configuration = useMemo(
    () => ({
      url: OPENAPI_URL,
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
      hideDarkModeToggle: true,
      forceDarkModeState: mode.value,
      darkMode: mode.value === 'dark',
      showDeveloperTools: 'never' as const,
      documentDownloadType: 'json' as const,
      defaultOpenFirstTag: true,
      customCss: `.scalar-app { --scalar-font: inherit; --scalar-color-accent: ${mode.value === 'dark' ? '#f9a8d4' : '#be185d'}; }`,
    }),
    [mode.value],
  );
  return (
    <InfoLayout
      eyebrow="Developers"
      title="StackLens API documentation"
      pageTitle="API documentation"
      description="Reference of the StackLens API: website results, score history, similar websites, analyses and accounts — generated from the OpenAPI document."
      lead={
        <>
          Every endpoint the StackLens website uses, generated from the live OpenAPI document. Public reads
          live under <code>/api/v1</code> and need no authentication; actions under <code>/api/v2</code> need
          a signed-in session or an API key from your <Link to={routePaths['user-api-keys']}>account</Link>,
          sent as <code>Authorization: Bearer sl_live_…</code> (no CSRF token; 60 requests a minute per key).
          A key carries scopes (<code>analyses:write</code>, <code>websites:read</code>,{' '}
          <code>webhooks:write</code>, <code>billing:read</code>, <code>lists:read</code>); each operation
          names the one it needs in <code>x-required-scope</code>, and a key without it gets 403{' '}
          <code>insufficient-scope</code>.
        </>
      }
      wide
    >
      <p className="sl-docs__download">
        OpenAPI document: <a href={OPENAPI_URL}>{OPENAPI_URL}</a>
      </p>
      <ApiQuickStart />
      <ApiAiAssistants />
      <section className="sl-docs" aria-label="API reference" ref={reference}>
        <ApiReferenceReact configuration={configuration} />
      </section>
    </InfoLayout>
  );
}
