import {
  DateField,
  EditButton,
  RichTextField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PublicPageLink } from './public-page-link';

/**
 * The preview: the stored (sanitised) body as the public page shows it, whether published or not, and a link to
 * the public page.
 */
export function ArticleShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <PublicPageLink />
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" variant="h5" label={false} />
        <TextField source="summary" emptyText="—" />
        <TextField source="author" />
        <DateField source="publishedAt" label="Published" showTime emptyText="not published" />
        <RichTextField source="bodyHtml" label="Body" />
      </SimpleShowLayout>
    </Show>
  );
}
