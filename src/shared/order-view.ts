import type { OrderLine } from './contracts/order-placement';

/**
 * A placed order's line as `GET /api/cart/orders/{orderID}/` answers it, shared by the services
 * and the mocks so both answer alike. Pure: the browser's mock worker imports it.
 */

/** What a stored order line carries: its product and its figures in minor units. */
export interface OrderLineMinor {
  name: string;
  optionLabel: string;
  sku: string;
  image: string;
  metal: string;
  purity: string;
  quantity: number;
  unitPriceMinor: number;
  lineSubtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  lineTotalMinor: number;
}

export interface OrderLineOnWireOptions {
  line: OrderLineMinor;
  /** The line's, product's and option's ids (named as the store keeps them). */
  ids: Pick<OrderLine, 'orderLineID' | 'productID' | 'productOptionID'>;
  status: string;
  /** Minor units to the wire's decimal of the order's currency. */
  money: (minor: number) => number;
}

export function orderLineOnWire({ line, ids, status, money }: OrderLineOnWireOptions): OrderLine {
  const { orderLineID, productID, productOptionID } = ids;
  const { name, optionLabel, sku, image, metal, purity, quantity } = line;
  return {
    orderLineID, productID, productOptionID, name, optionLabel, sku, image, metal, purity, quantity,
    unitPrice: money(line.unitPriceMinor),
    lineSubtotal: money(line.lineSubtotalMinor),
    discount: money(line.discountMinor),
    tax: money(line.taxMinor),
    lineTotal: money(line.lineTotalMinor),
    status,
  };
}

/** Units of a line as order notes name them: `1 × Temple ring (Size 12)`, or without brackets when the piece has no option. */
export function unitsOfLine(quantity: number, line: { name: string; optionLabel: string }): string {
  return `${quantity} × ${line.name}${line.optionLabel ? ` (${line.optionLabel})` : ''}`;
}
