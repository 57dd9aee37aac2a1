import { useState } from 'react';
import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  Confirm,
} from 'react-admin';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import Check from '@mui/icons-material/Check';
import Block from '@mui/icons-material/Block';
import type { AdminRemovalRequest } from '@stacklens/contracts';
import { StatusField, UserField } from '../common/fields';
import { useRecordAction } from '../common/use-record-action';

/** Approve: the domain disappears from public results, similar websites, the catalogue, insights and sitemap. */
function ApproveButton() {
  const record = useRecordContext<AdminRemovalRequest>();
  const [open, setOpen] = useState(false);
  const approve = useRecordAction<AdminRemovalRequest>(
    'removal-requests',
    'approve',
    (request) => `Approved: ${request.domain} is no longer shown`,
  );
  if (!record || record.status !== 'pending') return null;
  return (
    <>
      <Button variant="contained" color="primary" startIcon={<Check />} onClick={() => setOpen(true)}>
        Approve
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={`Approve the removal of ${record.domain}?`}
        content="Its result is no longer shown anywhere on StackLens (results, similar websites, technology pages, insights, sitemap). The requester is mailed the decision."
        confirm="Approve"
        onConfirm={() => approve.mutate({ id: record.id }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Reject with a reason, which is mailed to the requester when they gave an address. */
function RejectButton() {
  const record = useRecordContext<AdminRemovalRequest>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const reject = useRecordAction<AdminRemovalRequest>(
    'removal-requests',
    'reject',
    (request) => `Rejected the removal of ${request.domain}`,
  );
  if (!record || record.status !== 'pending') return null;
  const submit = () =>
    reject.mutate({ id: record.id, body: { reason: reason.trim() } }, { onSuccess: () => setOpen(false) });
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<Block />} onClick={() => setOpen(true)}>
        Reject
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Reject the removal of {record.domain}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {record.email
              ? `The reason is mailed to ${record.email}.`
              : 'The requester gave no email address; the reason is only recorded.'}
          </Typography>
          <MuiTextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!reason.trim() || reject.isPending}
            onClick={submit}
          >
            Reject
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The domain's current public result (null: none, or already hidden). */
function PublicResult() {
  const record = useRecordContext<AdminRemovalRequest>();
  if (!record) return null;
  const result = record.publicResult;
  if (!result) return <Alert severity="info">StackLens has no result for {record.domain}.</Alert>;
  return (
    <Alert severity={result.hidden ? 'success' : 'warning'} icon={false}>
      <Typography variant="subtitle2" component="h2">
        Current result of {result.domain} {result.hidden ? '(hidden)' : '(public)'}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ mt: 1 }}>
        <span>Score {result.score}</span>
        <span>{result.technologyCount} technologies</span>
        <span>Updated {new Date(result.updatedAt).toLocaleString('en')}</span>
        {!result.hidden && (
          <a href={`/analysis/website/${encodeURIComponent(result.domain)}`} target="_blank" rel="noopener">
            Open the public page
          </a>
        )}
      </Stack>
    </Alert>
  );
}

function Actions() {
  return (
    <TopToolbar sx={{ gap: 1 }}>
      <ApproveButton />
      <RejectButton />
    </TopToolbar>
  );
}

/** A removal request with the domain's current public result, and the decision buttons while pending. */
export function RemovalRequestShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="domain" />
        <TextField source="url" label="Address given" />
        <Labeled label="Status">
          <StatusField source="status" />
        </Labeled>
        <TextField source="email" emptyText="— (no address given)" />
        <TextField source="reason" emptyText="—" />
        <DateField source="createdAt" label="Requested" showTime />
        <UserField source="requestedBy" label="Requested by" emptyText="anonymous" />
        <DateField source="decidedAt" label="Decided" showTime emptyText="—" />
        <UserField source="decidedBy" label="Decided by" />
        <TextField source="rejectionReason" label="Rejection reason" emptyText="—" />
        <PublicResult />
      </SimpleShowLayout>
    </Show>
  );
}
