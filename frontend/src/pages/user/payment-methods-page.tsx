import { Button } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { RequireUser } from '../../components/auth/require-user';
import { FeatureStatus } from '../../components/feature-status';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

/** Payment methods (route `user-payment-methods`): only for customers (spec §6); others are sent to the plans. */
export function PaymentMethodsPage() {
  useSetPageTitle('Payment methods', 'The cards saved for your StackLens subscription.');
  const navigate = useNavigate();
  return (
    <RequireUser>
      {(user) => (
        <div className="sl-container sl-user-page">
          <h1>Payment methods</h1>
          {user.isCustomer ? (
            <FeatureStatus
              icon={<CreditCardOutlined />}
              title="Managing cards is coming soon"
              text="Your saved cards will be listed here, with the option to add a card or choose the default one. Until then, contact us to change the card of your subscription."
              extra={<Button onClick={() => navigate(routePaths.contact)}>Contact us</Button>}
            />
          ) : (
            <FeatureStatus
              icon={<CreditCardOutlined />}
              title="No payment methods yet"
              text="Payment methods belong to paid plans. You are on the free plan, so there is nothing to manage here."
              extra={
                <Button type="primary" onClick={() => navigate(routePaths['user-subscription'])}>
                  See plans
                </Button>
              }
            />
          )}
        </div>
      )}
    </RequireUser>
  );
}
