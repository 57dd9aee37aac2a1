import { Alert, Button } from 'antd';
import type { AnalysisFailureView } from './analysis-messages';

/** A failed analysis (start refused or run failed), with a retry where retrying can help. */
export function AnalysisFailure({
  failure,
  onRetry,
}: {
  failure: AnalysisFailureView;
  onRetry?: () => void;
}) {
  return (
    <Alert
      type="error"
      showIcon
      className="sl-analysis-failure"
      role="alert"
      title={failure.title}
      description={failure.description}
      action={
        failure.retryable && onRetry ? (
          <Button size="small" danger onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    />
  );
}
