import { Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { DetectionReportKindSchema, DetectionReportStatusSchema } from '@stacklens/contracts';
import { choicesOf, StatusField } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" placeholder="Domain" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(DetectionReportStatusSchema.options)}
    alwaysOn
  />,
  <SelectInput key="kind" source="kind" choices={choicesOf(DetectionReportKindSchema.options)} alwaysOn />,
];

/** Users' detection reports, open first by default (filter by status and kind, search the domain). */
export function DetectionReportList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="domain" />
        <TextField source="kind" />
        <TextField source="technology" emptyText="—" sortable={false} />
        <StatusField source="status" label="Status" />
        <TextField source="detail" sortable={false} />
        <DateField source="createdAt" label="Reported" showTime />
      </Datagrid>
    </List>
  );
}
