import { Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { AdminAnalysisStatusSchema } from '@stacklens/contracts';
import { choicesOf, DurationField, StatusField } from '../common/fields';
import { RetryButton } from './retry-button';

const filters = [
  <SearchInput key="q" source="q" placeholder="Domain" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(AdminAnalysisStatusSchema.options)}
    alwaysOn
  />,
];

/** Analyses, newest first (filter by status, search the domain). */
export function AnalysisList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="domain" />
        <StatusField source="status" label="Status" />
        <DurationField source="durationMs" label="Duration" />
        <TextField source="errorCode" label="Error" emptyText="—" sortable={false} />
        <TextField source="requesterEmail" label="Requester" emptyText="—" sortable={false} />
        <DateField source="createdAt" label="Requested" showTime />
        <RetryButton />
      </Datagrid>
    </List>
  );
}
