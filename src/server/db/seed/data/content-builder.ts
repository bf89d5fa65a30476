import { CONTENT_PAGE_PATHS } from '@/shared/content-pages';
import type { Banners, Block, ContentPages, Menu, SiteSettingsContent, Widget } from '@/shared/contracts/content';
import type { SubsiteCode } from '../types';
import { categories } from './categories';
import { products } from './products';

/**
 * Builds each locale's content from a dictionary of its texts, so the four locales share one
 * structure (same links, images, banner ids) and differ only in words. Menu filters are
 * derived from the catalogue: a "Platinum" link appears only where platinum pieces are sold.
 */

/** The widget before product ids exist: the seeder swaps `productSkus` for `productIDs`. */
export type WidgetSeed = Omit<Widget, 'productIDs'> & { productSkus: string[] };

export interface LocaleContent {
  menu: Menu;
  homeBanners: Banners;
  menuBanners: Banners;
  adBanners: Banners;
  widget: WidgetSeed;
  block: Block;
  siteSettings: SiteSettingsContent;
  pages: ContentPages;
}

export interface BannerText {
  title: string;
  subtitle: string;
  cta: string;
  imageAlt: string;
}

type FilterKey = 'gold22' | 'gold18' | 'platinum' | 'silver' | 'gold24' | 'silver999';

export interface ContentText<BannerId extends string> {
  categories: Record<string, string>;
  filters: Record<FilterKey, string>;
  metalRates: string;
  stores: string;
  banners: Record<BannerId, BannerText>;
  widget: { title: string; subtitle: string };
  promises: { icon: 'tick-badge' | 'returns' | 'lock' | 'truck' | 'gift' | 'location'; title: string; text: string }[];
  footer: {
    shop: string;
    care: string;
    company: string;
    trackOrder: string;
    returns: string;
    storeLocator: string;
    metalRates: string;
    about: string;
    contact: string;
    privacy: string;
    terms: string;
    shippingPolicy: string;
    returnPolicy: string;
  };
  about: string;
  copyright: string;
  siteSettings: SiteSettingsContent;
}

export interface SubsitePlan<BannerId extends string> {
  subsite: SubsiteCode;
  homeBanners: readonly { id: BannerId; href: string }[];
  menuBanners: readonly { id: BannerId; href: string }[];
  adBanners: readonly { id: BannerId; href: string }[];
  widgetSkus: string[];
}

const FILTERS: { key: FilterKey; metal: string; purity?: string }[] = [
  { key: 'gold22', metal: 'gold', purity: '22K' },
  { key: 'gold18', metal: 'gold', purity: '18K' },
  { key: 'gold24', metal: 'gold', purity: '24K' },
  { key: 'platinum', metal: 'platinum' },
  { key: 'silver', metal: 'silver', purity: '925' },
  { key: 'silver999', metal: 'silver', purity: '999' },
];

export const bannerImage = (id: string) => `/images/banners/${id}.svg`;

function categoryMenu(subsite: SubsiteCode, labels: ContentText<string>): Menu['items'] {
  return categories.map((category) => {
    const sold = products.filter((p) => p.categorySlug === category.slug && p.subsites.includes(subsite));
    const children = FILTERS.filter((f) => sold.some((p) => p.metal === f.metal && (!f.purity || p.purity === f.purity))).map(
      (f) => ({
        label: labels.filters[f.key],
        href: `/${category.slug}?metal=${f.metal}${f.purity ? `&purity=${f.purity}` : ''}`,
      }),
    );
    return { label: labels.categories[category.slug] ?? category.name.en, href: `/${category.slug}`, children };
  });
}

function banners<B extends string>(plans: readonly { id: B; href: string }[], text: ContentText<B>): Banners {
  return {
    banners: plans.map(({ id, href }) => ({ id, href, image: bannerImage(id), ...text.banners[id] })),
  };
}

export function buildLocaleContent<B extends string>(plan: SubsitePlan<B>, text: ContentText<B>, pages: ContentPages): LocaleContent {
  const f = text.footer;
  const label = (slug: string) => text.categories[slug] ?? slug;
  return {
    menu: {
      items: [
        ...categoryMenu(plan.subsite, text),
        { label: text.metalRates, href: '/metal-rates', children: [] },
        { label: text.stores, href: '/stores', children: [] },
      ],
    },
    homeBanners: banners(plan.homeBanners, text),
    menuBanners: banners(plan.menuBanners, text),
    adBanners: banners(plan.adBanners, text),
    widget: {
      ...text.widget,
      productSkus: plan.widgetSkus,
      categoryTiles: categories.map((c) => ({ label: label(c.slug), href: `/${c.slug}`, image: c.image })),
    },
    block: {
      promises: text.promises,
      footerColumns: [
        { title: f.shop, links: ['rings', 'earrings', 'necklaces', 'bangles', 'coins'].map((slug) => ({ label: label(slug), href: `/${slug}` })) },
        {
          title: f.care,
          links: [
            { label: f.trackOrder, href: '/dashboard/order-listing' },
            { label: f.returns, href: '/dashboard/return-request' },
            { label: f.shippingPolicy, href: CONTENT_PAGE_PATHS.shipping },
            { label: f.returnPolicy, href: CONTENT_PAGE_PATHS.returns },
            { label: f.storeLocator, href: '/stores' },
            { label: f.metalRates, href: '/metal-rates' },
          ],
        },
        {
          title: f.company,
          links: [
            { label: f.about, href: CONTENT_PAGE_PATHS.about },
            { label: f.contact, href: CONTENT_PAGE_PATHS.contact },
            { label: f.privacy, href: CONTENT_PAGE_PATHS.privacy },
            { label: f.terms, href: CONTENT_PAGE_PATHS.terms },
          ],
        },
      ],
      about: text.about,
      copyright: text.copyright,
    },
    siteSettings: text.siteSettings,
    pages,
  };
}
