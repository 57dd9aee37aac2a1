import { NotFoundPage } from 'nextra-theme-docs';

export default function NotFound() {
  return <NotFoundPage content="Submit an issue" labels="broken-link" />;
}
