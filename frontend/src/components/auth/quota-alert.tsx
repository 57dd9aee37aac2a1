import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';
import { FREE_ANALYSES_PER_MONTH } from '../../lib/constants';
import { useSiteInfo } from '../../hooks/use-site-info';

/**
 * 402 quota-exceeded: the free analyses of the month are used. With online payments configured, an
 * "Upgrade" link to the subscription page; without (`SiteInfo.billing.enabled` false) no link that leads to a
 * page where nothing can be bought: the alert says when the quota comes back and whom to ask.
 */
export function QuotaAlert() {
  const { billing, supportEmail } = useSiteInfo();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="sl-analysis-failure"
      title={`You have reached the limit of ${FREE_ANALYSES_PER_MONTH} free analyses this month`}
      description={
        billing.enabled
          ? 'Upgrade your plan to analyse more websites, or wait until next month.'
          : `Your free analyses come back on the first day of next month (UTC). Paid plans are not offered on this server${
              supportEmail ? `; for more analyses, write to ${supportEmail}` : ''
            }.`
      }
      action={
        billing.enabled ? (
          <Link to="/user/subscription">
            <Button size="small" type="primary">
              Upgrade
            </Button>
          </Link>
        ) : undefined
      }
    />
  );
}
