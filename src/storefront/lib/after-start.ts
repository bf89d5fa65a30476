import { prefetchDeviceIdWhenIdle } from './device-id';
import { loadTagManager } from './tag-manager';

/**
 * What the app shell starts once the page has hydrated and nothing on the page needs first: the
 * device id's prefetch (after the first interaction, then idle) and Tag Manager (only with
 * NEXT_PUBLIC_GTM_ID). A chunk of its own, imported by the shell's first effect, so no page's first
 * load carries it (docs/page-speed.md, "Sixth round").
 */
export function afterStart(): void {
  prefetchDeviceIdWhenIdle();
  loadTagManager();
}
