/**
 * The most of one piece (one option) a cart line may hold: the quantity steppers stop there, the
 * services refuse more (also when carts merge or a declined card's cart comes back), and the
 * product cart settings tell shoppers this figure. Re-exported by constants.ts.
 */
export const MAX_QUANTITY_PER_LINE = 10;
