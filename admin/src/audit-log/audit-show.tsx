import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import type { AdminAuditEntry } from '@stacklens/contracts';

/** A record state of the entry (`before`/`after`) as indented JSON. */
function JsonField({ source }: { source: 'before' | 'after'; label?: string }) {
  const record = useRecordContext<AdminAuditEntry>();
  const value = record?.[source];
  if (value == null) return <span>—</span>;
  return (
    <Box component="pre" sx={{ m: 0, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {JSON.stringify(value, null, 2)}
    </Box>
  );
}

/** One audited mutation with the record before and after. */
export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="at" label="When" showTime />
        <TextField source="actorEmail" label="Who" emptyText="—" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="recordId" label="Record" />
        <Box sx={{ display: 'flex', gap: 4, width: '100%' }}>
          <Labeled label="Before" sx={{ flex: 1 }}>
            <JsonField source="before" />
          </Labeled>
          <Labeled label="After" sx={{ flex: 1 }}>
            <JsonField source="after" />
          </Labeled>
        </Box>
      </SimpleShowLayout>
    </Show>
  );
}
