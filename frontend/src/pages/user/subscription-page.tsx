import { useState } from 'react';
import { Alert, App, Button, Card, Form, Popconfirm, Progress, Radio, Skeleton, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { BillingOverview, PaidPlan, PaymentMethod, User } from '@stacklens/contracts';
import { formatCurrency, formatDate } from '../../lib/format';
import { routePaths } from '../../lib/routes';
import { remainingAnalysesText } from '../../lib/user-links';
import { RequireUser } from '../../components/auth/require-user';
import { BillingDetailsForm } from '../../components/billing/billing-details-form';
import {
  BILLING_MESSAGES,
  CardFields,
  cardErrorMessage,
  StripeProvider,
  useSaveCard,
} from '../../components/billing/stripe-card';
import { LoadFailure } from '../../components/load-failure';
import { useBillingActions, useGetBilling, useGetPaymentMethods } from '../../hooks/use-billing';
import { useSetPageTitle } from '../../hooks/use-set-page-title';
import { PlanCards, type PlanId, type PlanView } from '../pricing/plans';

const PAID_PLAN_OF: Record<Exclude<PlanId, 'free'>, PaidPlan> = { 'pay-as-you-go': 'payg', pro: 'pro' };
const PLAN_NAME: Record<PaidPlan, string> = { payg: 'Pay as you go', pro: 'Pro' };

/** The card the checkout charges: a saved one or a new one typed in the card field. */
const NEW_CARD = 'new';

function currentPlanId(billing: BillingOverview): PlanId {
  if (billing.plan !== 'paid' || !billing.subscription) return 'free';
  return billing.subscription.plan === 'pro' ? 'pro' : 'pay-as-you-go';
}

/** Plan, subscription state, this month's usage and estimated charge; cancel (yes/no) or resume. */
function YourPlan({ user, billing }: { user: User; billing: BillingOverview }) {
  const { message } = App.useApp();
  const actions = useBillingActions();
  const subscription = billing.subscription;
  const limit = user.usage.limit;
  const paid = billing.plan === 'paid' && subscription;
  const fail = (error: Error) => message.error(error.message || BILLING_MESSAGES.unexpected);
  return (
    <Card title={<h2 className="sl-card__title">Your plan</h2>}>
      <p>
        <Tag color={billing.plan === 'paid' ? 'green' : 'magenta'}>
          {paid ? PLAN_NAME[subscription.plan] : 'Free plan'}
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
      <dl className="sl-billing-usage">
        <div>
          <dt>Analyses this month</dt>
          <dd>{billing.usage.used}</dd>
        </div>
        <div>
          <dt>Free each month</dt>
          <dd>{billing.usage.free}</dd>
        </div>
        {subscription?.plan === 'payg' && paid && (
          <div>
            <dt>Billable so far</dt>
            <dd>{billing.usage.billable}</dd>
          </div>
        )}
        <div>
          <dt>Estimated charge this month</dt>
          <dd data-testid="estimated-charge">
            {formatCurrency(
              billing.usage.estimatedAmount.amount,
              billing.usage.estimatedAmount.currency.toUpperCase(),
            )}
          </dd>
        </div>
      </dl>
      {paid && subscription.currentPeriodEnd && (
        <p className="sl-muted">
          {subscription.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on {formatDate(subscription.currentPeriodEnd)}
          {subscription.status === 'past_due' && ' — your last payment failed; Stripe will try again.'}
        </p>
      )}
      {paid && subscription.cancelAtPeriodEnd ? (
        <Alert
          type="warning"
          showIcon
          title="Your subscription is cancelled"
          description="You keep your paid plan until the end of the period, then return to the free plan."
          action={
            <Button
              loading={actions.subscribe.isPending}
              onClick={() => actions.subscribe.mutate({ plan: subscription.plan }, { onError: fail })}
            >
              Resume subscription
            </Button>
          }
        />
      ) : paid ? (
        <Popconfirm
          title="Cancel your subscription?"
          description="You keep your paid plan until the end of the period."
          okText="Yes"
          cancelText="No"
          onConfirm={() =>
            actions.cancel
              .mutateAsync()
              .then(() => message.success('Your subscription ends at the end of the period.'), fail)
          }
        >
          <Button danger loading={actions.cancel.isPending}>
            Cancel subscription
          </Button>
        </Popconfirm>
      ) : null}
    </Card>
  );
}

/** The card step of the checkout: a saved card or a new one (name on card + Stripe's card field). */
function PaymentStep({
  plan,
  cards,
  onDone,
}: {
  plan: PaidPlan;
  cards: PaymentMethod[];
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const saveCard = useSaveCard();
  const actions = useBillingActions();
  const [form] = Form.useForm<{ card: string; nameOnCard?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const defaultCard = cards.find((card) => card.isDefault) ?? cards[0];
  const choice = Form.useWatch('card', form) ?? (defaultCard ? defaultCard.id : NEW_CARD);
  const activate = async (values: { card?: string; nameOnCard?: string }) => {
    setError(null);
    setBusy(true);
    try {
      const selected = values.card ?? choice;
      const paymentMethodId =
        selected === NEW_CARD ? await saveCard((values.nameOnCard ?? '').trim()) : selected;
      await actions.subscribe.mutateAsync({ plan, paymentMethodId });
      message.success(`${PLAN_NAME[plan]} is active.`);
      onDone();
    } catch (caught) {
      setError(cardErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ card: defaultCard ? defaultCard.id : NEW_CARD }}
      onFinish={activate}
      aria-label="Payment"
    >
      {cards.length > 0 && (
        <Form.Item label="Pay with" name="card">
          <Radio.Group>
            <Space direction="vertical">
              {cards.map((card) => (
                <Radio key={card.id} value={card.id}>
                  {card.brand.toUpperCase()} •••• {card.last4}, expires{' '}
                  {String(card.expMonth).padStart(2, '0')}/{card.expYear}
                </Radio>
              ))}
              <Radio value={NEW_CARD}>A new card</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      )}
      {choice === NEW_CARD && <CardFields />}
      {error && <Alert type="error" showIcon title={error} className="sl-billing-error" role="alert" />}
      <Button type="primary" size="large" htmlType="submit" loading={busy}>
        Activate now
      </Button>
    </Form>
  );
}

/** Checkout of a paid plan: billing details (saved first), then the card, then "Activate now". */
function Checkout({
  plan,
  user,
  billing,
  onClose,
}: {
  plan: PaidPlan;
  user: User;
  billing: BillingOverview;
  onClose: () => void;
}) {
  const actions = useBillingActions();
  const [editing, setEditing] = useState(!billing.customer);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const cards = useGetPaymentMethods(Boolean(billing.customer));
  return (
    <Card
      className="sl-checkout"
      title={<h2 className="sl-card__title">Activate {PLAN_NAME[plan]}</h2>}
      extra={<Button onClick={onClose}>Close</Button>}
    >
      <h3>1. Billing details</h3>
      {editing || !billing.customer ? (
        <>
          {detailsError && <Alert type="error" showIcon title={detailsError} className="sl-billing-error" />}
          <BillingDetailsForm
            customer={billing.customer}
            email={user.email}
            saving={actions.saveCustomer.isPending}
            submitLabel="Save billing details"
            onSubmit={(details) => {
              setDetailsError(null);
              actions.saveCustomer.mutate(details, {
                onSuccess: () => setEditing(false),
                onError: (error) => setDetailsError(error.message || BILLING_MESSAGES.unexpected),
              });
            }}
          />
        </>
      ) : (
        <p>
          {billing.customer.name}, {billing.customer.address.line1}, {billing.customer.address.postalCode}{' '}
          {billing.customer.address.city}, {billing.customer.address.country}
          {billing.customer.taxIds[0] && ` — ${billing.customer.taxIds[0].value}`}{' '}
          <Button type="link" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </p>
      )}
      <h3>2. Payment</h3>
      {!billing.customer || editing ? (
        <p className="sl-muted">Save your billing details first.</p>
      ) : cards.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : billing.publishableKey ? (
        <StripeProvider publishableKey={billing.publishableKey}>
          <PaymentStep plan={plan} cards={cards.data?.items ?? []} onDone={onClose} />
        </StripeProvider>
      ) : null}
    </Card>
  );
}

function Subscription({ user }: { user: User }) {
  const { message, modal } = App.useApp();
  const billing = useGetBilling();
  const actions = useBillingActions();
  const [chosen, setChosen] = useState<PaidPlan | null>(null);
  if (billing.isPending) {
    return (
      <div className="sl-container sl-user-page sl-user-page--wide">
        <h1>Subscription</h1>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  if (billing.isError) {
    return (
      <LoadFailure
        title="Your subscription could not be loaded"
        error={billing.error}
        onRetry={() => billing.refetch()}
        fallbackDetail={BILLING_MESSAGES.unexpected}
        className="sl-container sl-page-state"
      />
    );
  }
  const data = billing.data;
  const current = currentPlanId(data);
  const onSelect = (plan: PlanView) => {
    if (plan.id === 'free') {
      message.info('To return to the free plan, cancel your subscription: it ends with the period.');
      return;
    }
    const target = PAID_PLAN_OF[plan.id];
    if (current !== 'free' && data.subscription) {
      modal.confirm({
        title: `Switch to ${PLAN_NAME[target]}?`,
        content: 'The change applies now; Stripe prorates the current period on your next invoice.',
        okText: 'Switch',
        onOk: () =>
          actions.subscribe
            .mutateAsync({ plan: target })
            .then(() => message.success(`You are on ${PLAN_NAME[target]} now.`))
            .catch((error: unknown) => message.error(cardErrorMessage(error))),
      });
      return;
    }
    setChosen(target);
  };
  return (
    <div className="sl-container sl-user-page sl-user-page--wide">
      <h1>Subscription</h1>
      {!data.enabled && (
        <Alert
          type="info"
          showIcon
          className="sl-report__notice"
          title="Online payments are not available on this server"
          description={
            <>
              Your plan keeps working as it is and nothing is charged. Need more analyses?{' '}
              <Link to={routePaths.contact}>Contact us</Link>.
            </>
          }
        />
      )}
      <YourPlan user={user} billing={data} />
      {chosen && data.enabled ? (
        <Checkout plan={chosen} user={user} billing={data} onClose={() => setChosen(null)} />
      ) : null}
      <h2 className="sl-user-page__section">Choose a plan</h2>
      <PlanCards
        headingLevel={3}
        currentPlan={current}
        disabled={!data.enabled}
        actionLabel={(plan) =>
          plan.id === 'free'
            ? current === 'free'
              ? 'Stay on Free'
              : 'Return to Free'
            : current !== 'free'
              ? `Switch to ${plan.name}`
              : 'Choose'
        }
        onSelect={onSelect}
      />
      <p className="sl-muted">
        Compare the plans on the <Link to={routePaths.pricing}>pricing page</Link>. Invoices are listed under{' '}
        <Link to={routePaths['user-invoice']}>Invoices</Link>
        {data.isCustomer && (
          <>
            , cards under <Link to={routePaths['user-payment-methods']}>Payment methods</Link>
          </>
        )}
        .
      </p>
    </div>
  );
}

/** Plan selection and subscription flow (route `user-subscription`). */
export function SubscriptionPage() {
  useSetPageTitle('Subscription', 'Your StackLens plan and usage, and the plans you can choose.');
  return <RequireUser>{(user) => <Subscription user={user} />}</RequireUser>;
}
