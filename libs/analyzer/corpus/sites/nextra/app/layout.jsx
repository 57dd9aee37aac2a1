import { Footer, Layout, Navbar } from 'nextra-theme-docs';
import { Head } from 'nextra/components';
import { getPageMap } from 'nextra/page-map';
import 'nextra-theme-docs/style.css';

export const metadata = {
  title: { default: 'Tern CLI', template: '%s – Tern CLI' },
  description: 'Tern: database migrations from the command line',
};

const navbar = <Navbar logo={<b>Tern CLI</b>} projectLink="https://github.com/example/tern" />;
const footer = <Footer>MIT {new Date().getFullYear()} © Tern contributors.</Footer>;

export default async function RootLayout({ children }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <Head />
      <body>
        <Layout navbar={navbar} pageMap={await getPageMap()} footer={footer}>
          {children}
        </Layout>
      </body>
    </html>
  );
}
