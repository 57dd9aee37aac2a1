import { Alert, Button, Result } from 'antd';
import type { ProblemError } from '../api/client';

/** Where a failed load is shown: the whole page (a centred result) or inline above the content (an alert). */
export type LoadFailureVariant = 'page' | 'inline';

/**
 * The block every page shows when its data could not be loaded: a title, the problem's detail (or `fallbackDetail`)
 * and a "Try again" button that refetches. `page` renders antd's warning Result inside `className` (default
 * `sl-container slc-state`); `inline` renders an error Alert with the button as its action.
 */
export function LoadFailure({
  title,
  error,
  onRetry,
  variant = 'page',
  fallbackDetail = 'Please try again in a moment.',
  className = 'sl-container slc-state',
}: {
  title: string;
  error: ProblemError;
  onRetry: () => void;
  variant?: LoadFailureVariant;
  fallbackDetail?: string;
  className?: string;
}) {
  const detail = error.problem.detail ?? fallbackDetail;
  if (variant === 'inline') {
    return (
      <Alert
        type="error"
        showIcon
        title={title}
        description={detail}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  }
  return (
    <div className={className}>
      <Result
        status="warning"
        title={title}
        subTitle={detail}
        extra={
          <Button type="primary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
