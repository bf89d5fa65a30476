import { useTranslation } from '@/storefront/lib/i18n';
import { useRouter } from 'next/router';
import { useId } from 'react';
import { useKeptBeforeHydration } from '@/storefront/modules/common/kept-before-hydration';
import { hasPageData } from '@/storefront/lib/page-data';
import { Icon } from '@/storefront/modules/common/icons/icon';
import { PageHeading } from '@/storefront/modules/common/page-heading';
import { PageUnavailable } from '@/storefront/modules/common/page-unavailable';
import type { EmptyPageProps } from '@/storefront/lib/store-page-types';
import { StorePage } from '@/storefront/modules/shell/store-page';
import { listCities, listStores } from './distance';
import { StoreCard } from './store-card';
import styles from './stores-template.module.css';
import type { StoresPageProps } from './stores-types';
import { useGeolocation } from './use-geolocation';

/**
 * `/stores`: the store locator. The city filter lives in the URL (`/stores?city=Mumbai`), so a
 * filtered list can be shared; "nearest first" asks for the shopper's position only on request.
 */
export function StoresTemplate(props: StoresPageProps | EmptyPageProps) {
  const { t } = useTranslation(['stores', 'common']);
  const router = useRouter();
  const selectId = useId();
  const geo = useGeolocation();
  const requested = router.isReady && typeof router.query.city === 'string' ? router.query.city : '';
  const chooseCity = (next: string) =>
    void router.replace({ pathname: router.pathname, query: next ? { city: next } : {} }, undefined, { shallow: true, scroll: false });
  const page = hasPageData<StoresPageProps>(props, 'stores') ? props : null;
  const cities = page ? listCities(page.stores) : [];
  // A city the store list does not have (an old link) shows every store and stays in the address.
  const city = cities.includes(requested) ? requested : '';
  // Chosen before the page hydrated (a slow phone): the list is filtered by it. Compared with what
  // the select shows, so an unknown city in the address is not taken for a choice.
  const select = useKeptBeforeHydration<HTMLSelectElement>((event) => chooseCity(event.target.value), { value: city });
  if (!page) return <PageUnavailable />;

  const stores = listStores({ stores: page.stores, city, origin: geo.position });

  return (
    <StorePage page={page} title={t('title')} description={t('description')}>
      <div className="container">
        <PageHeading title={t('title')} lead={t('description')} href="/stores" />
        <div className={styles.controls}>
          <div className={styles.field}>
            <label htmlFor={selectId}>{t('city')}</label>
            <select ref={select} id={selectId} value={city} onChange={(event) => chooseCity(event.target.value)}>
              <option value="">{t('allCities')}</option>
              {cities.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button-secondary" onClick={geo.locate} disabled={geo.status === 'locating'}>
            <Icon name="location" size={18} />
            {geo.status === 'locating' ? t('locating') : t('nearest')}
          </button>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {geo.status === 'located' ? t('sortedByDistance') : geo.status === 'denied' ? t('denied') : geo.status === 'unavailable' ? t('unavailable') : ''}
          {' '}
          {t('count', { count: stores.length })}
        </p>
        <ul className={styles.list}>
          {stores.map((store) => (
            <StoreCard key={store.storeID} store={store} />
          ))}
        </ul>
      </div>
    </StorePage>
  );
}
