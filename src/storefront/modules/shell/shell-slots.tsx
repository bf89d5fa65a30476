import { type ComponentType, createContext, useContext } from 'react';
import type { Block, Menu, MetalPrice } from '@/shared/contracts/content';

export interface ShellHeaderProps {
  storeName: string;
  menu: Menu;
  metalPrice: MetalPrice;
  locale: string;
  locales: string[];
}

export interface ShellFooterProps {
  block: Block;
  storeName: string;
}

/** The header and footer StorePage frames every page with. */
export interface ShellSlots {
  Header: ComponentType<ShellHeaderProps>;
  Footer: ComponentType<ShellFooterProps>;
}

/**
 * The header reads the cart, wishlist, session and catalogue, whose templates render StorePage:
 * so StorePage cannot import the header. The page file (the composition root) hands it in
 * through this context (`withStoreLayout` of the layout module); see src/storefront/README.md.
 */
const ShellSlotsContext = createContext<ShellSlots | null>(null);

export const ShellSlotsProvider = ShellSlotsContext.Provider;

export function useShellSlots(): ShellSlots {
  const slots = useContext(ShellSlotsContext);
  // A page file that forgot withStoreLayout fails loudly rather than render a page without a header.
  if (!slots) throw new Error('StorePage needs withStoreLayout');
  return slots;
}
