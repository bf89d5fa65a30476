import { http, HttpResponse } from 'msw';
import { storeNote } from '@/shared/message-templates/order-notes';
import { canMoveReturn } from '@/shared/contracts/order-life';
import { IdParams } from '@/shared/contracts/ids';
import { ImageParams, NeedMoreInfoBody, ReturnBody, ReturnDetail, ReturnItems, ReturnList, ReturnListParams, UploadedImage } from '@/shared/contracts/returns';
import { PageQuery } from '@/shared/contracts/paging';
import { Reasons } from '@/shared/contracts/orders';
import { returnReasonLabel, returnReasons } from '@/shared/commerce/reasons';
import { userOfBearer } from '../lib/account-session';
import { addEvent, decimal, lifeOf, returnableLines, returnWindowEndsAt, visibleOrder } from '../lib/order-life';
import { commerceOk, MockHttpError, notFound, withEnvelope } from '../lib/respond';
import { anyOrigin } from '../lib/route';
import { resolveMockSite } from '../lib/site';
import { jsonBodyOf, parseInput, queryOf } from '../lib/validate';
import type { MockUser } from '../state/account-store';
import { checkoutState } from '../state/checkout-store';
import { type MockReturn, type MockUpload, nextLifeID, orderLifeState, saveOrderLife } from '../state/order-life-store';
import { hasPermission } from '@/shared/roles';

/** Returns (RMA) of docs/requirements/calls.md#returns: reasons, returnable items, photos, the request, the list, the detail and the shopper's answer. */

export const UPLOAD_MAX_BYTES = 5_242_880;

/** The services' words (after-sales/image-upload.ts, which the browser cannot import: it stores files). */
const UPLOAD_MESSAGES = {
  notImage: 'rmaImage must be a JPEG, PNG or WebP image',
  badName: 'rmaImage must have a plain file name (no folders, no "..")',
  missing: 'rmaImage is required: send one image as multipart/form-data',
  tooLarge: 'rmaImage must be at most 5 MB',
} as const;

const isPlainFileName = (name: string) => name === '' || (name.length <= 255 && !/[/\\\x00-\x1f\x7f]/.test(name) && !name.includes('..'));

function sniff(bytes: Uint8Array): MockUpload['contentType'] | null {
  const starts = (...expected: number[]) => expected.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'image/webp';
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The return if `user` may see it: its owner, or staff; a 404 otherwise. */
export function visibleReturn(returnID: number, user: MockUser): MockReturn {
  const rma = orderLifeState().returns.find((candidate) => candidate.returnID === returnID);
  if (!rma || (!hasPermission(user.role, 'operations') && rma.userID !== user.userID)) throw notFound(`Return ${returnID}`);
  return rma;
}

/** A return as the services answer it; staff also read the shopper's e-mail. */
export function returnDetailOf(rma: MockReturn, languageCode = 'en', staff = false) {
  const order = checkoutState().orders.find((candidate) => candidate.orderID === rma.orderID)!;
  const money = decimal(order);
  const refund = rma.refundID === null ? null : (lifeOf(order).refunds.find((candidate) => candidate.refundID === rma.refundID) ?? null);
  return {
    returnID: rma.returnID,
    rmaNumber: rma.rmaNumber,
    orderID: rma.orderID,
    orderNumber: order.orderNumber,
    status: rma.status,
    reasonID: rma.reasonID,
    reason: returnReasonLabel(rma.reasonID, languageCode),
    comment: rma.comment,
    languageCode: order.languageCode ?? 'en',
    currencyCode: order.currencyCode,
    decimalPlaces: order.decimalPlaces,
    lines: rma.lines.map((line) => {
      const orderLine = order.lines.find((candidate) => candidate.orderLineID === line.orderLineID)!;
      return { orderLineID: line.orderLineID, name: orderLine.name, optionLabel: orderLine.optionLabel, sku: orderLine.sku, image: orderLine.image, quantity: line.quantity, approvedQuantity: line.approvedQuantity, refundAmount: line.refundMinor === null ? null : money(line.refundMinor) };
    }),
    imageIDs: rma.imageIDs,
    staffNote: rma.staffNote,
    refund: refund && { refundID: refund.refundID, amount: money(refund.amountMinor), method: refund.method, status: refund.status, source: refund.source, returnID: refund.returnID, createdAt: refund.createdAt },
    timeline: rma.timeline,
    createdAt: rma.createdAt,
    ...(staff ? { email: order.email } : {}),
  };
}

/** Photo ids of this user not yet attached to a return; 400 naming the first that is not. */
/** Photo ids of this user not yet attached to any return; 400 naming the first that is not (return-service.ts claimImages). */
function checkImages(imageIDs: string[], user: MockUser): string[] {
  const unique = [...new Set(imageIDs)];
  const index = unique.findIndex((imageID) => !orderLifeState().uploads.some((upload) => upload.imageID === imageID && upload.userID === user.userID && upload.returnID === null));
  if (index >= 0) throw new MockHttpError(400, `imageIDs[${index}] is not an image you uploaded (or it is already attached)`);
  return unique;
}

function attachImages(imageIDs: string[], returnID: number): void {
  for (const upload of orderLifeState().uploads) if (imageIDs.includes(upload.imageID)) upload.returnID = returnID;
}

/** One page of the returns `belongs` lets in, newest first, by status and search: the shopper's list and the staff's. */
export function returnListOf(belongs: (rma: MockReturn) => boolean, status: string, query: { limitFrom: number; limitTo: number; searchKey?: string }, languageCode = 'en', everyone = false) {
  const key = query.searchKey?.toLowerCase();
  const rows = orderLifeState()
    .returns.filter((rma) => belongs(rma) && (status === 'all' || rma.status === status))
    .map((rma) => returnDetailOf(rma, languageCode))
    .filter((rma) => !key || rma.rmaNumber.toLowerCase().includes(key) || rma.orderNumber.toLowerCase().includes(key) || rma.lines.some((line) => line.name.toLowerCase().includes(key)))
    .sort((a, b) => b.returnID - a.returnID);
  const items = rows.slice(query.limitFrom, query.limitTo).map((rma) => ({
    returnID: rma.returnID,
    rmaNumber: rma.rmaNumber,
    orderID: rma.orderID,
    orderNumber: rma.orderNumber,
    status: rma.status,
    reason: rma.reason,
    createdAt: rma.createdAt,
    itemCount: rma.lines.reduce((sum, line) => sum + line.quantity, 0),
    image: rma.lines[0]?.image ?? '',
    productNames: rma.lines.map((line) => line.name),
    languageCode: rma.languageCode,
    ...(everyone ? { email: checkoutState().orders.find((order) => order.orderID === rma.orderID)?.email ?? '' } : {}),
  }));
  return { items, total: rows.length, limitFrom: query.limitFrom, limitTo: query.limitTo };
}

const idOf = (params: unknown) => parseInput(IdParams, params, 'params').id;

export const returnHandlers = [
  http.get(
    anyOrigin('/api/orders/returnReasons'),
    withEnvelope('commerce', ({ request }) => commerceOk(Reasons, returnReasons(resolveMockSite(request).languageCode), { message: 'Return reasons' })),
  ),
  http.get(
    anyOrigin('/api/orders/returnItems/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const order = visibleOrder(idOf(params), user);
      const life = lifeOf(order);
      const money = decimal(order);
      const items = returnableLines(order, life).map(({ orderLineID, quantity }) => {
        const line = order.lines.find((candidate) => candidate.orderLineID === orderLineID)!;
        return { orderLineID, name: line.name, optionLabel: line.optionLabel, sku: line.sku, image: line.image, quantity, unitPrice: money(line.unitPriceMinor) };
      });
      return commerceOk(ReturnItems, { orderID: order.orderID, orderNumber: order.orderNumber, returnWindowEndsAt: returnWindowEndsAt(life), items }, { message: 'Returnable items' });
    }),
  ),
  http.post(
    anyOrigin('/api/orders/uploadRmaImage'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw new MockHttpError(400, UPLOAD_MESSAGES.missing);
      }
      const file = form.get('rmaImage');
      if (!file || typeof file === 'string') throw new MockHttpError(400, UPLOAD_MESSAGES.missing);
      if (!isPlainFileName(file.name)) throw new MockHttpError(400, UPLOAD_MESSAGES.badName);
      if (file.size === 0) throw new MockHttpError(400, UPLOAD_MESSAGES.missing);
      if (file.size > UPLOAD_MAX_BYTES) throw new MockHttpError(413, UPLOAD_MESSAGES.tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The type from the bytes; the type the client claimed must agree (a spoofed one is refused, not corrected).
      const contentType = sniff(bytes);
      const claimed = file.type.toLowerCase().split(';')[0]!.trim().replace('image/jpg', 'image/jpeg');
      if (!contentType || claimed !== contentType) throw new MockHttpError(400, UPLOAD_MESSAGES.notImage);
      const imageID = crypto.randomUUID();
      orderLifeState().uploads.push({ imageID, userID: user.userID, contentType, size: bytes.length, data: toBase64(bytes), returnID: null });
      saveOrderLife();
      return commerceOk(UploadedImage, { imageID, contentType, size: bytes.length, url: `/api/orders/rmaImage/${imageID}` }, { message: 'Image uploaded' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/rmaImage/:imageID'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      const { imageID } = parseInput(ImageParams, params, 'params');
      const upload = orderLifeState().uploads.find((candidate) => candidate.imageID === imageID);
      if (!upload || (!hasPermission(user.role, 'operations') && upload.userID !== user.userID)) throw notFound(`Image ${imageID}`);
      const bytes = Uint8Array.from(atob(upload.data), (char) => char.charCodeAt(0));
      // The services' headers (return-routes.ts): nosniff, private caching, shown inline.
      return new HttpResponse(bytes, {
        status: 200,
        headers: { 'content-type': upload.contentType, 'x-content-type-options': 'nosniff', 'cache-control': 'private, max-age=3600', 'content-disposition': 'inline' },
      });
    }),
  ),
  http.patch(
    anyOrigin('/api/orders/return'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const site = resolveMockSite(request);
      const body = parseInput(ReturnBody, await jsonBodyOf(request), 'body');
      const order = visibleOrder(body.orderID, user);
      // The owner only: staff see the order but do not ask for returns.
      if (order.userID !== user.userID) throw notFound(`Order ${body.orderID}`);
      const life = lifeOf(order);
      // Photos first: a bad image id is bad input (400) whatever the order's state.
      const imageIDs = checkImages(body.imageIDs, user);
      const ends = returnWindowEndsAt(life);
      if (life.status !== 'delivered' || !ends || Date.parse(ends) < Date.now()) {
        throw new MockHttpError(409, life.status === 'delivered' && ends ? `The return window of ${order.orderNumber} closed on ${ends.slice(0, 10)}` : `Order ${order.orderNumber} is ${life.status}: only delivered orders can be returned`);
      }
      const open = returnableLines(order, life);
      const seen = new Set<number>();
      for (const [index, line] of body.lines.entries()) {
        const orderLine = order.lines.find((candidate) => candidate.orderLineID === line.orderLineID);
        if (!orderLine || seen.has(line.orderLineID)) throw new MockHttpError(400, `lines[${index}].orderLineID ${!orderLine ? 'is not a line of this order' : 'appears twice'}`);
        seen.add(line.orderLineID);
        const available = open.find((candidate) => candidate.orderLineID === line.orderLineID)?.quantity ?? 0;
        if (line.quantity > available) throw new MockHttpError(409, `Only ${available} of ${orderLine.name} can be returned`, { orderLineID: line.orderLineID, available });
      }
      const state = orderLifeState();
      const returnID = nextLifeID();
      attachImages(imageIDs, returnID);
      const now = new Date().toISOString();
      const rma: MockReturn = {
        returnID,
        rmaNumber: `RMA-${order.orderNumber}-${state.returns.filter((candidate) => candidate.orderID === order.orderID).length + 1}`,
        orderID: order.orderID,
        userID: user.userID,
        status: 'requested',
        reasonID: body.reasonID,
        comment: body.comment,
        lines: body.lines.map((line) => ({ orderLineID: line.orderLineID, quantity: line.quantity, approvedQuantity: null, refundMinor: null })),
        imageIDs,
        staffNote: '',
        refundID: null,
        timeline: [{ status: 'requested', note: body.comment, actor: 'customer', imageIDs, at: now }],
        createdAt: now,
      };
      state.returns.push(rma);
      addEvent(life, life.status, storeNote(order, { key: 'return_requested', returnNumber: rma.rmaNumber, reasonID: body.reasonID }), 'customer', now);
      saveOrderLife();
      return commerceOk(ReturnDetail, returnDetailOf(rma, site.languageCode), { message: 'Return requested' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/returnRequest/status/:status'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      // The reasons in the page's language, as the services name them.
      const site = resolveMockSite(request);
      const { status } = parseInput(ReturnListParams, params, 'params');
      const query = parseInput(PageQuery, queryOf(request), 'querystring');
      return commerceOk(ReturnList, returnListOf((rma) => rma.userID === user.userID, status, query, site.languageCode), { message: 'Return requests' });
    }),
  ),
  http.get(
    anyOrigin('/api/orders/rmaDetails/id/:id'),
    withEnvelope('commerce', ({ request, params }) => {
      const { user } = userOfBearer(request)!;
      return commerceOk(ReturnDetail, returnDetailOf(visibleReturn(idOf(params), user), resolveMockSite(request).languageCode), { message: 'Return details' });
    }),
  ),
  http.post(
    anyOrigin('/api/orders/needmoreinfoImages'),
    withEnvelope('commerce', async ({ request }) => {
      const { user } = userOfBearer(request)!;
      const body = parseInput(NeedMoreInfoBody, await jsonBodyOf(request), 'body');
      const rma = visibleReturn(body.returnID, user);
      if (rma.userID !== user.userID) throw notFound(`Return ${body.returnID}`);
      if (!canMoveReturn(rma.status, 'requested', 'customer')) throw new MockHttpError(409, `Return ${rma.rmaNumber} is ${rma.status}: no information was asked for`);
      const imageIDs = checkImages(body.imageIDs, user);
      attachImages(imageIDs, rma.returnID);
      rma.status = 'requested';
      rma.imageIDs = [...rma.imageIDs, ...imageIDs];
      const now = new Date().toISOString();
      rma.timeline.push({ status: 'requested', note: body.comment, actor: 'customer', imageIDs, at: now });
      const order = checkoutState().orders.find((candidate) => candidate.orderID === rma.orderID)!;
      const life = lifeOf(order);
      addEvent(life, life.status, storeNote(order, { key: 'return_info_sent', returnNumber: rma.rmaNumber }), 'customer', now);
      saveOrderLife();
      return commerceOk(ReturnDetail, returnDetailOf(rma, resolveMockSite(request).languageCode), { message: 'Information sent' });
    }),
  ),
];
