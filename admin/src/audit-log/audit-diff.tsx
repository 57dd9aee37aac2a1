import { Box, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import diff from 'microdiff';

/** One field of an audited record that differs between `before` and `after`. */
export interface AuditFieldChange {
  /** The field's path, nested fields and array items joined with `.` (e.g. `categories.0`). */
  field: string;
  kind: 'changed' | 'added' | 'removed';
  /** The value before (undefined for an added field). */
  before?: unknown;
  /** The value after (undefined for a removed field). */
  after?: unknown;
}

const KIND = { CHANGE: 'changed', CREATE: 'added', REMOVE: 'removed' } as const;

/** A record state as an object to compare: null (no record: created or deleted) and non-objects compare as `{}`. */
function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The field-by-field difference of an audit entry's `before` and `after` record states (deep, with microdiff), in
 * field order: changed fields with old and new value, added fields, removed fields. Unchanged fields are left out.
 */
export function auditDiff(before: unknown, after: unknown): AuditFieldChange[] {
  return diff(asRecord(before), asRecord(after))
    .map((change) => ({
      field: change.path.join('.'),
      kind: KIND[change.type],
      ...(change.type === 'CREATE' ? {} : { before: change.oldValue }),
      ...(change.type === 'REMOVE' ? {} : { after: change.value }),
    }))
    .sort((a, b) => a.field.localeCompare(b.field, 'en', { numeric: true }));
}

/** A value as one readable line: strings as they are, null as "null", anything else as compact JSON. */
function formatValue(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const valueSx = {
  fontFamily: 'monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;

/**
 * The readable diff of an audit entry: a table of the fields that differ, each with its kind (changed, added,
 * removed), old value and new value. "No field changed" when the states are equal.
 */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const changes = auditDiff(before, after);
  if (!changes.length) return <Box component="span">No field changed</Box>;
  return (
    <Table size="small" aria-label="Changes">
      <TableHead>
        <TableRow>
          <TableCell>Field</TableCell>
          <TableCell>Change</TableCell>
          <TableCell>Before</TableCell>
          <TableCell>After</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {change.field}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={change.kind}
                color={change.kind === 'added' ? 'success' : change.kind === 'removed' ? 'error' : 'warning'}
                variant="outlined"
              />
            </TableCell>
            <TableCell
              sx={{ ...valueSx, textDecoration: change.kind === 'changed' ? 'line-through' : undefined }}
            >
              {formatValue(change.before)}
            </TableCell>
            <TableCell sx={valueSx}>{formatValue(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
