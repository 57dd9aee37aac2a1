import { Button } from '@mui/material';
import Done from '@mui/icons-material/Done';
import Undo from '@mui/icons-material/Undo';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import type { AdminContactMessage } from '@stacklens/contracts';

/** Mark the message handled (or not handled again): `PATCH {handled}`. */
export function HandledButton() {
  const record = useRecordContext<AdminContactMessage>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<AdminContactMessage>();
  if (!record) return null;
  const handled = !record.handled;
  return (
    <Button
      size="small"
      startIcon={handled ? <Done /> : <Undo />}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          'contact-messages',
          { id: record.id, data: { handled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notify(handled ? 'Marked handled' : 'Marked not handled', { type: 'success' });
              refresh();
            },
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {handled ? 'Mark handled' : 'Mark not handled'}
    </Button>
  );
}
