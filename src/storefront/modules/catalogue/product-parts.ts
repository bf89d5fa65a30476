import { laterModule } from '@/storefront/modules/common/later-module';
import { laterPart } from '@/storefront/modules/common/later-part';
import type * as Parts from './product-page-parts';

export type PartsModule = typeof Parts;

/**
 * A part of the product page (the specifications, the price breakup, the reviews, the size guide
 * and share buttons) drawn from the server's HTML until product-page-parts.ts arrives, when the
 * browser is idle, the pointer reaches it or a button in it is pressed (common/later-part.ts).
 */
export const LaterPart = laterPart(laterModule<PartsModule>(() => import('./product-page-parts')));
