import { Button } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { RequireUser } from '../../components/auth/require-user';
import { FeatureStatus } from '../../components/feature-status';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/** API keys (route `user-api-keys`). Personal keys arrive with the API-keys release. */
export function ApiKeysPage() {
  useSetPageTitle('API keys', 'Create and revoke API keys for the StackLens API.');
  const navigate = useNavigate();
  return (
    <RequireUser>
      {() => (
        <div className="sl-container sl-user-page">
          <h1>API keys</h1>
          <FeatureStatus
            icon={<KeyOutlined />}
            title="Personal API keys are coming soon"
            text="You will be able to create keys here to call the StackLens API from your own tools with an Authorization: Bearer header. Each key is shown once, stored hashed and can be revoked at any time. Public results can already be read without a key."
            extra={
              <Button type="primary" onClick={() => navigate(routePaths['products-website-analyzer-docs'])}>
                Read the API docs
              </Button>
            }
          />
        </div>
      )}
    </RequireUser>
  );
}
