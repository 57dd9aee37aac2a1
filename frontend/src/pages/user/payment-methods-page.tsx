import { useState } from 'react';
import { Alert, App, Button, Card, Form, List, Popconfirm, Skeleton, Tag } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { PaymentMethod } from '@stacklens/contracts';
import { routePaths } from '../../lib/routes';
import { RequireUser } from '../../components/auth/require-user';
import {
  BILLING_MESSAGES,
  CardFields,
  cardErrorMessage,
  StripeProvider,
  useSaveCard,
} from '../../components/billing/stripe-card';
import { EmptyState } from '../../components/empty-state';
import { LoadFailure } from '../../components/load-failure';
import { useBillingActions, useGetBilling, useGetPaymentMethods } from '../../hooks/use-billing';
import { useSetPageTitle } from '../../hooks/use-set-page-title';

const expiry = (card: PaymentMethod) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/** Adds a card (name on card + Stripe's card field, confirmed through a SetupIntent). */
function AddCard({ onAdded }: { onAdded: () => void }) {
  const saveCard = useSaveCard();
  const actions = useBillingActions();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ nameOnCard: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="Add a card"
      onFinish={async ({ nameOnCard }) => {
        setError(null);
        setBusy(true);
        try {
          const id = await saveCard(nameOnCard.trim());
          await actions.setDefault.mutateAsync(id);
          message.success('Card added and set as default.');
          form.resetFields();
          onAdded();
        } catch (caught) {
          setError(cardErrorMessage(caught));
        } finally {
          setBusy(false);
        }
      }}
    >
      <CardFields />
      {error && <Alert type="error" showIcon title={error} className="sl-billing-error" role="alert" />}
      <Button type="primary" htmlType="submit" loading={busy}>
        Save card
      </Button>
    </Form>
  );
}

function PaymentMethods() {
  const { message } = App.useApp();
  // fetched only here, inside RequireUser: a signed-out visitor's page must not send billing requests (their 401
  // would open the sign-up dialog after the visitor closed the sign-in one)
  const billing = useGetBilling();
  const publishableKey = billing.data?.publishableKey ?? null;
  const cards = useGetPaymentMethods();
  const actions = useBillingActions();
  const [adding, setAdding] = useState(false);
  const fail = (error: Error) => message.error(error.message || BILLING_MESSAGES.unexpected);
  if (cards.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (cards.isError) {
    return (
      <LoadFailure
        title="Your cards could not be loaded"
        error={cards.error}
        onRetry={() => cards.refetch()}
        fallbackDetail={BILLING_MESSAGES.unexpected}
      />
    );
  }
  return (
    <>
      <Card>
        <List<PaymentMethod>
          dataSource={cards.data.items}
          locale={{ emptyText: 'No saved cards.' }}
          renderItem={(card) => (
            <List.Item
              actions={[
                card.isDefault ? null : (
                  <Button
                    key="default"
                    size="small"
                    onClick={() => actions.setDefault.mutate(card.id, { onError: fail })}
                    aria-label={`Make the card ending ${card.last4} the default`}
                  >
                    Make default
                  </Button>
                ),
                <Popconfirm
                  key="remove"
                  title={`Remove the card ending ${card.last4}?`}
                  okText="Yes"
                  cancelText="No"
                  onConfirm={() => actions.remove.mutateAsync(card.id).catch(fail)}
                >
                  <Button size="small" danger aria-label={`Remove the card ending ${card.last4}`}>
                    Remove
                  </Button>
                </Popconfirm>,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                avatar={<CreditCardOutlined aria-hidden="true" />}
                title={
                  <span>
                    {card.brand.toUpperCase()} •••• {card.last4}{' '}
                    {card.isDefault && <Tag color="green">Default</Tag>}
                  </span>
                }
                description={`Expires ${expiry(card)}${card.name ? ` · ${card.name}` : ''}`}
              />
            </List.Item>
          )}
        />
      </Card>
      {publishableKey &&
        (adding ? (
          <Card
            title={<h2 className="sl-card__title">Add a card</h2>}
            extra={<Button onClick={() => setAdding(false)}>Close</Button>}
          >
            <StripeProvider publishableKey={publishableKey}>
              <AddCard onAdded={() => setAdding(false)} />
            </StripeProvider>
          </Card>
        ) : (
          <Button type="primary" onClick={() => setAdding(true)}>
            Add a card
          </Button>
        ))}
    </>
  );
}

/** Payment methods (route `user-payment-methods`): only for customers; others are sent to the plans. */
export function PaymentMethodsPage() {
  useSetPageTitle('Payment methods', 'The cards saved for your StackLens subscription.');
  const navigate = useNavigate();
  return (
    <RequireUser>
      {(user) => (
        <div className="sl-container sl-user-page">
          <h1>Payment methods</h1>
          {user.isCustomer ? (
            <PaymentMethods />
          ) : (
            <EmptyState
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
