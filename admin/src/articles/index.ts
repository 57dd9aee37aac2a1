import { lazy } from 'react';
import Icon from '@mui/icons-material/Article';
import { ArticleList } from './article-list';
import { ArticleShow } from './article-show';

// The rich-text editor (Tiptap) is loaded when an article is written or edited, not with the panel.
const ArticleEdit = lazy(() => import('./article-edit').then((module) => ({ default: module.ArticleEdit })));
const ArticleCreate = lazy(() =>
  import('./article-edit').then((module) => ({ default: module.ArticleCreate })),
);

/** Articles of `/content/articles`: write, publish and unpublish; the database is their source. */
export default { list: ArticleList, show: ArticleShow, edit: ArticleEdit, create: ArticleCreate, icon: Icon };
