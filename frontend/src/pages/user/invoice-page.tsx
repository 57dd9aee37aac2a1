import { Button } from 'antd';
import { FileDoneOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { RequireUser } from '../../components/auth/require-user';
import { FeatureStatus } from '../../components/feature-status';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/** Invoices (route `user-invoice`). Invoices come from billing, which arrives in a later release. */
export function InvoicePage() {
  useSetPageTitle('Invoices', 'Invoices of your StackLens subscription.');
  const navigate = useNavigate();
  return (
    <RequireUser>
      {(user) => (
        <div className="sl-container sl-user-page">
          <h1>Invoices</h1>
          <FeatureStatus
            icon={<FileDoneOutlined />}
            title="No invoices"
            text={
              user.plan === 'paid'
                ? 'Invoices of your paid plan will be listed here for download as soon as online billing is live.'
                : 'You are on the free plan, which is never invoiced. Invoices of paid plans will be listed here for download.'
            }
            extra={
              <Button onClick={() => navigate(routePaths['user-subscription'])}>Manage subscription</Button>
            }
          />
        </div>
      )}
    </RequireUser>
  );
}
