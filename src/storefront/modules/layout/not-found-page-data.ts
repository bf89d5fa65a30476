import { loadStorePage } from '@/storefront/lib/store-page-data';

/** The 404 page: the layout only, static in both modes (Next allows only getStaticProps there). */
export function loadNotFoundPage({ locale }: { locale: string | undefined }) {
  return loadStorePage({ mode: 'static', page: '404', locale, namespaces: [], items: () => ({}), required: [] });
}
