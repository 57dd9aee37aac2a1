import {
  Datagrid,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
} from 'react-admin';
import { technologyIconUrl, type AdminTechnology } from '@stacklens/contracts';
import { ChipsField } from '../common/fields';
import { useCategories } from './use-categories';

function CategoryFilter(props: { source: string; alwaysOn?: boolean }) {
  const { data } = useCategories();
  return (
    <SelectInput
      {...props}
      label="Category"
      choices={data ?? []}
      optionValue="slug"
      optionText="name"
      isPending={!data}
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" placeholder="Name" alwaysOn />,
  <CategoryFilter key="category" source="category" alwaysOn />,
];

/** The category names of a technology, as chips. */
function CategoriesField(_props: { label?: string }) {
  const record = useRecordContext<AdminTechnology>();
  if (!record) return null;
  return <ChipsField source="names" record={{ names: record.categories.map((category) => category.name) }} />;
}

/** The technology's logo as the site shows it (the API's icon: brand mark or monogram), fixed in size. */
function LogoField(_props: { label?: string }) {
  const record = useRecordContext<AdminTechnology>();
  if (!record) return null;
  return (
    <img
      src={technologyIconUrl(record.slug)}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      style={{ display: 'block' }}
      data-testid="tech-logo"
    />
  );
}

/** The catalogue, by name (filter by category, search the name). */
export function TechnologyList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <LogoField label="" />
        <TextField source="name" />
        <TextField source="slug" sortable={false} />
        <CategoriesField label="Categories" />
        <TextField source="latestVersion" label="Latest version" emptyText="—" sortable={false} />
        <TextField source="versionSource" label="Version source" emptyText="mapping" sortable={false} />
        <NumberField source="websiteCount" label="Websites" />
      </Datagrid>
    </List>
  );
}
