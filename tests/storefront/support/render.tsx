import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { toLanguageTag } from '@/shared/locale';
import type { AppStore } from '@/storefront/app/store';
import { TranslationProvider, type TranslationState } from '@/storefront/lib/i18n';
import { createTranslator, type TFunction } from '@/storefront/lib/translate';
import { NAMESPACES } from '@/storefront/lib/i18n-config';
import { StoreLayout } from '@/storefront/modules/layout/with-store-layout';

/** What component tests need around a component: translations, a router, and optionally a store. */
const localesDir = path.resolve(__dirname, '../../../public/locales');

export function testI18n(locale = 'in-en'): TranslationState {
  const tag = toLanguageTag(locale);
  const resources = Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(localesDir, tag, `${ns}.json`), 'utf8'))]));
  return { language: tag, resources };
}

/** A `t` over the locale's texts, default namespace `common` (as `useTranslation()` gives). */
export function testT(locale = 'in-en', namespaces: readonly string[] = ['common']): TFunction {
  const { language, resources } = testI18n(locale);
  return createTranslator(language, resources, namespaces);
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
      <TranslationProvider value={testI18n(locale)}>
        {/* What every page file does (src/pages): StorePage gets the site's header and footer. */}
        <StoreLayout>{ui}</StoreLayout>
      </TranslationProvider>
    </RouterContext.Provider>
  );
  return store ? <Provider store={store}>{tree}</Provider> : tree;
}

export function renderWith(ui: ReactNode, options: RenderOptions = {}) {
  return render(wrap(ui, options));
}
