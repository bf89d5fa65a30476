/**
 * Storefront paths (without locale: next/link adds it). Products and categories live at
 * `/<slug>`, as `GET /api/url-rewrite` resolves them.
 */
export const productPath = (product: { slug: string }) => `/${product.slug}`;
export const categoryPath = (category: { slug: string }) => `/${category.slug}`;
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;
export const CART_PATH = '/cart';
export const ACCOUNT_PATH = '/dashboard/profile';
export const WISHLIST_PATH = '/wishlist';
