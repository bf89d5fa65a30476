import type { ReactElement } from 'react';
import type { BrandIconName } from './brand-icon-names';

/**
 * Card brands, social networks and the sign-in-with-Google mark, drawn on the same 24×24 grid.
 * Card brands keep their brand colours (shoppers recognise them by colour); social marks follow
 * currentColor like the interface icons. Only the footer draws them: icon.tsx loads this module
 * after the page shows, and the footer keeps the server's drawing until then.
 */
const cardOutline = <rect x="1.75" y="5.25" width="20.5" height="13.5" rx="2" />;

export const BRAND_ICONS = {
  visa: (
    <>
      {cardOutline}
      <g stroke="#1A1F71" strokeWidth="1.4">
        <path d="m4.6 9.6 1.3 4.8 1.6-4.8M9.2 9.6l-.8 4.8" />
        <path d="M13 10.1c-.4-.35-.95-.5-1.45-.45-.7.05-1.15.5-1 1 .25.85 2.25.9 2.05 2.2-.15.9-1.7 1.15-2.55.55" />
        <path d="m14.2 14.4 2.15-4.8.85 4.8M14.95 12.9h2.05" />
      </g>
      <path stroke="#F7B600" strokeWidth="1.2" d="M4.5 16.25h15" />
    </>
  ),
  mastercard: (
    <>
      {cardOutline}
      <circle cx="9.6" cy="12" r="3.6" fill="#EB001B" stroke="none" />
      <circle cx="14.4" cy="12" r="3.6" fill="#F79E1B" stroke="none" fillOpacity="0.9" />
      <path fill="#FF5F00" stroke="none" d="M12 9.32a3.6 3.6 0 0 1 0 5.36 3.6 3.6 0 0 1 0-5.36Z" />
    </>
  ),
  amex: (
    <>
      <rect x="1.75" y="5.25" width="20.5" height="13.5" rx="2" fill="#2E77BC" stroke="#2E77BC" />
      <g stroke="#fff" strokeWidth="1.2">
        <path d="m4.3 14.3 1.45-4.6 1.45 4.6M4.75 12.9h2" />
        <path d="M8.2 14.3V9.7l1.5 2.6 1.5-2.6v4.6" />
        <path d="M15 9.7h-2.6v4.6H15M12.4 12h2.2" />
        <path d="m16 9.7 3.2 4.6M19.2 9.7 16 14.3" />
      </g>
    </>
  ),
  rupay: (
    <>
      {cardOutline}
      <g stroke="#1B3F8B" strokeWidth="1.3">
        <path d="M4.5 14.5V9.5h1.9a1.4 1.4 0 0 1 0 2.8H4.5M6.3 12.3l1.3 2.2" />
        <path d="M9.2 11v2.4a1.05 1.05 0 0 0 2.1 0V11" />
      </g>
      <path fill="#F47920" stroke="none" d="m13.4 9.2 3 2.8-3 2.8z" />
      <path fill="#0E9A48" stroke="none" d="m16.3 9.2 3 2.8-3 2.8z" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.25" />
      <path d="M13.25 21.1V11.5a2.5 2.5 0 0 1 2.5-2.5h1M10.25 13.25h5.5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.1" cy="6.9" r=".9" fill="currentColor" stroke="none" />
    </>
  ),
  x: (
    <>
      <path d="M4.5 4.25h4.25l10.75 15.5h-4.25z" />
      <path d="m19.25 4.25-6.2 6.9M4.75 19.75l6.2-6.9" />
    </>
  ),
  youtube: (
    <>
      <path d="M21.05 8.1a2.4 2.4 0 0 0-1.7-1.7C17.85 6 12 6 12 6s-5.85 0-7.35.4a2.4 2.4 0 0 0-1.7 1.7C2.55 9.6 2.55 12 2.55 12s0 2.4.4 3.9a2.4 2.4 0 0 0 1.7 1.7c1.5.4 7.35.4 7.35.4s5.85 0 7.35-.4a2.4 2.4 0 0 0 1.7-1.7c.4-1.5.4-3.9.4-3.9s0-2.4-.4-3.9Z" />
      <path fill="currentColor" d="M10.25 14.6V9.4l4.5 2.6z" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3.75 20.25 5 16.1A8.75 8.75 0 1 1 8.1 19.1z" />
      <path d="M9.3 8.1c-.35.35-.9 1-.6 2.1.45 1.6 2.5 3.8 4.3 4.5 1.1.45 1.9.05 2.3-.4l.3-.75-1.85-.9-.8.9c-.9-.35-2.1-1.45-2.55-2.4l.75-.85-.8-1.9z" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9.25" />
      <path d="m10.6 11.5-2.1 9M9.1 13.9c.35.95 1.3 1.6 2.6 1.6 2.45 0 4.05-2.1 4.05-4.7 0-2.4-2.05-4.3-4.6-4.3-2.8 0-4.6 2-4.6 4.2 0 1.05.4 1.95 1.05 2.4" />
    </>
  ),
  google: (
    <g strokeWidth="2.6" strokeLinecap="butt">
      <path stroke="#EA4335" d="M17.4 7.2A7.25 7.25 0 0 0 5.6 8.6" />
      <path stroke="#FBBC05" d="M5.6 8.6a7.25 7.25 0 0 0 0 6.8" />
      <path stroke="#34A853" d="M5.6 15.4a7.25 7.25 0 0 0 11.9 1.2" />
      <path stroke="#4285F4" d="M17.5 16.6a7.25 7.25 0 0 0 1.75-4.6H12" />
    </g>
  ),
} satisfies Record<BrandIconName, ReactElement>;
