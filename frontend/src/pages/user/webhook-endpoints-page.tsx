import { Button } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { RequireUser } from '../../components/auth/require-user';
import { FeatureStatus } from '../../components/feature-status';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/** Webhook endpoints (route `user-webhook-endpoints`). Webhooks arrive with the API-keys release. */
export function WebhookEndpointsPage() {
  useSetPageTitle('Webhook endpoints', 'Get notified when your StackLens analyses finish.');
  const navigate = useNavigate();
  return (
    <RequireUser>
      {() => (
        <div className="sl-container sl-user-page">
          <h1>Webhook endpoints</h1>
          <FeatureStatus
            icon={<ApiOutlined />}
            title="Webhooks are coming soon"
            text="Register an HTTPS endpoint here and StackLens will POST a signed message to it whenever one of your analyses finishes, with the website, its score and the detected technologies. Until then, your finished analyses are listed in your history."
            extra={<Button onClick={() => navigate(routePaths['user-history'])}>Open history</Button>}
          />
        </div>
      )}
    </RequireUser>
  );
}
