import { categories } from '../data/categories';
import { content } from '../data/content';
import { products } from '../data/products';
import { bannerSvg } from './banner-art';
import { categorySvg } from './category-art';
import { productSvg, viewsFor } from './product-art';

/**
 * Every image the seed data refers to, as public path → SVG text. Pure: the caller decides
 * where to write (scripts/generate-art.ts writes them under public/). Throws if the data names
 * an image no generator can draw, so a typo in a data file fails loudly instead of 404ing.
 */
export interface Artwork {
  /** Public path, e.g. '/images/products/om-pendant-22k-1.svg'. */
  path: string;
  svg: string;
}

export const ART_MAX_BYTES = 8 * 1024;

function referencedBannerPaths(): string[] {
  const paths = new Set<string>();
  for (const locale of Object.values(content)) {
    for (const group of [locale.homeBanners, locale.menuBanners, locale.adBanners]) {
      for (const banner of group.banners) paths.add(banner.image);
    }
    for (const tile of locale.widget.categoryTiles) paths.add(tile.image);
  }
  return [...paths];
}

export function listArtwork(): Artwork[] {
  const art = new Map<string, string>();
  for (const product of products) {
    const views = viewsFor(product.images.length);
    product.images.forEach((path, index) => {
      const view = views[index];
      if (!view) throw new Error(`${product.sku} has more images than views`);
      art.set(path, productSvg(product, view));
    });
  }
  for (const category of categories) art.set(category.image, categorySvg(category));
  for (const path of referencedBannerPaths()) {
    if (art.has(path)) continue;
    const banner = /^\/images\/banners\/([a-z0-9-]+)\.svg$/.exec(path);
    if (!banner?.[1]) throw new Error(`No generator for image ${path}`);
    art.set(path, bannerSvg(banner[1]));
  }
  return [...art].map(([path, svg]) => ({ path, svg }));
}
