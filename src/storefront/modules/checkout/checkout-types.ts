import type { z } from 'zod';
import type {
  CartAddressList as CartAddressListSchema,
  CartPromotion as CartPromotionSchema,
  CodCheck as CodCheckSchema,
  PaymentGateway as PaymentGatewaySchema,
} from '@/shared/contracts/checkout';

/**
 * The checkout reads' wire shapes from the shared contracts (src/shared/contracts/checkout.ts).
 * Type-only imports: zod stays out of the browser bundle.
 */
export type CartPromotion = z.infer<typeof CartPromotionSchema>;
export type CartAddressList = z.infer<typeof CartAddressListSchema>;
export type CodCheck = z.infer<typeof CodCheckSchema>;
export type PaymentGateway = z.infer<typeof PaymentGatewaySchema>;
export type { Order, PlacedOrder } from '@/shared/contracts/order-placement';
export type { OrderAddress, PaymentKey } from '@/shared/contracts/checkout';
