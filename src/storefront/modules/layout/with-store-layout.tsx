import type { ComponentType, ReactNode } from 'react';
import { ShellSlotsProvider, type ShellSlots } from '@/storefront/modules/shell/shell-slots';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const SLOTS: ShellSlots = { Header: SiteHeader, Footer: SiteFooter };

/** Gives StorePage this site's header and footer (shell-slots.tsx). */
export function StoreLayout({ children }: { children: ReactNode }) {
  return <ShellSlotsProvider value={SLOTS}>{children}</ShellSlotsProvider>;
}

/**
 * A page file's default export: its template inside StoreLayout. The page files are the composition
 * root, the only place that joins the shell (layout, above every domain) to a domain's template.
 */
export function withStoreLayout<P extends object>(Template: ComponentType<P>): ComponentType<P> {
  function StoreLayoutPage(props: P) {
    return (
      <StoreLayout>
        <Template {...props} />
      </StoreLayout>
    );
  }
  return StoreLayoutPage;
}
