import { z } from 'zod';
import { PriceBreakup } from '@/shared/contracts/catalogue';
import { accountEnvelope } from '@/shared/contracts/envelope';
import { dbId, dbIdText } from '../../../lib/db-id';

/**
 * docs/requirements/calls.md#price-breakup lists `POST products/price/{id}` on the account service with its payload "not shown";
 * the subsite travels in the body because account calls carry no site headers.
 */
export const ProductPriceBody = z
  .object({
    productOptionID: dbId().optional().describe("The option to price; the product's first option in stock when absent"),
    subsiteID: dbId().describe('The subsite whose currency, rates and tax apply'),
    languageID: dbId().optional().describe("Language of the labels; the subsite's first language when absent"),
  })
  .strict();
export type ProductPriceBody = z.infer<typeof ProductPriceBody>;

export const ProductPriceParams = z.object({ id: dbIdText().describe('The product') });

export const ProductPriceResponse = accountEnvelope(PriceBreakup);
