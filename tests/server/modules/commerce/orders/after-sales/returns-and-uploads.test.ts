import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { multipart } from '@/tests/support/multipart.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, reencodeImage } from '@/server/modules/commerce/orders/after-sales/image-upload';
import type { OrderDetail } from '@/shared/contracts/orders';
import type { ReturnDetail, ReturnList, UploadedImage } from '@/shared/contracts/returns';
import { signInAs } from '@/tests/server/helpers/auth';
import { siteHeaders, type TestApp } from '@/tests/server/helpers/test-app';
import { ROHAN } from '../../checkout/checkout-fixture';
import { expectFailure, expectSuccess } from '../../commerce-requests';
import { api, createAfterSalesApp, IDS, moveAs, placeOrderAs, type Auth } from './after-sales-fixture';

const MAX_BYTES = 4_096;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Real (decodable) photos, 24×16, made once. */
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
/** A JPEG carrying EXIF with the place it was taken (GPS) and the camera. */
let JPEG_WITH_GPS: Buffer;

async function makePhotos() {
  const photo = () => sharp({ create: { width: 24, height: 16, channels: 3, background: '#c9a227' } });
  [PNG, JPEG, WEBP] = await Promise.all([photo().png().toBuffer(), photo().jpeg().toBuffer(), photo().webp().toBuffer()]);
  JPEG_WITH_GPS = await photo()
    .jpeg()
    .withExif({ IFD0: { Make: 'SpyPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '72/1 52/1 10/1' } })
    .toBuffer();
}

/** A chunk of a PNG: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A few hundred bytes claiming 60,000 × 60,000 pixels (3.6 billion): a decompression bomb's header. */
function hugeDimensionPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(2048))), pngChunk('IEND', Buffer.alloc(0))]);
}

let t: TestApp;
let dataDir: string;
let shopper: Auth;
let staff: Auth;
let rohan: Auth;
let orderId: number;

function upload(auth: Auth | null, part: Omit<Parameters<typeof multipart>[0], 'field'> & { field?: string }) {
  const { payload, contentType } = multipart({ field: 'rmaImage', ...part });
  return t.app.inject({ method: 'POST', url: '/api/orders/uploadRmaImage', headers: { ...siteHeaders('in-en'), ...(auth ?? {}), 'content-type': contentType }, payload });
}

/** Every file under DATA_DIR/uploads (nothing else is ever written there). */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

beforeAll(async () => {
  await makePhotos();
  dataDir = mkdtempSync(path.join(tmpdir(), 'h6-uploads-'));
  t = await createAfterSalesApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  shopper = (await signInAs(t.app, 'shopper')).headers;
  staff = (await signInAs(t.app, 'staff')).headers;
  rohan = (await signInAs(t.app, ROHAN)).headers;
  const placed = await placeOrderAs(t.app, shopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 2 }], pay: 'card' });
  orderId = placed.orderID;
  await moveAs(t.app, staff, orderId, ['confirmed', 'packed', 'shipped', 'delivered']);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/orders/uploadRmaImage', () => {
  it('refuses what is not an image, too large, named to escape the folder, or with a spoofed type — and writes nothing', async () => {
    expectFailure(await upload(shopper, { filename: 'notes.png', type: 'image/png', bytes: Buffer.from('<?php system($_GET["c"]); ?>') }), 400, 'rmaImage must be a JPEG, PNG or WebP image');
    expectFailure(await upload(shopper, { filename: 'big.png', type: 'image/png', bytes: Buffer.concat([PNG, Buffer.alloc(MAX_BYTES)]) }), 413, 'rmaImage must be at most 0.0 MB'.replace('0.0', (MAX_BYTES / 1024 / 1024).toFixed(1)));
    expectFailure(await upload(shopper, { filename: '../../etc/passwd.png', bytes: PNG }), 400, /plain file name/);
    expectFailure(await upload(shopper, { filename: '..\\..\\evil.png', bytes: PNG }), 400, /plain file name/);
    // A PNG that says it is a JPEG, and a text file that says it is a PNG.
    expectFailure(await upload(shopper, { filename: 'photo.jpg', type: 'image/jpeg', bytes: PNG }), 400, 'rmaImage must be a JPEG, PNG or WebP image');
    expectFailure(await upload(shopper, { filename: 'photo.png', type: 'image/png', bytes: Buffer.from('GIF89a not really') }), 400, 'rmaImage must be a JPEG, PNG or WebP image');
    expectFailure(await upload(shopper, { field: 'other', bytes: PNG }), 400, /rmaImage is required/);
    expectFailure(await upload(null, { bytes: PNG }), 401, 'Invalid User');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a PNG signature followed by HTML: the bytes must decode as an image', async () => {
    const polyglot = Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><body><script>fetch("/account/user")</script></body></html>')]);
    expectFailure(await upload(shopper, { filename: 'photo.png', type: 'image/png', bytes: polyglot }), 400, 'rmaImage must be a JPEG, PNG or WebP image');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses an image whose dimensions would decode to billions of pixels', async () => {
    const bomb = hugeDimensionPng();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    expectFailure(await upload(shopper, { filename: 'huge.png', type: 'image/png', bytes: bomb }), 400, 'rmaImage must be a JPEG, PNG or WebP image');
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a well-formed 64-megapixel PNG of a few kilobytes before decoding it (limitInputPixels)', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(8_000, 0);
    header.writeUInt32BE(8_000, 4);
    header.set([1, 0, 0, 0, 0], 8); // 1-bit grey
    const rows = Buffer.alloc(8_000 * (1 + 1_000));
    const bomb = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows, { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
    expect(bomb.length).toBeLessThan(20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(8_000);
    expect(MAX_IMAGE_PIXELS).toBeLessThan(8_000 * 8_000);
    expect(await reencodeImage(bomb, 'image/png')).toBeNull();
    expect(await reencodeImage(PNG, 'image/png')).not.toBeNull();
  });

  it('stores a clean re-encoded copy: the EXIF of a photo (GPS location, camera) is gone', async () => {
    expect((await sharp(JPEG_WITH_GPS).metadata()).exif).toBeDefined();
    const image = expectSuccess<UploadedImage>(await upload(shopper, { filename: 'ring.jpg', type: 'image/jpeg', bytes: JPEG_WITH_GPS }), 'Image uploaded');
    const served = (await api(t.app, 'GET', `/api/orders/rmaImage/${image.imageID}`, shopper)).rawPayload;
    const facts = await sharp(served).metadata();
    expect(facts).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
    expect(facts.exif).toBeUndefined();
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('SpyPhone')).toBe(false);
    expect(image.size).toBe(served.length);
    // Leave the store as the next test expects it: this upload is not part of it.
    for (const file of storedFiles()) rmSync(path.join(dataDir, 'uploads', file));
  });

  it('stores JPEG, PNG and WebP under ids of its own, served back to the owner and staff only', async () => {
    const ids: string[] = [];
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP, 'image/webp'],
    ] as const) {
      const image = expectSuccess<UploadedImage>(await upload(shopper, { filename: 'My photo.x', type, bytes }), 'Image uploaded');
      expect(image).toMatchObject({ contentType: type, url: `/api/orders/rmaImage/${image.imageID}` });
      ids.push(image.imageID);
    }
    expect(storedFiles().sort()).toEqual([`rma/${ids[0]}.jpg`, `rma/${ids[1]}.png`, `rma/${ids[2]}.webp`].sort());
    const mine = await api(t.app, 'GET', `/api/orders/rmaImage/${ids[1]}`, shopper);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(mine.rawPayload).metadata()).toMatchObject({ format: 'png', width: 24, height: 16 });
    expect((await api(t.app, 'GET', `/api/orders/rmaImage/${ids[1]}`, staff)).statusCode).toBe(200);
    expectFailure(await api(t.app, 'GET', `/api/orders/rmaImage/${ids[1]}`, rohan), 404, `Image ${ids[1]} not found`);
    expectFailure(await api(t.app, 'GET', '/api/orders/rmaImage/not-a-uuid', shopper), 400, /imageID/);
  });
});

describe('returns: request, more information with photos, and ownership', () => {
  let returnId: number;

  it('requests a return with a photo; the photo cannot be reused or claimed by another shopper', async () => {
    const order = expectSuccess<OrderDetail>(await api(t.app, 'GET', `/api/orders/detail/id/${orderId}/`, shopper));
    const line = order.items[0]!;
    expect(order.actions.returnableLines).toEqual([{ orderLineID: line.orderLineID, quantity: 2 }]);
    const image = expectSuccess<UploadedImage>(await upload(shopper, { bytes: PNG }));
    const strangerImage = expectSuccess<UploadedImage>(await upload(rohan, { bytes: PNG }));
    expectFailure(
      await api(t.app, 'PATCH', '/api/orders/return/', shopper, { orderID: orderId, reasonID: 'damaged', lines: [{ orderLineID: line.orderLineID, quantity: 1 }], imageIDs: [strangerImage.imageID] }),
      400,
      /imageIDs\[0\] is not an image you uploaded/,
    );
    expectFailure(await api(t.app, 'PATCH', '/api/orders/return/', rohan, { orderID: orderId, reasonID: 'damaged', lines: [{ orderLineID: line.orderLineID, quantity: 1 }] }), 404, `Order ${orderId} not found`);
    const created = expectSuccess<ReturnDetail>(
      await api(t.app, 'PATCH', '/api/orders/return/', shopper, { orderID: orderId, reasonID: 'damaged', comment: 'A dent on the rim', lines: [{ orderLineID: line.orderLineID, quantity: 2 }], imageIDs: [image.imageID] }),
    );
    returnId = created.returnID;
    expect(created).toMatchObject({ status: 'requested', reasonID: 'damaged', reason: 'Arrived damaged', imageIDs: [image.imageID], lines: [{ quantity: 2, approvedQuantity: null }] });
    expectFailure(
      await api(t.app, 'PATCH', '/api/orders/return/', shopper, { orderID: orderId, reasonID: 'damaged', lines: [{ orderLineID: line.orderLineID, quantity: 1 }], imageIDs: [image.imageID] }),
      400,
      /already attached/,
    );
  });

  it("lets staff ask for more information and the shopper answer with photos; the return goes back to requested", async () => {
    expectFailure(await api(t.app, 'POST', '/api/orders/needmoreinfoImages/', shopper, { returnID: returnId, comment: 'Here' }), 409, /no information was asked for/);
    expectSuccess(await api(t.app, 'POST', `/admin/returns/${returnId}/need-more-info`, staff, { note: 'Please send a photo of the hallmark' }), 'More information requested');
    const asked = expectSuccess<ReturnDetail>(await api(t.app, 'GET', `/api/orders/rmaDetails/id/${returnId}`, shopper));
    expect(asked).toMatchObject({ status: 'need_more_info', staffNote: 'Please send a photo of the hallmark' });
    const photo = expectSuccess<UploadedImage>(await upload(shopper, { type: 'image/jpeg', bytes: JPEG }));
    expectFailure(await api(t.app, 'POST', '/api/orders/needmoreinfoImages/', rohan, { returnID: returnId, comment: 'Mine' }), 404, `Return ${returnId} not found`);
    const answered = expectSuccess<ReturnDetail>(await api(t.app, 'POST', '/api/orders/needmoreinfoImages/', shopper, { returnID: returnId, comment: 'Hallmark photo attached', imageIDs: [photo.imageID] }), 'Information sent');
    expect(answered.status).toBe('requested');
    expect(answered.imageIDs).toHaveLength(2);
    expect(answered.timeline.map((entry) => [entry.status, entry.actor])).toEqual([
      ['requested', 'customer'],
      ['need_more_info', 'staff'],
      ['requested', 'customer'],
    ]);
    expect(answered.timeline[2]!.imageIDs).toEqual([photo.imageID]);
  });

  it('lists returns by status with search and hides them from other shoppers', async () => {
    const mine = expectSuccess<ReturnList>(await api(t.app, 'GET', '/api/orders/returnRequest/status/all/?limitFrom=0&limitTo=10', shopper));
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ returnID: returnId, status: 'requested', itemCount: 2 });
    expect(expectSuccess<ReturnList>(await api(t.app, 'GET', '/api/orders/returnRequest/status/approved/', shopper)).total).toBe(0);
    expect(expectSuccess<ReturnList>(await api(t.app, 'GET', `/api/orders/returnRequest/status/all/?searchKey=${encodeURIComponent(mine.items[0]!.rmaNumber)}`, shopper)).total).toBe(1);
    expect(expectSuccess<ReturnList>(await api(t.app, 'GET', '/api/orders/returnRequest/status/all/?searchKey=no-such-piece', shopper)).total).toBe(0);
    expect(expectSuccess<ReturnList>(await api(t.app, 'GET', '/api/orders/returnRequest/status/all/', rohan)).total).toBe(0);
    expectFailure(await api(t.app, 'GET', `/api/orders/rmaDetails/id/${returnId}`, rohan), 404, `Return ${returnId} not found`);
    expect(expectSuccess<ReturnDetail>(await api(t.app, 'GET', `/admin/returns/${returnId}`, staff)).email).toBe('priya@example.com');
  });

  it("names the return's reason in the language of the page asking, whatever the order's; staff read English", async () => {
    // The order and its return were placed on in-en.
    expect(expectSuccess<ReturnDetail>(await api(t.app, 'GET', `/api/orders/rmaDetails/id/${returnId}`, shopper, undefined, 'ae-ar')).reason).toBe('وصل تالفاً');
    expect(expectSuccess<ReturnList>(await api(t.app, 'GET', '/api/orders/returnRequest/status/all/', shopper, undefined, 'in-hi')).items[0]!.reason).toBe('क्षतिग्रस्त पहुँचा');
    expect(expectSuccess<ReturnDetail>(await api(t.app, 'GET', `/admin/returns/${returnId}`, staff, undefined, 'ae-ar')).reason).toBe('Arrived damaged');
    expect(expectSuccess<ReturnList>(await api(t.app, 'GET', '/admin/returns?status=all&limitFrom=0&limitTo=10', staff, undefined, 'in-hi')).items[0]!.reason).toBe('Arrived damaged');
  });

  it('approves fewer units than asked, refunds only those, and refuses returns outside the window', async () => {
    expectSuccess(await api(t.app, 'POST', `/admin/returns/${returnId}/approve`, staff, { lines: [{ orderLineID: (await api(t.app, 'GET', `/api/orders/rmaDetails/id/${returnId}`, shopper)).json().data.lines[0].orderLineID, quantity: 1 }] }));
    const received = expectSuccess<ReturnDetail>(await api(t.app, 'POST', `/admin/returns/${returnId}/receive`, staff, {}));
    expect(received.lines[0]).toMatchObject({ quantity: 2, approvedQuantity: 1, refundAmount: 1_082 });
    const refunded = expectSuccess<ReturnDetail>(await api(t.app, 'POST', `/admin/returns/${returnId}/refund`, staff, { method: 'original_payment' }));
    // Paid by card: the refund is recorded for the provider to execute.
    expect(refunded.refund).toMatchObject({ amount: 1_082, method: 'original_payment', status: 'pending' });
    const order = expectSuccess<OrderDetail>(await api(t.app, 'GET', `/api/orders/detail/id/${orderId}/`, shopper));
    expect(order.items[0]).toMatchObject({ returnedQuantity: 1, activeQuantity: 1 });
    expect(order.revisedTotals.total).toBe(1_082);
    // Staff's moves on the order's timeline: in English for staff, in the page's language for the shopper.
    const moves = async (locale: string, url = `/api/orders/detail/id/${orderId}/`, auth = shopper) =>
      expectSuccess<OrderDetail>(await api(t.app, 'GET', url, auth, undefined, locale)).timeline.map((entry) => entry.note).filter((note) => note.includes(refunded.rmaNumber)).slice(-3);
    expect(await moves('ae-ar', `/admin/orders/${orderId}`, staff)).toEqual([
      `Return ${refunded.rmaNumber} approved.`,
      `Return ${refunded.rmaNumber} received. Worth ₹1,082.`,
      `Return ${refunded.rmaNumber} refunded. Refund: ₹1,082 to your card (the payment provider is processing it).`,
    ]);
    // An English shopper reads them as the return's e-mails say them.
    expect(await moves('in-en')).toEqual([
      `Your return ${refunded.rmaNumber} is approved: please send the piece back.`,
      expect.stringMatching(new RegExp(`${refunded.rmaNumber}.*\\. Value of the returned pieces: ₹1,082\\.$`)),
      expect.stringMatching(new RegExp(`${refunded.rmaNumber}.*\\. Refund: ₹1,082 to your card \\(the payment provider is processing it\\)\\.$`)),
    ]);
    expect(await moves('ae-ar')).toEqual([
      `تمت الموافقة على الإرجاع ${refunded.rmaNumber}: يرجى إرسال القطعة إلينا.`,
      expect.stringMatching(/: \u2066₹1,082\u2069\.$/),
      expect.stringMatching(/₹1,082/),
    ]);
    for (const note of await moves('ae-ar')) expect(note.replace(refunded.rmaNumber, '')).not.toMatch(/[A-Za-z]{3,}/);

    const late = await createAfterSalesApp({ RETURN_WINDOW_DAYS: '0' });
    try {
      const lateShopper = (await signInAs(late.app, 'shopper')).headers;
      const lateStaff = (await signInAs(late.app, 'staff')).headers;
      const placed = await placeOrderAs(late.app, lateShopper, { items: [{ productID: IDS.coin, productOptionID: IDS.coinStd, quantity: 1 }], pay: 'card' });
      await moveAs(late.app, lateStaff, placed.orderID, ['confirmed', 'packed', 'shipped', 'delivered']);
      await new Promise((resolve) => setTimeout(resolve, 5));
      const detail = expectSuccess<OrderDetail>(await api(late.app, 'GET', `/api/orders/detail/id/${placed.orderID}/`, lateShopper));
      expect(detail.actions.canReturn).toBe(false);
      expectFailure(
        await api(late.app, 'PATCH', '/api/orders/return/', lateShopper, { orderID: placed.orderID, reasonID: 'quality', lines: [{ orderLineID: detail.items[0]!.orderLineID, quantity: 1 }] }),
        409,
        /return window .* closed on/,
      );
    } finally {
      await late.close();
    }
  });
});
