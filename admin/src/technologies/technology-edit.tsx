import {
  AutocompleteArrayInput,
  DateField,
  Edit,
  FormDataConsumer,
  Labeled,
  maxLength,
  NumberField,
  regex,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { VersionSourceKindSchema, type AdminTechnology } from '@stacklens/contracts';
import { useCategories } from './use-categories';

/** The public technology page, where a change shows at once. */
function PublicPageLink() {
  const record = useRecordContext<AdminTechnology>();
  if (!record) return null;
  return (
    <Button
      size="small"
      href={`/technologies/${encodeURIComponent(record.slug)}`}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNew />}
    >
      View on site
    </Button>
  );
}

function CategoriesInput() {
  const { data } = useCategories();
  return (
    <AutocompleteArrayInput
      source="categoryIds"
      label="Categories"
      choices={data ?? []}
      optionText="name"
      isPending={!data}
      fullWidth
    />
  );
}

const SOURCE_LABELS: Record<string, string> = {
  npm: 'npm package',
  endoflife: 'endoflife.date product',
  github: 'GitHub repository (owner/repo)',
  manual: 'Manual latest version',
};
const sourceChoices = VersionSourceKindSchema.options.map((kind) => ({
  id: kind,
  name: SOURCE_LABELS[kind],
}));

/**
 * Where the latest version comes from: empty = the reviewed mapping of the code; npm / endoflife.date / GitHub
 * with the package, product or repository; or a manual version, which becomes the latest version at once.
 */
function VersionSourceInputs() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        Latest version
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, mb: 1 }}>
        <Labeled label="Latest version">
          <TextField source="latestVersion" emptyText="unknown" />
        </Labeled>
        <Labeled label="Checked">
          <DateField source="latestCheckedAt" showTime emptyText="never" />
        </Labeled>
      </Box>
      <SelectInput
        source="versionSource"
        label="Source"
        choices={sourceChoices}
        emptyText="The reviewed mapping (code)"
        helperText="Overrides the reviewed latest-version mapping"
      />
      <FormDataConsumer<AdminTechnology>>
        {({ formData }) =>
          formData.versionSource === 'manual' ? (
            <TextInput
              source="manualLatestVersion"
              label="Manual latest version"
              validate={[required(), regex(/^v?\d[\w.+-]*$/, 'Use a version such as 6.4.2.')]}
            />
          ) : formData.versionSource ? (
            <TextInput
              source="versionSourceId"
              label={SOURCE_LABELS[formData.versionSource]}
              validate={[required(), maxLength(214)]}
            />
          ) : null
        }
      </FormDataConsumer>
    </Box>
  );
}

/**
 * Edit a technology's catalogue metadata (name shown, description, website, icon, categories) and its
 * latest-version source; the technology page shows the change at once. Fingerprint patterns stay in code review.
 */
export function TechnologyEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <PublicPageLink />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <Box sx={{ display: 'flex', gap: 4 }}>
          <Labeled label="Detection name (fingerprints)">
            <TextField source="fingerprintName" />
          </Labeled>
          <Labeled label="Slug">
            <TextField source="slug" />
          </Labeled>
          <Labeled label="Websites">
            <NumberField source="websiteCount" />
          </Labeled>
        </Box>
        <TextInput source="name" label="Name shown" validate={[required(), maxLength(100)]} />
        <TextInput source="description" validate={maxLength(2000)} multiline minRows={3} fullWidth />
        <TextInput
          source="website"
          validate={[maxLength(2048), regex(/^https?:\/\/\S+$/i, 'Use an http(s) address.')]}
          fullWidth
        />
        <TextInput
          source="icon"
          helperText="An icon file of the fingerprint set (e.g. WordPress.svg) or an http(s) address"
          validate={[
            maxLength(2048),
            regex(
              /^(https?:\/\/\S+|[\w .+()&'-]+\.(svg|png))$/i,
              'Use an icon file name (.svg/.png) or an http(s) address.',
            ),
          ]}
          fullWidth
        />
        <CategoriesInput />
        <VersionSourceInputs />
      </SimpleForm>
    </Edit>
  );
}
