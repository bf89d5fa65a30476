import { http } from 'msw';
import { z } from 'zod';
import { PriceBreakup, ProductIdParams } from '@/shared/contracts/catalogue';
import { catalogueFor, websiteStores } from '../lib/fixtures';
import { accountOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { jsonBodyOf, parseInput } from '../lib/validate';

/**
 * The body of `POST /account/products/price/{id}` as the account service validates it
 * (src/server/modules/account/product-price/product-price-schemas.ts): account calls carry no
 * site headers, so the subsite travels in the body.
 */
const ProductPriceBody = z
  .object({
    productOptionID: z.number().int().positive().optional(),
    subsiteID: z.number().int().positive(),
    languageID: z.number().int().positive().optional(),
  })
  .strict();

/** `POST /account/products/price/{id}`: the recorded price breakup of an option, in the account envelope. */
export const accountHandlers = [
  http.post(
    anyOrigin('/account/products/price/:id'),
    withEnvelope('account', async ({ request, params }) => {
      const { id } = parseInput(ProductIdParams, params, 'params');
      const body = parseInput(ProductPriceBody, await jsonBodyOf(request), 'body');
      const subsite = websiteStores()
        .flatMap((website) => website.subsite)
        .find((candidate) => candidate.store_id === body.subsiteID);
      if (!subsite) throw notFound(`Subsite ${body.subsiteID}`);
      // Without a language, the subsite's first (the list is in the services' sort order).
      const language = subsite.languages.find((candidate) => candidate.languageID === (body.languageID ?? subsite.languages[0]?.languageID));
      if (!language) throw new MockHttpError(404, 'Site not found: no such website, subsite and language');
      const locale = `${subsite.store_code.toLowerCase()}-${language.languageCode.toLowerCase()}`;
      const product = catalogueFor(locale)?.products.find((candidate) => candidate.detail.productID === id);
      if (!product) throw notFound(`Product ${id}`);

      const { detail, prices } = product;
      const option =
        body.productOptionID === undefined
          ? (detail.options.find((candidate) => candidate.stock > 0) ?? detail.options[0])
          : detail.options.find((candidate) => candidate.productOptionID === body.productOptionID);
      if (!option) throw new MockHttpError(400, `body.productOptionID: option ${body.productOptionID} is not an option of product ${id}`);
      const breakup = prices[String(option.productOptionID)];
      if (!breakup) throw new Error(`No recorded price breakup for option ${option.productOptionID}: re-record the fixtures`);
      return accountOk(PriceBreakup, breakup, { message: 'Price breakup' });
    }),
  ),
];
