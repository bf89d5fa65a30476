import type { LightMyRequestResponse } from 'fastify';
import { modules, type AppModule } from '@/server/modules';
import { contentModule, createContentModule } from '@/server/modules/content';
import type { Revalidator } from '@/server/lib/revalidator';
import type { TestApp } from '@/tests/server/helpers/test-app';

export const HERO_HI = 'homeBanners_SLV_in_hi';
export const HERO_AR = 'homeBanners_SLV_ae_ar';
export const HERO_EN = 'homeBanners_SLV_in_en';

export { recordingRevalidator } from '../../admin/rates/rates-fixture';

/** The app's modules with the content module revalidating through `revalidator`. */
export const modulesWith = (revalidator: Revalidator): AppModule[] => modules.map((module) => (module === contentModule ? createContentModule({ revalidator }) : module));

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  cta: string;
  href: string;
  image: string;
  imageAlt: string;
}

export function editorCalls(test: () => TestApp, headers: () => Record<string, string>) {
  const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, extra?: Record<string, string>): Promise<LightMyRequestResponse> =>
    test().app.inject({ method, url, headers: extra ?? headers(), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    item: (key: string, as?: Record<string, string>) => inject('GET', `/admin/content/items/${key}`, undefined, as),
    save: (key: string, payload: unknown, as?: Record<string, string>) => inject('PUT', `/admin/content/items/${key}/draft`, { payload }, as),
    discard: (key: string) => inject('DELETE', `/admin/content/items/${key}/draft`),
    publish: (key: string, scope: 'locale' | 'all' = 'locale', confirmStale?: boolean) => inject('POST', `/admin/content/items/${key}/publish`, { scope, ...(confirmStale === undefined ? {} : { confirmStale }) }),
    rollback: (key: string, version: number) => inject('POST', `/admin/content/items/${key}/rollback`, { version }),
    schedule: (key: string, publishAt: string | null) => inject('PUT', `/admin/content/items/${key}/schedule`, { publishAt }),
    shopperRead: (key: string) => test().app.inject({ method: 'GET', url: `/api/redis/${key}` }),
  };
}
