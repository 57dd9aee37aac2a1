import { Alert, Button } from 'antd';
import { Link } from 'react-router-dom';

/** 402 quota-exceeded (spec §8): the 10 free analyses of the month are used; upgrade link. */
export function QuotaAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="sl-analysis-failure"
      title="You have reached the limit of 10 free analyses this month"
      description="Upgrade your plan to analyse more websites, or wait until next month."
      action={
        <Link to="/user/subscription">
          <Button size="small" type="primary">
            Upgrade
          </Button>
        </Link>
      }
    />
  );
}
