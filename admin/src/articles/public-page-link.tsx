import { Button } from '@mui/material';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useRecordContext } from 'react-admin';
import type { AdminArticle } from '@stacklens/contracts';

/** "View on site": the public page `/content/articles/{slug}` (only published articles have one). */
export function PublicPageLink() {
  const record = useRecordContext<AdminArticle>();
  if (!record?.published) return null;
  return (
    <Button
      size="small"
      href={`/content/articles/${encodeURIComponent(record.slug)}`}
      target="_blank"
      rel="noopener"
      startIcon={<OpenInNew />}
    >
      View on site
    </Button>
  );
}
