import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app';

/**
 * The panel lives under `/admin/` (Vite `base`); react-admin runs inside this browser router (`<Admin
 * basename="/admin">`), so its pages have real paths (`/admin/articles/…`) that the web server answers with
 * index.html.
 */
const router = createBrowserRouter([{ path: '/admin/*', element: <App /> }]);

createRoot(document.getElementById('admin') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
