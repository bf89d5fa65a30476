import type { CSSProperties } from 'react';
import { BRAND_ICONS } from './brand-icons';
import { INTERFACE_ICONS } from './interface-icons';

/** The storefront's one icon set: docs/requirements/pages.md#icons's icons as inline SVG, named by a typed union. */
const ICONS = { ...INTERFACE_ICONS, ...BRAND_ICONS };

export type IconName = keyof typeof ICONS;
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Icons that point along the reading direction and must mirror in right-to-left pages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['arrow-left', 'arrow-right', 'chevron-left', 'chevron-right', 'returns']);

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export interface IconProps {
  name: IconName;
  /** Pixel size of the square; defaults to 24. */
  size?: number;
  /** An accessible name; without one the icon is decorative (aria-hidden). */
  label?: string;
  className?: string;
  strokeWidth?: number;
  style?: CSSProperties;
}

export function Icon({ name, size = 24, label, className, strokeWidth = 1.5, style }: IconProps) {
  const directional = DIRECTIONAL.has(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={directional ? ['icon-directional', className].filter(Boolean).join(' ') : className}
      style={style}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {label ? <title>{label}</title> : null}
      {ICONS[name]}
    </svg>
  );
}
