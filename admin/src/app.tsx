import { Admin, Resource } from 'react-admin';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { Dashboard } from './dashboard';
import { AdminLayout } from './layout';
import { NotOperatorPage } from './not-operator-page';
import { theme } from './theme';
import removalRequests from './removal-requests';
import articles from './articles';
import technologies from './technologies';
import users from './users';
import analyses from './analyses';
import contactMessages from './contact-messages';
import detectionReports from './detection-reports';
import auditLog from './audit-log';

/**
 * The operators' panel: react-admin over `/api/v2/admin/*` (see `data-provider.ts`), for operators of the main
 * site's session only (`auth-provider.ts`; everyone else gets {@link NotOperatorPage}). One resource per folder,
 * each exporting `{list, show, edit, create, icon}` as react-admin's demo does; the menu adds the queue dashboard
 * (`@bull-board`, served by the API).
 */
export function App() {
  return (
    <Admin
      basename="/admin"
      title="StackLens admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      loginPage={NotOperatorPage}
      dashboard={Dashboard}
      layout={AdminLayout}
      theme={theme}
      disableTelemetry
    >
      <Resource name="removal-requests" options={{ label: 'Removal requests' }} {...removalRequests} />
      <Resource name="articles" recordRepresentation="title" {...articles} />
      <Resource name="technologies" recordRepresentation="name" {...technologies} />
      <Resource name="users" recordRepresentation="email" {...users} />
      <Resource name="analyses" recordRepresentation="domain" {...analyses} />
      <Resource name="contact-messages" options={{ label: 'Contact messages' }} {...contactMessages} />
      <Resource name="detection-reports" options={{ label: 'Detection reports' }} {...detectionReports} />
      <Resource name="audit-log" options={{ label: 'Audit log' }} {...auditLog} />
    </Admin>
  );
}
