import { Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { routePaths, websitePath } from '../../app/routes';
import { FeatureStatus } from '../../components/feature-status';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import '../info/info.css';

/**
 * Lighthouse report page (route `analysis-website-reports-lighthouse`, contents not shown by the spec). Lighthouse
 * reports are not produced yet; the page says so and leads back to the result.
 */
export function LighthouseReportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const url = params.get('url');
  let domain: string | null = null;
  try {
    domain = url ? new URL(url.includes('://') ? url : `https://${url}`).hostname.replace(/^www\./, '') : null;
  } catch {
    domain = null;
  }
  useSetPageTitle('Lighthouse report', 'Lighthouse performance, accessibility, SEO and best-practice reports for analysed websites.');
  return (
    <article className="sl-info">
      <header className="sl-info__header">
        <div className="sl-container sl-info__container">
          <p className="sl-eyebrow">Reports</p>
          <h1 className="sl-info__title">Lighthouse report{domain ? ` for ${domain}` : ''}</h1>
          <p className="sl-info__lead">
            Lighthouse measures performance, accessibility, SEO and best practices in a real browser.
          </p>
        </div>
      </header>
      <div className="sl-container sl-info__container">
        <FeatureStatus
          icon={<FileSearchOutlined />}
          title="Lighthouse reports are on their way"
          text={
            <>
              StackLens does not run Lighthouse audits yet. Until it does, the performance and best-practice parts of
              the Awesomeness Score are measured from the page itself — time to first byte, transfer size,
              compression, HTTP version and caching, and the page’s title, description, language and viewport.
              Once reports arrive, they will appear here and in the score.
            </>
          }
          extra={
            domain ? (
              <Button type="primary" onClick={() => navigate(websitePath({ domain }))}>
                Back to the result of {domain}
              </Button>
            ) : (
              <Button type="primary" onClick={() => navigate('/#analyze')}>
                Analyze a website
              </Button>
            )
          }
        />
        <p className="sl-muted" style={{ marginTop: 24 }}>
          How the score is computed today is explained in the <Link to={routePaths.faq}>FAQ</Link>.
        </p>
      </div>
    </article>
  );
}
