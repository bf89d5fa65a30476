import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { toLanguageTag } from '@/shared/locale';
import type { AppStore } from '@/storefront/app/store';
import { NAMESPACES } from '@/storefront/lib/i18n-config';
import { StoreLayout } from '@/storefront/modules/layout/with-store-layout';

/** What component tests need around a component: translations, a router, and optionally a store. */
const localesDir = path.resolve(__dirname, '../../../public/locales');

export function testI18n(locale = 'in-en'): i18n {
  const tag = toLanguageTag(locale);
  const resources = {
    [tag]: Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(localesDir, tag, `${ns}.json`), 'utf8'))])),
  };
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: tag,
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function testRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  const noop = () => {};
  return {
    route: '/',
    pathname: '/',
    query: {},
    asPath: '/',
    basePath: '',
    locale: 'in-en',
    locales: ['in-en', 'in-hi', 'ae-en', 'ae-ar'],
    defaultLocale: 'in-en',
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: async () => true,
    replace: async () => true,
    reload: noop,
    back: noop,
    forward: noop,
    prefetch: async () => {},
    beforePopState: noop,
    events: { on: noop, off: noop, emit: noop },
    ...overrides,
  } as NextRouter;
}

export interface RenderOptions {
  locale?: string;
  store?: AppStore;
  router?: Partial<NextRouter>;
}

export function wrap(ui: ReactNode, { locale = 'in-en', store, router }: RenderOptions = {}): ReactElement {
  const tree = (
    <RouterContext.Provider value={testRouter({ locale, ...router })}>
      <I18nextProvider i18n={testI18n(locale)}>
        {/* What every page file does (src/pages): StorePage gets the site's header and footer. */}
        <StoreLayout>{ui}</StoreLayout>
      </I18nextProvider>
    </RouterContext.Provider>
  );
  return store ? <Provider store={store}>{tree}</Provider> : tree;
}

export function renderWith(ui: ReactNode, options: RenderOptions = {}) {
  return render(wrap(ui, options));
}
