import type { PriceBreakup } from '@/shared/contracts/catalogue';
import type { Database } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { resolveSite } from '../../../lib/site';
import { getProductPriceBreakup } from '../../commerce/catalogue';
import { findSubsiteDefaults } from '../../../lib/site-directory';
import type { ProductPriceBody } from './product-price-schemas';

export interface GetPriceBreakupOptions {
  db: Database;
  productId: number;
  body: ProductPriceBody;
}

/**
 * The price breakup of a product option in a subsite, through the catalogue and its pricing
 * engine (the one place money is computed). 404 for an unknown subsite, language or product;
 * 400 for an option of another product.
 */
export async function getPriceBreakup({ db, productId, body }: GetPriceBreakupOptions): Promise<PriceBreakup> {
  const defaults = await findSubsiteDefaults(db, body.subsiteID);
  if (!defaults) throw notFound(`Subsite ${body.subsiteID}`);
  const languageId = body.languageID ?? defaults.languageId;
  if (languageId === null) throw notFound(`Language of subsite ${body.subsiteID}`);
  const site = await resolveSite(db, { websiteid: String(defaults.websiteId), subsiteid: String(body.subsiteID), languageid: String(languageId) });
  return getProductPriceBreakup({ db, site, productId, productOptionId: body.productOptionID });
}
