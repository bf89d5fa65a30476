import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductPage } from '@/shared/contracts/admin-products';
import { signInAs } from '@/tests/server/helpers/auth';
import type { TestApp } from '@/tests/server/helpers/test-app';
import { expectFailure, expectSuccess } from '../../commerce/commerce-requests';
import { addItem } from '../../commerce/checkout/checkout-requests';
import { api, IDS, type Auth } from '../../commerce/orders/after-sales/after-sales-fixture';
import { createBackOfficeApp } from './back-office-fixture';

let t: TestApp;
let shopper: Auth;
let staff: Auth;

beforeAll(async () => {
  t = await createBackOfficeApp();
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
}, 120_000);
afterAll(async () => t?.close());

const coinStock = async () => {
  const page = AdminProductPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/products?searchKey=T-COIN', staff)));
  return page.items[0]!.options[0]!.stock;
};
const setStock = (body: object) => api(t.app, 'PUT', `/admin/product-options/${IDS.coinStd}/stock`, staff, body);

describe('products and stock', () => {
  it('lists products with stock per option and subsite, by SKU or name', async () => {
    expect(await coinStock()).toEqual([
      { subsiteID: 1, subsiteCode: 'in', quantity: 2 },
      { subsiteID: 2, subsiteCode: 'ae', quantity: 150 },
    ]);
    expect(AdminProductPage.parse(expectSuccess(await api(t.app, 'GET', '/admin/products?searchKey=temple', staff))).items.map((item) => item.sku)).toEqual(['T-RING-22K']);
  });

  it('sets stock to 0: the piece can no longer be bought; back up with a HUID per new hallmarked piece', async () => {
    expectSuccess(await setStock({ subsiteID: 1, quantity: 0 }), 'Stock saved');
    expect((await coinStock())[0]!.quantity).toBe(0);
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/', headers: { ...shopper, websiteid: '1', subsiteid: '1', languageid: '1' }, payload: { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 } });
    expect(refused.statusCode).toBe(409);

    expectFailure(await setStock({ subsiteID: 1, quantity: 2 }), 400, /huids: give the HUID of each of the 2 new pieces/);
    expectFailure(await setStock({ subsiteID: 1, quantity: 2, huids: ['ab12cd', 'AB12CD'] }), 400, /huids/);
    expectFailure(await setStock({ subsiteID: 1, quantity: -1 }), 400, /quantity/);
    expectFailure(await setStock({ subsiteID: 9, quantity: 1 }), 400, /subsiteID/);
    expect((await coinStock())[0]!.quantity).toBe(0);
    expectSuccess(await setStock({ subsiteID: 1, quantity: 2, huids: ['ZZ0001', 'zz0002'] }));
    expectFailure(await api(t.app, 'PUT', `/admin/product-options/${IDS.pendantStd}/stock`, staff, { subsiteID: 1, quantity: 5, huids: ['ZZ0001'] }), 409, /ZZ0001 already recorded/);
    const cart = await addItem(t.app, { productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 2 }, { auth: shopper });
    expect(cart.items).toHaveLength(1);
    // UAE pieces carry no HUID; the count simply follows.
    expectSuccess(await setStock({ subsiteID: 2, quantity: 149 }));
    expectFailure(await setStock({ subsiteID: 2, quantity: 150, huids: ['ZZ0003'] }), 400, /only new hallmarked pieces in India/);
    expectFailure(await api(t.app, 'PUT', `/admin/product-options/${IDS.coinStd}/stock`, shopper, { subsiteID: 1, quantity: 0 }), 403, /Staff only/);
  });
});
