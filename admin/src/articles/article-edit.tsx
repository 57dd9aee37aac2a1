import {
  BooleanInput,
  Create,
  DeleteButton,
  Edit,
  SaveButton,
  ShowButton,
  SimpleForm,
  TextArrayInput,
  TextInput,
  Toolbar,
  TopToolbar,
  maxLength,
  regex,
  required,
} from 'react-admin';
import { ArticleBodyInput } from './article-body-input';
import { PublicPageLink } from './public-page-link';

/** The same rule as the API's `ArticleSlugSchema`, checked before sending. */
const slugRule = [
  required(),
  maxLength(120),
  regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single dashes.'),
];
const coverRule = [
  maxLength(2048),
  regex(/^(https?:\/\/|\/(?!\/))\S+$/i, 'Use an http(s) or site-relative address.'),
];
/** Text inputs whose empty value is the empty string (react-admin turns it into null by default). */
const keepEmpty = (value: string) => value ?? '';

/** The fields of an article (create and edit). */
function ArticleFields() {
  return (
    <>
      <TextInput source="title" validate={[required(), maxLength(200)]} fullWidth />
      <TextInput
        source="slug"
        validate={slugRule}
        helperText="The address: /content/articles/<slug>"
        fullWidth
      />
      <TextInput
        source="summary"
        validate={maxLength(500)}
        parse={keepEmpty}
        multiline
        minRows={2}
        fullWidth
      />
      <TextInput source="author" validate={[required(), maxLength(100)]} />
      <TextArrayInput source="tags" helperText="Press Enter after each tag" />
      <TextInput
        source="coverImage"
        label="Cover image URL"
        validate={coverRule}
        helperText="http(s) or site-relative (/…) address, optional"
        fullWidth
      />
      <BooleanInput
        source="published"
        helperText="Published articles are listed on /content/articles at once"
      />
      <ArticleBodyInput source="bodyHtml" label="Body" validate={required()} />
    </>
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" confirmTitle="Delete this article?" />
    </Toolbar>
  );
}

/** Edit an article; saving with "published" on or off publishes or unpublishes it. */
export function ArticleEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      actions={
        <TopToolbar>
          <PublicPageLink />
          <ShowButton label="Preview" />
        </TopToolbar>
      }
    >
      <SimpleForm toolbar={<EditToolbar />}>
        <ArticleFields />
      </SimpleForm>
    </Edit>
  );
}

/** A new article's values (one object: a new one on every render would reset the form). */
const NEW_ARTICLE = { published: false, tags: [], summary: '', author: 'StackLens' };

/** Write a new article (unpublished unless "published" is on). */
export function ArticleCreate() {
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={NEW_ARTICLE}>
        <ArticleFields />
      </SimpleForm>
    </Create>
  );
}
