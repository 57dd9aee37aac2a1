import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  TextField,
} from 'react-admin';
import { HandledButton } from './handled-button';

const filters = [
  <SearchInput key="q" source="q" placeholder="Email, name or message" alwaysOn />,
  <NullableBooleanInput key="handled" source="handled" alwaysOn />,
];

/** Contact messages, newest first; unhandled ones by default. */
export function ContactMessageList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ handled: false }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <TextField source="email" />
        <TextField
          source="message"
          sortable={false}
          sx={{
            display: 'block',
            maxWidth: 420,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        />
        <BooleanField source="handled" sortable={false} />
        <DateField source="createdAt" label="Received" showTime />
        <HandledButton />
      </Datagrid>
    </List>
  );
}
