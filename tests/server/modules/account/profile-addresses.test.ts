import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedAddress } from '@/shared/contracts/account';
import { signInAs, type SignedIn } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { accountCalls, homeAddress } from './account-test-kit';

describe('account profile and addresses', () => {
  let t: TestApp;
  let api: ReturnType<typeof accountCalls>;
  let shopper: SignedIn;
  let aisha: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'off' } });
    api = accountCalls(t.app);
    shopper = await signInAs(t.app, 'shopper');
    aisha = await signInAs(t.app, 'aisha');
  });
  afterAll(async () => t?.close());

  it('reads and edits the profile names; a taken e-mail or phone is a 409', async () => {
    const details = await api.call('GET', `user/details/${aisha.userId}`, { headers: aisha.headers });
    expect(details.statusCode).toBe(200);
    expect(details.json().responseBody).toMatchObject({ userID: aisha.userId, firstName: 'Aisha', email: 'aisha@example.com', phone: '+971501234567' });

    const edited = await api.call('PATCH', 'user', { headers: aisha.headers, body: { firstName: 'Aisha R.' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().responseBody).toMatchObject({ firstName: 'Aisha R.', lastName: 'Al Mansoori', phone: '+971501234567', pendingContact: null });
    // A new phone waits for its code (tests/server/modules/account/contact-change.test.ts).

    const taken = await api.call('PATCH', 'user', { headers: aisha.headers, body: { email: 'Shopper@Example.com' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^email:/);
    const phone = await api.call('PATCH', 'user', { headers: aisha.headers, body: { phone: '+919876543210' } });
    expect(phone.statusCode).toBe(409);
    // Keeping one's own e-mail is not a conflict.
    expect((await api.call('PATCH', 'user', { headers: aisha.headers, body: { email: 'aisha@example.com' } })).statusCode).toBe(200);
  });

  it('refuses bad profile input with 400 naming the field', async () => {
    for (const [body, field] of [
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '12345' }, 'phone'],
      [{ firstName: '' }, 'firstName'],
      [{ lastName: 'x'.repeat(81) }, 'lastName'],
      [{}, 'at least one'],
      [{ role: 'staff' }, 'role'],
    ] as const) {
      const response = await api.call('PATCH', 'user', { headers: aisha.headers, body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it("answers 404 for another user's details and 401 without a token", async () => {
    expect((await api.call('GET', `user/details/${shopper.userId}`, { headers: aisha.headers })).statusCode).toBe(404);
    expect((await api.call('GET', 'user/details/999999', { headers: aisha.headers })).statusCode).toBe(404);
    const anonymous = await api.call('GET', `user/details/${aisha.userId}`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'error', message: 'Invalid User' });
    expect((await api.call('GET', 'user/details/abc', { headers: aisha.headers })).statusCode).toBe(400);
  });

  it('adds, lists, edits, makes default and deletes addresses', async () => {
    const base = `users/${shopper.userId}/address`;
    const first = await api.call('POST', base, { headers: shopper.headers, body: homeAddress });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ statusCode: 201, message: 'Address added successfully' });
    const home = SavedAddress.parse(first.json().responseBody);
    expect(home).toMatchObject({ ...homeAddress, isDefault: true });

    const office = SavedAddress.parse(
      (await api.call('POST', `${base}/checkout`, { headers: shopper.headers, body: { ...homeAddress, address1: 'Office', zipcode: '560001', state: 'Karnataka', stateId: null } })).json().responseBody,
    );
    expect(office.isDefault).toBe(false);

    const edited = await api.call('PATCH', `${base}/${office.addressID}`, { headers: shopper.headers, body: { city: 'Bengaluru', isDefault: true } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: 'Address updated successfully', responseBody: { city: 'Bengaluru', isDefault: true, address1: 'Office' } });

    const listed = (await api.call('GET', base, { headers: shopper.headers })).json().responseBody as SavedAddress[];
    expect(listed.map((address) => [address.addressID, address.isDefault])).toEqual([
      [office.addressID, true],
      [home.addressID, false],
    ]);

    expect((await api.call('DELETE', `${base}/${office.addressID}`, { headers: shopper.headers })).statusCode).toBe(200);
    const after = (await api.call('GET', base, { headers: shopper.headers })).json().responseBody as SavedAddress[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ addressID: home.addressID, isDefault: true });
    expect((await api.call('DELETE', `${base}/${office.addressID}`, { headers: shopper.headers })).statusCode).toBe(404);
  });

  it("answers 404 for another user's address book and addresses", async () => {
    const mine = (await api.call('POST', `users/${shopper.userId}/address`, { headers: shopper.headers, body: homeAddress })).json().responseBody as SavedAddress;
    const theirs = `users/${shopper.userId}/address`;
    expect((await api.call('GET', theirs, { headers: aisha.headers })).statusCode).toBe(404);
    expect((await api.call('POST', theirs, { headers: aisha.headers, body: homeAddress })).statusCode).toBe(404);
    expect((await api.call('PATCH', `${theirs}/${mine.addressID}`, { headers: aisha.headers, body: { city: 'X' } })).statusCode).toBe(404);
    expect((await api.call('DELETE', `${theirs}/${mine.addressID}`, { headers: aisha.headers })).statusCode).toBe(404);
    // Their own path with my address id is a 404 too.
    expect((await api.call('PATCH', `users/${aisha.userId}/address/${mine.addressID}`, { headers: aisha.headers, body: { city: 'X' } })).statusCode).toBe(404);
    expect((await api.call('GET', theirs)).statusCode).toBe(401);
  });

  it("refuses a PIN code outside the address's state (422, in the Accept-Language language), on add and on edit", async () => {
    const base = `users/${shopper.userId}/address`;
    const bengaluru = { ...homeAddress, city: 'Bengaluru', state: 'Karnataka', stateId: null };
    const refused = await api.call('POST', base, { headers: shopper.headers, body: bengaluru });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'PIN code 400001 is not in Karnataka: check the PIN code or the state', responseBody: { field: 'zipcode' } });
    const arabic = await api.call('POST', base, { headers: { ...shopper.headers, 'accept-language': 'ar-AE' }, body: bengaluru });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe('الرمز البريدي 400001 ليس في كارناتاكا: تحقّق من الرمز البريدي أو الولاية');
    const hindi = await api.call('POST', `${base}/checkout`, { headers: { ...shopper.headers, 'accept-language': 'hi-IN,hi;q=0.9' }, body: bengaluru });
    expect(hindi.json().message).toBe('पिन कोड 400001 कर्नाटक में नहीं है: पिन कोड या राज्य जाँच लें');

    const saved = await api.call('POST', base, { headers: shopper.headers, body: { ...bengaluru, zipcode: '560001' } });
    expect(saved.statusCode).toBe(201);
    const { addressID } = SavedAddress.parse(saved.json().responseBody);
    // Changing only the PIN, or only the state, is checked against the other.
    expect((await api.call('PATCH', `${base}/${addressID}`, { headers: shopper.headers, body: { zipcode: '400001' } })).statusCode).toBe(422);
    expect((await api.call('PATCH', `${base}/${addressID}`, { headers: shopper.headers, body: { state: 'Maharashtra' } })).statusCode).toBe(422);
    expect((await api.call('PATCH', `${base}/${addressID}`, { headers: shopper.headers, body: { state: 'Maharashtra', zipcode: '400001' } })).statusCode).toBe(200);
    // Outside India the rule does not apply.
    expect((await api.call('POST', base, { headers: shopper.headers, body: { ...bengaluru, country: 'United Arab Emirates', state: 'Dubai', zipcode: 'DXB-01' } })).statusCode).toBe(201);
  });

  it('refuses bad addresses with 400 naming the field', async () => {
    const base = `users/${shopper.userId}/address`;
    for (const [body, field] of [
      [{ ...homeAddress, fname: '' }, 'fname'],
      [{ ...homeAddress, zipcode: '!' }, 'zipcode'],
      [{ ...homeAddress, phone: 'call me' }, 'phone'],
      [{ ...homeAddress, countryId: 'India' }, 'countryId'],
      [{ ...homeAddress, city: undefined }, 'city'],
      [{ ...homeAddress, extra: 1 }, 'extra'],
    ] as const) {
      const response = await api.call('POST', base, { headers: shopper.headers, body });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
    expect((await api.call('PATCH', `${base}/abc`, { headers: shopper.headers, body: { city: 'X' } })).statusCode).toBe(400);
  });
});
