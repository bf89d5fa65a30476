import type { GetServerSideProps } from 'next';

/**
 * The loader of every admin page: nothing to load (admin pages are client-rendered), but answering
 * per request means no static HTML and no ISR entry exists for them, and the headers say so:
 * never stored by a browser or the edge cache, never indexed.
 */
export const adminPageProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  return { props: {} };
};
