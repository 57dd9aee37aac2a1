import type { ReactNode } from 'react';
import {
  ApiOutlined,
  CreditCardOutlined,
  CrownOutlined,
  FileDoneOutlined,
  HistoryOutlined,
  KeyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { User } from '@stacklens/contracts';
import { routePaths } from './routes';

/** A user link of the app shell: target, icon, text and a show condition. */
export interface UserLink {
  name: string;
  to: string;
  icon: ReactNode;
  text: string;
  show: (user: User) => boolean;
}

/** The user menu's (and the drawer's) links; payment methods only for customers. */
export const userLinks: readonly UserLink[] = Object.freeze([
  { name: 'user-account', to: routePaths['user-account'], icon: <UserOutlined />, text: 'Account', show: () => true },
  {
    name: 'user-subscription',
    to: routePaths['user-subscription'],
    icon: <CrownOutlined />,
    text: 'Subscription',
    show: () => true,
  },
  {
    name: 'user-payment-methods',
    to: routePaths['user-payment-methods'],
    icon: <CreditCardOutlined />,
    text: 'Payment methods',
    show: (user) => user.isCustomer,
  },
  { name: 'user-invoice', to: routePaths['user-invoice'], icon: <FileDoneOutlined />, text: 'Invoices', show: () => true },
  { name: 'user-history', to: routePaths['user-history'], icon: <HistoryOutlined />, text: 'History', show: () => true },
  { name: 'user-api-keys', to: routePaths['user-api-keys'], icon: <KeyOutlined />, text: 'API keys', show: () => true },
  {
    name: 'user-webhook-endpoints',
    to: routePaths['user-webhook-endpoints'],
    icon: <ApiOutlined />,
    text: 'Webhook endpoints',
    show: () => true,
  },
]);

/** "7 of 10 analyses left this month" / "Unlimited analyses" */
export function remainingAnalysesText(user: User): string {
  if (user.usage.limit === null) return 'Unlimited analyses';
  const left = Math.max(0, user.usage.limit - user.usage.used);
  return `${left} of ${user.usage.limit} free analyses left this month`;
}
