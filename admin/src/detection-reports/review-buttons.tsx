import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
} from '@mui/material';
import Block from '@mui/icons-material/Block';
import Check from '@mui/icons-material/Check';
import Undo from '@mui/icons-material/Undo';
import type { AdminDetectionReport, DetectionReportStatus } from '@stacklens/contracts';

const LABELS: Record<DetectionReportStatus, string> = {
  accepted: 'Accept',
  rejected: 'Reject',
  open: 'Reopen',
};

/** `PATCH {status, reviewNote}` from a dialog asking for the (internal) review note. */
function ReviewButton({ status }: { status: DetectionReportStatus }) {
  const record = useRecordContext<AdminDetectionReport>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [update, { isPending }] = useUpdate<AdminDetectionReport>();
  if (!record || record.status === status) return null;
  const label = LABELS[status];
  const submit = () =>
    update(
      'detection-reports',
      { id: record.id, data: { status, reviewNote: note.trim() || null }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`${label}ed the report on ${record.domain}`, { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <>
      <Button
        variant={status === 'accepted' ? 'contained' : 'outlined'}
        color={status === 'rejected' ? 'error' : 'primary'}
        startIcon={status === 'accepted' ? <Check /> : status === 'rejected' ? <Block /> : <Undo />}
        onClick={() => {
          setNote(record.reviewNote ?? '');
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          {label} the report on {record.domain}
        </DialogTitle>
        <DialogContent>
          <MuiTextField
            label="Review note (internal)"
            helperText={
              status === 'accepted'
                ? 'e.g. the overlay entry to add (see libs/analyzer/fingerprints/overlay/README.md)'
                : undefined
            }
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={isPending} onClick={submit}>
            {label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Accept, reject or reopen a report (each hidden when the report already has that status). */
export function ReviewButtons() {
  return (
    <>
      <ReviewButton status="accepted" />
      <ReviewButton status="rejected" />
      <ReviewButton status="open" />
    </>
  );
}
