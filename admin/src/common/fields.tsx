import { Chip } from '@mui/material';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';

const STATUS_COLORS: Record<string, 'default' | 'warning' | 'success' | 'error' | 'info'> = {
  pending: 'warning',
  open: 'warning',
  accepted: 'success',
  approved: 'success',
  rejected: 'default',
  queued: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
};

/** A record's status (`source`, default `status`) as a coloured chip. */
export function StatusField({ source = 'status' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return <Chip size="small" label={value} color={STATUS_COLORS[value] ?? 'default'} variant="outlined" />;
}

/** A list of strings (`source`) as chips. */
export function ChipsField(props: {
  source: string;
  record?: Record<string, unknown>;
  label?: string;
  sortable?: boolean;
}) {
  const { source } = props;
  const record = useRecordContext(props as { record?: { id: string } & Record<string, unknown> });
  const values = (record?.[source] as string[] | undefined) ?? [];
  return (
    <>
      {values.map((value) => (
        <Chip key={value} size="small" label={value} sx={{ mr: 0.5 }} />
      ))}
    </>
  );
}

/** Milliseconds as seconds with one decimal (`durationMs` → "3.2 s"). */
export function DurationField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as number | null | undefined;
  return <span>{value == null ? '—' : `${(value / 1000).toFixed(1)} s`}</span>;
}

/** Choices of a status filter from its values. */
export const choicesOf = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/**
 * The account a record points to (`source` holds a user id): its email, linked to the user's page; `emptyText` when
 * there is none. `label` is read by the surrounding show layout.
 */
export function UserField({
  source,
  emptyText = '—',
}: {
  source: string;
  label?: string;
  emptyText?: string;
}) {
  return (
    <ReferenceField source={source} reference="users" link="show" emptyText={emptyText}>
      <TextField source="email" />
    </ReferenceField>
  );
}
