import type { CSSProperties, ReactNode } from 'react';
import { laterModule, useLaterModule } from '@/storefront/modules/common/later-module';
import { BRAND_ICON_NAMES, type BrandIconName } from './brand-icon-names';
import { INTERFACE_ICONS } from './interface-icons';

/**
 * The storefront's one icon set: docs/requirements/pages.md#icons's icons as inline SVG, named by a
 * typed union. The brand marks (cards, social networks) are a module of their own that loads after
 * the page shows (docs/page-speed.md, "Sixth round"): every page's footer draws them, and until
 * their code arrives it keeps the server's drawing.
 */
type InterfaceIconName = keyof typeof INTERFACE_ICONS;
export type IconName = InterfaceIconName | BrandIconName;
export const ICON_NAMES = [...Object.keys(INTERFACE_ICONS), ...BRAND_ICON_NAMES] as IconName[];

const brandIcons = laterModule(() => import('./brand-icons').then((module) => module.BRAND_ICONS));
/** The brand marks' drawings, loaded once. */
export const loadBrandIcons = brandIcons.load;

/** Icons that point along the reading direction and must mirror in right-to-left pages. */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['arrow-left', 'arrow-right', 'chevron-left', 'chevron-right', 'returns']);

const isInterfaceIcon = (name: string): name is InterfaceIconName => Object.hasOwn(INTERFACE_ICONS, name);

export function isIconName(name: string): name is IconName {
  return isInterfaceIcon(name) || (BRAND_ICON_NAMES as readonly string[]).includes(name);
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

function iconSvg({ name, size = 24, label, className, strokeWidth = 1.5, style }: IconProps, shape: ReactNode | null) {
  const directional = DIRECTIONAL.has(name);
  const attributes = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className: directional ? ['icon-directional', className].filter(Boolean).join(' ') : className,
    style,
    focusable: 'false',
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }),
  } as const;
  // No shape yet: hydration keeps the title and drawing the server put inside (after hydration, the
  // shape follows when its code arrives).
  if (shape === null) return <svg {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  return (
    <svg {...attributes}>
      {label ? <title>{label}</title> : null}
      {shape}
    </svg>
  );
}

function BrandIcon(props: IconProps & { name: BrandIconName }) {
  // A page drawn in the browser before the marks arrive (in a test, or a navigation in the first
  // moments) draws them when they do: an icon never holds up a page.
  const { module: shapes } = useLaterModule(brandIcons, { waitInBrowser: false });
  return iconSvg(props, shapes ? shapes[props.name] : null);
}

export function Icon(props: IconProps) {
  return isInterfaceIcon(props.name) ? iconSvg(props, INTERFACE_ICONS[props.name]) : <BrandIcon {...props} name={props.name} />;
}
