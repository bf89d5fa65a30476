/** The names of brand-icons.tsx's drawings, without the drawings: Icon knows them before their code loads. */
export const BRAND_ICON_NAMES = ['visa', 'mastercard', 'amex', 'rupay', 'facebook', 'instagram', 'x', 'youtube', 'whatsapp', 'pinterest', 'google'] as const;

export type BrandIconName = (typeof BRAND_ICON_NAMES)[number];
