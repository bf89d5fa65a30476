import dynamic from 'next/dynamic';

/**
 * What a page shows when its data was incomplete (page-unavailable-view.tsx). Its words, in every
 * language of the store, load only with a page that shows it: the server names its chunk in such a
 * page's HTML, and no other page carries it (docs/page-speed.md, "Sixth round").
 */
export const PageUnavailable = dynamic(() => import('./page-unavailable-view').then((module) => module.PageUnavailableView));
