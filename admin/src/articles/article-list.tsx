import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  EditButton,
  List,
  NullableBooleanInput,
  SearchInput,
  ShowButton,
  TextField,
  TopToolbar,
} from 'react-admin';

const filters = [
  <SearchInput key="q" source="q" placeholder="Title or slug" alwaysOn />,
  <NullableBooleanInput key="published" source="published" alwaysOn />,
];

/** Every article, published or not, last edited first. */
export function ArticleList() {
  return (
    <List
      exporter={false}
      filters={filters}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="New article" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" />
        <TextField source="slug" />
        <BooleanField source="published" sortable={false} />
        <DateField source="publishedAt" label="Published" emptyText="—" />
        <DateField source="updatedAt" label="Last edited" showTime />
        <ShowButton label="Preview" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
