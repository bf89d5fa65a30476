import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { currentDraftSession, noteDraft, withDraftMode } from '@/storefront/lib/draft-mode';
import { localPath, verifyPreviewToken } from '@/storefront/lib/preview-token';

const note = { key: 'homeBanners_SLV_in_hi', authorEmail: 'editor@example.com', updatedAt: '2026-11-26T10:00:00.000Z' };

describe('withDraftMode', () => {
  const loader = withDraftMode(async (_context: { draftMode?: boolean }) => {
    const drafted = Boolean(currentDraftSession());
    noteDraft(note);
    return { props: { site: {}, drafted } as Record<string, unknown>, revalidate: 60 };
  });

  it('leaves a shopper\'s render alone: no draft session, no preview props', async () => {
    const result = await loader({});
    expect(result.props).toEqual({ site: {}, drafted: false });
  });

  it('renders a Draft Mode request in a draft session and hands the drafts it showed to the preview bar', async () => {
    const result = await loader({ draftMode: true });
    expect(result.props).toEqual({ site: {}, drafted: true, preview: { drafts: [note] } });
  });
});

describe('preview links', () => {
  const sign = (secret: string, seconds: number, audience = 'content-preview') =>
    new SignJWT({ editor: 'editor@example.com' }).setProtectedHeader({ alg: 'HS256' }).setAudience(audience).setExpirationTime(Math.floor(Date.now() / 1000) + seconds).sign(new TextEncoder().encode(secret));

  it('accepts a token signed with the shared secret and refuses a forged, expired or foreign one', async () => {
    expect(await verifyPreviewToken('s3cret', await sign('s3cret', 60))).toBe('editor@example.com');
    expect(await verifyPreviewToken('s3cret', await sign('other', 60))).toBeNull();
    expect(await verifyPreviewToken('s3cret', await sign('s3cret', -60))).toBeNull();
    expect(await verifyPreviewToken('s3cret', await sign('s3cret', 60, 'something-else'))).toBeNull();
  });

  it('redirects only to a path of this store', () => {
    expect(localPath('/ae-ar/rings')).toBe('/ae-ar/rings');
    expect(localPath('//evil.example')).toBe('/');
    expect(localPath('https://evil.example')).toBe('/');
    expect(localPath('/\\evil.example')).toBe('/');
    expect(localPath(undefined)).toBe('/');
  });
});
