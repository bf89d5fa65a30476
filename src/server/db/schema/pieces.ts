import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { productOptions } from './catalogue';
import { orderLines } from './orders';
import { subsites } from './sites';

/**
 * The physical pieces behind `product_stock`: one row per unit, so the stock of an option in a
 * subsite is the number of its pieces no order line holds. In India every hallmarked piece
 * carries its own BIS HUID, laser-marked by the assaying centre (docs/hallmarking.md); pieces
 * sold elsewhere, or not hallmarked, have none. An order line holds the pieces it took; a
 * cancelled or failed order gives them back to stock with their HUIDs.
 */
export const productPieces = pgTable(
  'product_pieces',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    subsiteId: integer('subsite_id')
      .notNull()
      .references(() => subsites.id),
    /** BIS Hallmark Unique ID: six upper-case letters and digits; null where the piece has none. */
    huid: varchar('huid', { length: 6 }),
    /** The order line that took the piece; null while it is in stock. */
    orderLineId: integer('order_line_id').references(() => orderLines.id),
  },
  (table) => [
    uniqueIndex('product_pieces_huid_idx').on(table.huid),
    // The next piece of an option (lowest id in stock), and the pieces an order line holds.
    index('product_pieces_stock_idx').on(table.optionId, table.subsiteId, table.id).where(sql`${table.orderLineId} is null`),
    index('product_pieces_line_idx').on(table.orderLineId),
  ],
);
