import { HttpResponse } from 'msw';
import { OrderDetail, type OrderSummary } from '@/shared/contracts/orders';

/** Answers in the commerce envelope; success bodies are parsed with the contract so a fixture cannot drift. */
export const commerce = (data: unknown, status = 200, message = 'ok') =>
  HttpResponse.json({ meta: { responsecode: status, status: status < 400 ? 'Success' : 'Failure', message }, data }, { status });

const address = { firstName: 'Asha', lastName: 'Rao', address1: '12 Marine Drive', address2: '', city: 'Mumbai', zip: '400001', state: 'Maharashtra', country: 'India', phone: '+919876543210' };
const totals = (total: number) => ({ subtotal: total, discount: 0, shipping: 0, tax: Math.round(total - total / 1.03), total, credit: 0, amountDue: 0 });

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return OrderDetail.parse({
    orderID: 42,
    orderNumber: 'SLV-IN-100042',
    status: 'placed',
    paymentMethod: 'card',
    paymentStatus: 'paid',
    currencyCode: 'INR',
    decimalPlaces: 0,
    placedAt: '2026-11-20T10:00:00.000Z',
    email: 'asha@example.com',
    phone: '+919876543210',
    items: [
      { orderLineID: 501, productID: 11, productOptionID: 111, name: 'Lotus Gold Ring', optionLabel: 'Size 12', sku: 'RG-1', image: '', metal: 'Gold', purity: '22K', quantity: 2, cancelledQuantity: 0, returnedQuantity: 0, activeQuantity: 2, unitPrice: 30000, lineSubtotal: 60000, discount: 0, tax: 1748, lineTotal: 60000, revisedLineTotal: 60000, status: 'active' },
      { orderLineID: 502, productID: 12, productOptionID: 121, name: 'Silver Chain', optionLabel: '', sku: 'CH-1', image: '', metal: 'Silver', purity: '925', quantity: 1, cancelledQuantity: 0, returnedQuantity: 0, activeQuantity: 1, unitPrice: 5000, lineSubtotal: 5000, discount: 0, tax: 146, lineTotal: 5000, revisedLineTotal: 5000, status: 'active' },
    ],
    totals: totals(65000),
    revisedTotals: totals(65000),
    excess: { amount: 0, paid: 0, due: 0, note: '' },
    refunds: [],
    returns: [],
    billingAddress: address,
    shippingAddress: address,
    timeline: [{ status: 'placed', note: 'Order placed', actor: 'customer', at: '2026-11-20T10:00:00.000Z' }],
    actions: { canCancel: true, cancellableLines: [{ orderLineID: 501, quantity: 2 }, { orderLineID: 502, quantity: 1 }], canReturn: false, returnableLines: [], returnWindowEndsAt: null, canPayExcess: false, nextStatuses: [] },
    ...overrides,
  });
}

export function orderSummary(orderID: number, overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderID,
    orderNumber: `SLV-IN-${100000 + orderID}`,
    status: 'placed',
    paymentStatus: 'paid',
    paymentMethod: 'card',
    placedAt: '2026-11-20T10:00:00.000Z',
    currencyCode: 'INR',
    decimalPlaces: 0,
    total: 65000,
    itemCount: 3,
    image: '',
    productNames: ['Lotus Gold Ring', 'Silver Chain'],
    excessDue: 0,
    ...overrides,
  };
}

export const CANCEL_REASONS = [
  { reasonID: 'changed_mind', label: 'I changed my mind' },
  { reasonID: 'other', label: 'Another reason' },
];
export const RETURN_REASONS = [
  { reasonID: 'size_fit', label: 'The size does not fit' },
  { reasonID: 'damaged', label: 'Arrived damaged' },
];

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
