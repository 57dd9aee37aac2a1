import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useHttpStatus } from '../../state/server-render';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/**
 * 404 page: unknown routes show "Page not found"; a route whose parameters fail validation passes
 * `invalidPath` and shows "Page Not Found: {path}". Both answer HTTP 404 when rendered on the server.
 */
export function NotFoundPage({ invalidPath }: { invalidPath?: string }) {
  const navigate = useNavigate();
  useSetPageTitle('Page not found');
  useHttpStatus(404);
  return (
    <div className="sl-container sl-page-state">
      <Result
        status="404"
        title={
          <h1 className="sl-page-state__title">
            {invalidPath ? `Page Not Found: ${invalidPath}` : 'Page not found'}
          </h1>
        }
        subTitle={invalidPath ? undefined : "The awesome page you're looking for isn't here."}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            Back to home
          </Button>
        }
      />
    </div>
  );
}
