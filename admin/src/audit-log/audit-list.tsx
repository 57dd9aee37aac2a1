import { Datagrid, DateField, List, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { AdminResourceSchema } from '@stacklens/contracts';
import { choicesOf } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" placeholder="Record id" alwaysOn />,
  <SelectInput key="resource" source="resource" choices={choicesOf(AdminResourceSchema.options)} alwaysOn />,
  <TextInput key="action" source="action" />,
];

/** The audit log, newest first. */
export function AuditList() {
  return (
    <List filters={filters} sort={{ field: 'at', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="at" label="When" showTime />
        <TextField source="actorEmail" label="Who" emptyText="—" sortable={false} />
        <TextField source="action" sortable={false} />
        <TextField source="resource" sortable={false} />
        <TextField source="recordId" label="Record" sortable={false} />
      </Datagrid>
    </List>
  );
}
