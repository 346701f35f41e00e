import { createIcon } from '@chakra-ui/react';
import type { ReactElement } from 'react';

// Small stroke icon set drawn for Clube Local (24×24 grid, currentColor). Decorative by default:
// pass aria-label and role="img" where an icon carries meaning on its own.
export function stroke(...children: ReactElement[]): ReactElement {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  );
}

/** An icon from any SVG content on the 24×24 grid (filled shapes included). */
export function pathIcon(displayName: string, path: ReactElement) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path,
    defaultProps: { 'aria-hidden': true, focusable: false } as never,
  });
}

/** An icon in the shared stroke style; every screen's icon file builds on this. */
export function strokeIcon(displayName: string, ...children: ReactElement[]) {
  return pathIcon(displayName, stroke(...children));
}

const icon = strokeIcon;

export const SearchIcon = icon('SearchIcon', <circle key="c" cx="11" cy="11" r="7" />, <path key="p" d="m20 20-3.5-3.5" />);
export const StoreIcon = icon(
  'StoreIcon',
  <path key="a" d="M3 9 4.5 4h15L21 9" />,
  <path key="b" d="M3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0" />,
  <path key="c" d="M5 11.5V20h14v-8.5" />,
  <path key="d" d="M10 20v-5h4v5" />,
);
export const TruckIcon = icon(
  'TruckIcon',
  <path key="a" d="M2 6h12v10H2z" />,
  <path key="b" d="M14 9h4l3 3.5V16h-7" />,
  <circle key="c" cx="6.5" cy="17.5" r="2" />,
  <circle key="d" cx="17" cy="17.5" r="2" />,
);
export const StarIcon = icon(
  'StarIcon',
  <path key="a" d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />,
);
export const UserPlusIcon = icon(
  'UserPlusIcon',
  <circle key="a" cx="9" cy="8" r="4" />,
  <path key="b" d="M2 21a7 7 0 0 1 14 0" />,
  <path key="c" d="M19 8v6M16 11h6" />,
);
export const MapPinIcon = icon(
  'MapPinIcon',
  <path key="a" d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" />,
  <circle key="b" cx="12" cy="10" r="2.5" />,
);
export const BagIcon = icon(
  'BagIcon',
  <path key="a" d="M5 7h14l-1 14H6z" />,
  <path key="b" d="M9 10V6a3 3 0 0 1 6 0v4" />,
);
export const GiftIcon = icon(
  'GiftIcon',
  <path key="a" d="M3 8h18v4H3z" />,
  <path key="b" d="M5 12v9h14v-9M12 8v13" />,
  <path key="c" d="M12 8S10.5 3 8 3.5 7 8 12 8zM12 8s1.5-5 4-4.5S17 8 12 8z" />,
);
export const BrickIcon = icon(
  'BrickIcon',
  <path key="a" d="M3 5h18v14H3z" />,
  <path key="b" d="M3 9.7h18M3 14.3h18M9 5v4.7M15 5v4.7M6 9.7v4.6M12 9.7v4.6M18 9.7v4.6M9 14.3V19M15 14.3V19" />,
);
export const CartIcon = icon(
  'CartIcon',
  <path key="a" d="M2 3h3l2.4 12h11.2L21 7H6" />,
  <circle key="b" cx="9" cy="19.5" r="1.5" />,
  <circle key="c" cx="17" cy="19.5" r="1.5" />,
);
export const BreadIcon = icon(
  'BreadIcon',
  <path key="a" d="M5 20V11a4 4 0 0 1-1-7.5C6 2 9 3 12 3s6-1 8 .5A4 4 0 0 1 19 11v9z" />,
  <path key="b" d="M9 8v2M12 8v2M15 8v2" />,
);
export const PillIcon = icon(
  'PillIcon',
  <path key="a" d="M4.5 13.5 13.5 4.5a4.2 4.2 0 0 1 6 6l-9 9a4.2 4.2 0 0 1-6-6z" />,
  <path key="b" d="m9 9 6 6" />,
);
export const UtensilsIcon = icon(
  'UtensilsIcon',
  <path key="a" d="M6 3v8a2 2 0 0 0 2 2v8M10 3v8a2 2 0 0 1-2 2M8 3v6" />,
  <path key="b" d="M17 21V3c-2 1.5-3 4-3 7v4h3" />,
);
export const PawIcon = icon(
  'PawIcon',
  <circle key="a" cx="6" cy="10" r="1.8" />,
  <circle key="b" cx="9.5" cy="5.5" r="1.8" />,
  <circle key="c" cx="14.5" cy="5.5" r="1.8" />,
  <circle key="d" cx="18" cy="10" r="1.8" />,
  <path key="e" d="M12 11c-3 0-6 4.5-6 7.2 0 1.6 1.3 2.3 2.8 2.3 1.3 0 2-.7 3.2-.7s1.9.7 3.2.7c1.5 0 2.8-.7 2.8-2.3C18 15.5 15 11 12 11z" />,
);
export const MeatIcon = icon(
  'MeatIcon',
  <path key="a" d="M15.5 3.5c3 0 5 2.3 5 5.2 0 4.8-5.6 9.8-10.2 9.8-2.2 0-3.8-1.4-3.8-3.6 0-2 .9-3.4.9-5.2 0-3.9 4.5-6.2 8.1-6.2z" />,
  <path key="b" d="M7.3 16.6 4 20M4 20l-1-1M4 20l1 1" />,
  <circle key="c" cx="15" cy="9" r="1.8" />,
);
export const LeafIcon = icon(
  'LeafIcon',
  <path key="a" d="M5 19C4 10 10 4 20 4c0 10-6 16-15 15z" />,
  <path key="b" d="M5 19 13 11" />,
);
export const ShieldIcon = icon(
  'ShieldIcon',
  <path key="a" d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />,
  <path key="b" d="m8.5 12 2.5 2.5 4.5-5" />,
);
export const LockIcon = icon(
  'LockIcon',
  <path key="a" d="M5 11h14v10H5z" />,
  <path key="b" d="M8 11V7a4 4 0 0 1 8 0v4" />,
);
export const BadgeCheckIcon = icon(
  'BadgeCheckIcon',
  <path key="a" d="M12 2.5 14.6 5l3.6-.4.4 3.6L21 11l-2.2 2.9.3 3.6-3.6.5L12 20.5 9.2 18l-3.6-.5.3-3.6L3 11l2.4-2.8.4-3.6 3.6.4z" />,
  <path key="b" d="m8.8 11.5 2.2 2.2 4.2-4.4" />,
);
export const WifiOffIcon = icon(
  'WifiOffIcon',
  <path key="a" d="M2 8.8a15 15 0 0 1 20 0" />,
  <path key="b" d="M5 12.5a10.5 10.5 0 0 1 14 0" />,
  <path key="c" d="M8.5 16a5.5 5.5 0 0 1 7 0" />,
  <path key="d" d="M12 19.5h.01" />,
  <path key="e" d="m3 3 18 18" />,
);
export const ArrowRightIcon = icon('ArrowRightIcon', <path key="a" d="M5 12h14M13 6l6 6-6 6" />);
export const QuoteIcon = icon(
  'QuoteIcon',
  <path key="a" d="M4 11h5v7H4zM4 11c0-3 1.5-5 4-6M15 11h5v7h-5zM15 11c0-3 1.5-5 4-6" />,
);
export const HomeIcon = icon(
  'HomeIcon',
  <path key="a" d="M3 11 12 4l9 7" />,
  <path key="b" d="M5 10v10h14V10M10 20v-6h4v6" />,
);
