import { Button, Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { formatCurrency, formatNumber } from '../../lib/format';
import {
  FREE_ANALYSES_PER_MONTH,
  LIGHTHOUSE_RUNS_PER_DAY_FREE,
  LIGHTHOUSE_RUNS_PER_DAY_PAID,
  LIST_PREVIEW_ROWS,
  LIST_ROWS_PER_MONTH_PAYG,
  LIST_ROWS_PER_MONTH_PRO,
  PAY_AS_YOU_GO_PRICE_TEXT,
  PRO_PRICE_TEXT,
} from '../../lib/constants';
import './pricing.css';

export type PlanId = 'free' | 'pay-as-you-go' | 'pro';

export interface PlanView {
  id: PlanId;
  name: string;
  price: string;
  unit: string;
  summary: string;
  features: string[];
  highlighted?: boolean;
}

/**
 * The plans (PRICING in libs/contracts): Free 10/month; Pay as you go $0.035 per analysis beyond 10; Pro $9.99/month
 * flat. Technology lists have their own monthly allowance in rows (Pay as you go 10,000, Pro 100,000); free
 * accounts see a preview of each list.
 */
export const plans: readonly PlanView[] = Object.freeze([
  {
    id: 'free',
    name: 'Free',
    price: formatCurrency(0),
    unit: 'forever',
    summary: 'For trying StackLens and the occasional look under the hood.',
    features: [
      `${FREE_ANALYSES_PER_MONTH} analyses per month`,
      `${LIGHTHOUSE_RUNS_PER_DAY_FREE} Lighthouse reports a day`,
      'Technologies, versions and the Awesomeness Score',
      'Score history and similar websites',
      'Unlimited look-ups of existing results',
      `Technology lists: the first ${LIST_PREVIEW_ROWS} websites and the count`,
    ],
  },
  {
    id: 'pay-as-you-go',
    name: 'Pay as you go',
    price: PAY_AS_YOU_GO_PRICE_TEXT,
    unit: 'per analysis',
    summary: `The first ${FREE_ANALYSES_PER_MONTH} analyses each month stay free; pay only for what you use beyond them.`,
    features: [
      `${FREE_ANALYSES_PER_MONTH} free analyses every month`,
      'No monthly limit',
      `${LIGHTHOUSE_RUNS_PER_DAY_PAID} Lighthouse reports a day`,
      `${formatNumber(LIST_ROWS_PER_MONTH_PAYG)} technology-list rows a month (API, CSV)`,
      'Billed monthly for the analyses you ran',
      'Invoices in your account',
    ],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: PRO_PRICE_TEXT,
    unit: 'per month',
    summary: 'Unlimited analyses for a flat monthly price — for teams and agencies.',
    highlighted: true,
    features: [
      'Unlimited analyses',
      `${LIGHTHOUSE_RUNS_PER_DAY_PAID} Lighthouse reports a day`,
      `${formatNumber(LIST_ROWS_PER_MONTH_PRO)} technology-list rows a month (API, CSV)`,
      'Everything in Free',
      'API keys and webhook endpoints as they roll out',
      'Cancel any time',
    ],
  },
]);

export function PlanCards({
  actionLabel,
  onSelect,
  currentPlan,
  headingLevel = 2,
  disabled = false,
}: {
  actionLabel: (plan: PlanView) => string;
  onSelect: (plan: PlanView) => void;
  /** Marks the visitor's current plan. */
  currentPlan?: PlanId | null;
  headingLevel?: 2 | 3;
  /** Disables every button (e.g. billing is off on this server). */
  disabled?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="sl-plans">
      {plans.map((plan) => (
        <li key={plan.id} className={`sl-plan${plan.highlighted ? ' is-highlighted' : ''}`}>
          <div className="sl-plan__head">
            <Heading className="sl-plan__name">{plan.name}</Heading>
            {plan.highlighted && <Tag color="magenta">Most popular</Tag>}
            {currentPlan === plan.id && <Tag color="green">Your plan</Tag>}
          </div>
          <p className="sl-plan__price">
            <span className="sl-plan__amount">{plan.price}</span>{' '}
            <span className="sl-plan__unit">{plan.unit}</span>
          </p>
          <p className="sl-plan__summary">{plan.summary}</p>
          <ul className="sl-plan__features">
            {plan.features.map((feature) => (
              <li key={feature}>
                <CheckOutlined aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
          <Button
            block
            size="large"
            type={plan.highlighted ? 'primary' : 'default'}
            disabled={disabled || currentPlan === plan.id}
            onClick={() => onSelect(plan)}
            aria-label={`${actionLabel(plan)}: ${plan.name}`}
          >
            {actionLabel(plan)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
