import {
  BooleanField,
  Datagrid,
  DateField,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  TextField,
} from 'react-admin';
import { RoleSchema } from '@stacklens/contracts';
import { choicesOf } from '../common/fields';

const filters = [
  <SearchInput key="q" source="q" placeholder="Email or name" alwaysOn />,
  <SelectInput key="role" source="role" choices={choicesOf(RoleSchema.options)} />,
  <NullableBooleanInput key="disabled" source="disabled" />,
];

/** Accounts, newest first (search email and name; filter by role or disabled). */
export function UserList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="name" emptyText="—" />
        <TextField source="role" />
        <TextField source="plan" sortable={false} />
        <BooleanField source="emailVerified" label="Verified" sortable={false} />
        <BooleanField source="disabled" sortable={false} />
        <DateField source="createdAt" label="Signed up" />
      </Datagrid>
    </List>
  );
}
