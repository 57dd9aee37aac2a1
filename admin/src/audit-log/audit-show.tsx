import { DateField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import type { AdminAuditEntry } from '@stacklens/contracts';
import { AuditDiff } from './audit-diff';

/** The entry's record states as a field-by-field diff (changed: old → new, added, removed). */
function ChangesField(_props: { label?: string }) {
  const record = useRecordContext<AdminAuditEntry>();
  if (!record) return null;
  return <AuditDiff before={record.before} after={record.after} />;
}

/** One audited mutation with what it changed in the record. */
export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="at" label="When" showTime />
        <TextField source="actorEmail" label="Who" emptyText="—" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="recordId" label="Record" />
        <Labeled label="Changes" sx={{ width: '100%' }}>
          <ChangesField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
