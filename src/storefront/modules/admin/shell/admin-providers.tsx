import Head from 'next/head';
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { makeAdminStore } from '@/storefront/modules/admin/admin-store';

/**
 * The back office's own Redux store around its pages (the shopper's store stays outside, untouched),
 * and the no-index tag every admin page carries, in every environment.
 */
export function AdminProviders({ title, children }: { title: string; children: ReactNode }) {
  const [store] = useState(() => makeAdminStore());
  return (
    <Provider store={store}>
      <Head>
        <title>{`${title} · Back office`}</title>
        <meta name="robots" content="noindex" key="robots" />
      </Head>
      {children}
    </Provider>
  );
}
