import { Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { RemovalStatusSchema } from '@stacklens/contracts';
import { choicesOf, StatusField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" placeholder="Domain" alwaysOn />,
  <SelectInput key="status" source="status" choices={choicesOf(RemovalStatusSchema.options)} alwaysOn />,
];

/** Removal requests, pending first by default (filter by status, search the domain). */
export function RemovalRequestList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="domain" />
        <StatusField source="status" label="Status" />
        <TextField source="email" emptyText="—" sortable={false} />
        <TextField source="reason" emptyText="—" sortable={false} />
        <DateField source="createdAt" label="Requested" showTime />
        <DateField source="decidedAt" label="Decided" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}
