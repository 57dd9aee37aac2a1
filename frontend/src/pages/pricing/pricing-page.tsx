import { Link, useNavigate } from 'react-router-dom';
import {
  LIST_PREVIEW_ROWS,
  LIST_ROWS_PER_MONTH_PAYG,
  LIST_ROWS_PER_MONTH_PRO,
  PAY_AS_YOU_GO_PRICE_TEXT,
  PRO_PRICE_TEXT,
} from '../../lib/constants';
import { formatNumber } from '../../lib/format';
import { routePaths } from '../../lib/routes';
import { InfoLayout } from '../info/info-layout';
import { PlanCards } from './plans';

/** Pricing (route `pricing`): Free, Pay as you go, Pro. Choosing a plan leads to the subscription page. */
export function PricingPage() {
  const navigate = useNavigate();
  return (
    <InfoLayout
      eyebrow="Pricing"
      title="Simple pricing that grows with you"
      pageTitle="Pricing"
      description={`StackLens pricing: 10 free analyses a month, pay as you go at ${PAY_AS_YOU_GO_PRICE_TEXT} per analysis, or Pro at ${PRO_PRICE_TEXT} a month.`}
      lead="Start free with 10 analyses every month. Need more? Pay only for the analyses you run, or go unlimited with Pro."
      wide
    >
      <PlanCards
        actionLabel={(plan) => (plan.id === 'free' ? 'Start for free' : 'Choose plan')}
        onSelect={() => navigate(routePaths['user-subscription'])}
      />
      <div className="sl-prose">
        <h2>Questions about pricing</h2>
        <h3>What counts as an analysis?</h3>
        <p>
          Each time StackLens visits a website for you and produces a new result. Looking up results that
          already exist is always free, signed in or not.
        </p>
        <h3>What counts against the technology-list rows?</h3>
        <p>
          Every website a technology list gives you — in a page on the site or through the API, or in a CSV or
          JSON Lines export — counts as one row of your plan&apos;s monthly list rows (
          {formatNumber(LIST_ROWS_PER_MONTH_PAYG)} on Pay as you go, {formatNumber(LIST_ROWS_PER_MONTH_PRO)}{' '}
          on Pro), separate from the analyses. We count rows, not requests, so a large export costs what it
          delivers and a small page costs little. The free plan shows the first {LIST_PREVIEW_ROWS} websites
          of any list and how many there are, at no cost.
        </p>
        <h3>When does the month start?</h3>
        <p>Usage counts per calendar month in UTC; the free analyses and the list rows renew on the 1st.</p>
        <h3>Can I switch or cancel?</h3>
        <p>
          Yes, at any time from your subscription page. Pro ends at the end of the paid month; Pay as you go
          bills the analyses used so far.
        </p>
        <p>
          More answers are in the <Link to={routePaths.faq}>FAQ</Link>. Prices are in US dollars; taxes may
          apply.
        </p>
      </div>
    </InfoLayout>
  );
}
