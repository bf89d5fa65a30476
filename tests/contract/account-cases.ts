import { PriceBreakup } from '@/shared/contracts/catalogue';
import { accountOk, accountRefused, type ContractCase } from './contract-case';
import { catalogueOf, siteHeadersOf, UNKNOWN_ID } from './known-data';

/** `POST /account/products/price/{id}`: the breakup of an option, in the account envelope. */
export function accountCases(): ContractCase[] {
  const inEn = siteHeadersOf('in-en');
  const aeAr = siteHeadersOf('ae-ar');
  const { detail } = catalogueOf('in-en').products[0]!;
  const { detail: arabic } = catalogueOf('ae-ar').products[0]!;
  const lastOption = detail.options.at(-1)!;
  const post = (name: string, productID: number | string, body: unknown, expected: ReturnType<typeof accountOk>): ContractCase => ({
    name: `POST /account/products/price/{id} ${name}`,
    method: 'POST',
    path: `/account/products/price/${productID}`,
    body,
    ...expected,
  });
  const subsiteID = Number(inEn.subsiteID);
  return [
    post('answers the default option in the subsite\'s first language', detail.productID, { subsiteID }, accountOk(PriceBreakup)),
    post('answers a chosen option', detail.productID, { subsiteID, languageID: Number(inEn.languageID), productOptionID: lastOption.productOptionID }, accountOk(PriceBreakup)),
    post('answers in Arabic for the UAE', arabic.productID, { subsiteID: Number(aeAr.subsiteID), languageID: Number(aeAr.languageID) }, accountOk(PriceBreakup)),
    post('refuses a missing subsiteID with 400', detail.productID, {}, accountRefused(400, 'subsiteID')),
    post('refuses an unknown field with 400', detail.productID, { subsiteID, price: 1 }, accountRefused(400, 'price')),
    post('refuses a non-numeric id with 400', 'ring', { subsiteID }, accountRefused(400, 'id')),
    post('refuses an option of another product with 400', detail.productID, { subsiteID, productOptionID: UNKNOWN_ID }, accountRefused(400, 'productOptionID')),
    post('answers 404 for an unknown product', UNKNOWN_ID, { subsiteID }, accountRefused(404, String(UNKNOWN_ID))),
    post('answers 404 for an unknown subsite', detail.productID, { subsiteID: 999 }, accountRefused(404, '999')),
    post('answers 404 for a language the subsite lacks', detail.productID, { subsiteID, languageID: Number(aeAr.languageID) === 3 ? 3 : 999 }, accountRefused(404, 'not found')),
  ];
}
