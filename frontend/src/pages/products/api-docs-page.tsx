import { useMemo } from 'react';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { Link } from 'react-router-dom';
import { useColorMode } from '../../app/color-mode-store';
import { routePaths } from '../../app/routes';
import { InfoLayout } from '../info/info-layout';
import './products.css';

/** The backend's OpenAPI document (generated from the code by @nestjs/swagger, DESIGN §2). */
const OPENAPI_URL = '/api/docs.json';

/**
 * API documentation (route `products-website-analyzer-docs`): renders the backend's OpenAPI document with Scalar,
 * offline (no web fonts, no telemetry), in the site's colour mode.
 */
export function ApiDocsPage() {
  const mode = useColorMode();
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
          Every endpoint the StackLens website uses, generated from the live OpenAPI document. Public reads live
          under <code>/api/v1</code> and need no authentication; actions under <code>/api/v2</code> need a
          signed-in session. Personal API keys are coming to your{' '}
          <Link to={routePaths['user-api-keys']}>account</Link>.
        </>
      }
      wide
    >
      <p className="sl-docs__download">
        OpenAPI document: <a href={OPENAPI_URL}>{OPENAPI_URL}</a>
      </p>
      <section className="sl-docs" aria-label="API reference">
        <ApiReferenceReact configuration={configuration} />
      </section>
    </InfoLayout>
  );
}
