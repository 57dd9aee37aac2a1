import { useState } from 'react';
import { Alert, Card, Progress, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { User } from '@stacklens/contracts';
import { routePaths } from '../../app/routes';
import { remainingAnalysesText } from '../../app/user-links';
import { RequireUser } from '../../components/auth/require-user';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { PlanCards, type PlanView } from '../pricing/plans';

function Subscription({ user }: { user: User }) {
  const [chosen, setChosen] = useState<PlanView | null>(null);
  const limit = user.usage.limit;
  return (
    <div className="sl-container sl-user-page sl-user-page--wide">
      <h1>Subscription</h1>
      <Card title={<h2 className="sl-card__title">Your plan</h2>}>
        <p>
          <Tag color={user.plan === 'paid' ? 'green' : 'magenta'}>
            {user.plan === 'paid' ? 'Paid plan' : 'Free plan'}
          </Tag>
          {remainingAnalysesText(user)}.
        </p>
        {limit !== null && (
          <Progress
            percent={Math.min(100, Math.round((user.usage.used / limit) * 100))}
            format={() => `${user.usage.used} / ${limit}`}
            aria-label="Analyses used this month"
          />
        )}
      </Card>
      <h2 className="sl-user-page__section">Choose a plan</h2>
      {chosen && (
        <Alert
          type="info"
          showIcon
          className="sl-report__notice"
          title={`${chosen.name} cannot be bought online yet`}
          description={
            <>
              Card payments are being set up and will open here soon. Until then your{' '}
              {user.plan === 'paid' ? 'paid' : 'free'} plan keeps working as it is; nothing is charged. Need
              more analyses now? <Link to={routePaths.contact}>Contact us</Link> and we will set it up for
              you.
            </>
          }
          closable={{ onClose: () => setChosen(null), 'aria-label': 'Dismiss' }}
        />
      )}
      <PlanCards
        headingLevel={3}
        currentPlan={user.plan === 'free' ? 'free' : null}
        actionLabel={(plan) => (plan.id === 'free' ? 'Stay on Free' : 'Activate now')}
        onSelect={(plan) => setChosen(plan)}
      />
      <p className="sl-muted">
        Compare the plans on the <Link to={routePaths.pricing}>pricing page</Link>. Invoices will be listed
        under <Link to={routePaths['user-invoice']}>Invoices</Link>.
      </p>
    </div>
  );
}

/** Plan selection and subscription flow (route `user-subscription`). Checkout arrives with billing. */
export function SubscriptionPage() {
  useSetPageTitle('Subscription', 'Your StackLens plan and usage, and the plans you can choose.');
  return <RequireUser>{(user) => <Subscription user={user} />}</RequireUser>;
}
