import { Button } from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import { useRecordContext, useRedirect } from 'react-admin';
import type { AdminAnalysis } from '@stacklens/contracts';
import { useRecordAction } from '../common/use-record-action';

/**
 * Retry a failed analysis (`POST analyses/{id}/retry`): a new analysis of the same address is queued (for the same
 * requester, free), and the panel shows it.
 */
export function RetryButton() {
  const record = useRecordContext<AdminAnalysis>();
  const redirect = useRedirect();
  const retry = useRecordAction<AdminAnalysis>(
    'analyses',
    'retry',
    (analysis) => `Queued a new analysis of ${analysis.domain}`,
    (analysis) => redirect('show', 'analyses', analysis.id),
  );
  if (!record || record.status !== 'failed') return null;
  return (
    <Button
      size="small"
      startIcon={<Replay />}
      disabled={retry.isPending}
      onClick={(event) => {
        event.stopPropagation();
        retry.mutate({ id: record.id });
      }}
    >
      Retry
    </Button>
  );
}
