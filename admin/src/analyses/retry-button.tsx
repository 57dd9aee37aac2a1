import { Button } from '@mui/material';
import Replay from '@mui/icons-material/Replay';
import { useRecordContext } from 'react-admin';
import type { AdminAnalysis } from '@stacklens/contracts';
import { useRecordAction } from '../common/use-record-action';

/** Retry a failed analysis (`POST analyses/{id}/retry`): a new analysis of the same address is queued. */
export function RetryButton() {
  const record = useRecordContext<AdminAnalysis>();
  const retry = useRecordAction<AdminAnalysis>(
    'analyses',
    'retry',
    (analysis) => `Queued a new analysis of ${analysis.domain}`,
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
