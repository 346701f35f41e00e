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

// --- screen icons (same grid and style) ---

const HEART = 'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z';
export const ChatIcon = strokeIcon(
  'ChatIcon',
  <path key="a" d="M4 5h16v11H9l-5 4z" />,
  <path key="b" d="M8 9.5h8M8 12.5h5" />,
);
export const UserIcon = strokeIcon('UserIcon', <circle key="a" cx="12" cy="8" r="4" />, <path key="b" d="M4 21a8 8 0 0 1 16 0" />);
export const BoxIcon = strokeIcon(
  'BoxIcon',
  <path key="a" d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />,
  <path key="b" d="M3 7.5 12 12l9-4.5M12 12v9" />,
);
export const LogOutIcon = strokeIcon(
  'LogOutIcon',
  <path key="a" d="M9 4H5v16h4" />,
  <path key="b" d="M16 8l4 4-4 4M20 12H10" />,
);
export const MinusIcon = strokeIcon('MinusIcon', <path key="a" d="M5 12h14" />);
export const PlusIcon = strokeIcon('PlusIcon', <path key="a" d="M12 5v14M5 12h14" />);
export const TrashIcon = strokeIcon('TrashIcon', <path key="a" d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const ReceiptIcon = strokeIcon(
  'ReceiptIcon',
  <path key="a" d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />,
  <path key="b" d="M9 8h6M9 12h6M9 16h3" />,
);
export const PrinterIcon = strokeIcon(
  'PrinterIcon',
  <path key="a" d="M7 9V3h10v6" />,
  <path key="b" d="M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />,
  <path key="c" d="M7 14h10v7H7z" />,
);
export const CheckCircleIcon = strokeIcon('CheckCircleIcon', <circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m8 12.5 2.5 2.5L16 9.5" />);
export const AlertIcon = strokeIcon('AlertIcon', <path key="a" d="M12 3 2 20h20z" />, <path key="b" d="M12 10v4M12 17.5v.01" />);
export const WalletIcon = strokeIcon(
  'WalletIcon',
  <path key="a" d="M3 7a2 2 0 0 1 2-2h13v4" />,
  <path key="b" d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />,
  <path key="c" d="M16 14.5h.01" />,
);
export const XCircleIcon = strokeIcon('XCircleIcon', <circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m9 9 6 6M15 9l-6 6" />);
export const ImageOffIcon = strokeIcon(
  'ImageOffIcon',
  <rect key="a" x="3" y="4" width="18" height="16" rx="2" />,
  <circle key="b" cx="9" cy="10" r="1.8" />,
  <path key="c" d="m21 16-5-5-8 8M3 3l18 18" />,
);
export const StarFilledIcon = pathIcon(
  'StarFilledIcon',
  <path fill="currentColor" d="m12 2.8 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.6l-5.8 3.1 1.1-6.5L2.6 9.6l6.5-.9z" />,
);
export const ChevronLeftIcon = pathIcon('ChevronLeftIcon', stroke(<path key="a" d="m15 18-6-6 6-6" />));
export const ChevronRightIcon = pathIcon('ChevronRightIcon', stroke(<path key="a" d="m9 18 6-6-6-6" />));
export const TagIcon = pathIcon(
  'TagIcon',
  stroke(<path key="a" d="M3 12V3h9l9 9-9 9z" />, <circle key="b" cx="7.5" cy="7.5" r="1.5" />),
);
export const ClockIcon = pathIcon('ClockIcon', stroke(<circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="M12 7v5l3 2" />));
export const CardPayIcon = pathIcon(
  'CardPayIcon',
  stroke(<rect key="a" x="2.5" y="5" width="19" height="14" rx="2" />, <path key="b" d="M2.5 10h19M6 15h4" />),
);
export const LoginIcon = pathIcon(
  'LoginIcon',
  stroke(<path key="a" d="M15 4h4v16h-4" />, <path key="b" d="m10 8 4 4-4 4M14 12H4" />),
);
export const BadgeIcon = pathIcon(
  'BadgeIcon',
  stroke(
    <path key="a" d="M12 2.5 14.6 5l3.6-.4.4 3.6L21 11l-2.2 2.9.3 3.6-3.6.5L12 20.5 9.2 18l-3.6-.5.3-3.6L3 11l2.4-2.8.4-3.6 3.6.4z" />,
    <path key="b" d="m8.8 11.5 2.2 2.2 4.2-4.4" />,
  ),
);
export const InstagramIcon = pathIcon(
  'InstagramIcon',
  stroke(
    <rect key="a" x="3" y="3" width="18" height="18" rx="5" />,
    <circle key="b" cx="12" cy="12" r="4" />,
    <path key="c" d="M17.5 6.5h.01" />,
  ),
);
export const FacebookIcon = pathIcon(
  'FacebookIcon',
  stroke(<path key="a" d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />),
);
export const WhatsAppIcon = pathIcon(
  'WhatsAppIcon',
  stroke(
    <path key="a" d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />,
    <path key="b" d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8c-1-.4-1.9-1.3-2.3-2.3l.8-1-1-2z" />,
  ),
);
export const YoutubeIcon = pathIcon(
  'YoutubeIcon',
  stroke(<rect key="a" x="2.5" y="5.5" width="19" height="13" rx="4" />, <path key="b" d="m10 9.5 4.5 2.5-4.5 2.5z" />),
);
export const MailIcon = pathIcon(
  'MailIcon',
  stroke(<rect key="a" x="3" y="5" width="18" height="14" rx="2" />, <path key="b" d="m3.5 6.5 8.5 6.5 8.5-6.5" />),
);
export const PhoneIcon = pathIcon(
  'PhoneIcon',
  stroke(<path key="a" d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2" />),
);
export const FilterIcon = pathIcon('FilterIcon', stroke(<path key="a" d="M3 5h18l-7 8.5V20l-4-2v-4.5z" />));
export const HistoryIcon = pathIcon(
  'HistoryIcon',
  stroke(<path key="a" d="M3 12a9 9 0 1 0 3-6.7L3 8" />, <path key="b" d="M3 3v5h5M12 7v5l3 2" />),
);
export const EyeIcon = strokeIcon(
  'EyeIcon',
  <path key="a" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />,
  <circle key="b" cx="12" cy="12" r="3" />,
);
export const EyeOffIcon = strokeIcon(
  'EyeOffIcon',
  <path key="a" d="M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.8 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6" />,
  <path key="b" d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />,
);
export const ArrowLeftIcon = strokeIcon('ArrowLeftIcon', <path key="a" d="M19 12H5M11 18l-6-6 6-6" />);
export const MailCheckIcon = strokeIcon(
  'MailCheckIcon',
  <path key="a" d="M21 12V6H3v12h9" />,
  <path key="b" d="m3 6 9 7 9-7" />,
  <path key="c" d="m15.5 18 2 2 4-4" />,
);
export const LinkOffIcon = strokeIcon(
  'LinkOffIcon',
  <path key="a" d="M9 17H7a5 5 0 0 1 0-10h2M15 7h2a5 5 0 0 1 4 8" />,
  <path key="b" d="M8 12h4M3 3l18 18" />,
);
export const GiftTicketIcon = strokeIcon(
  'GiftTicketIcon',
  <path key="a" d="M3 8h18v4H3z" />,
  <path key="b" d="M5 12v9h14v-9M12 8v13" />,
  <path key="c" d="M12 8S10.5 3 8 3.5 7 8 12 8zM12 8s1.5-5 4-4.5S17 8 12 8z" />,
);
export const HeartIcon = strokeIcon('HeartIcon', <path key="a" d={HEART} />);
export const HeartFilledIcon = pathIcon(
  'HeartFilledIcon',
  <path d={HEART} fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
);
export const PackageIcon = strokeIcon(
  'PackageIcon',
  <path key="a" d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />,
  <path key="b" d="M3 7.5 12 12l9-4.5M12 12v9" />,
);
export const ChartIcon = strokeIcon('ChartIcon', <path key="a" d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
export const UsersIcon = strokeIcon(
  'UsersIcon',
  <circle key="a" cx="9" cy="8" r="3.5" />,
  <path key="b" d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
  <path key="c" d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />,
);
export const TicketIcon = strokeIcon(
  'TicketIcon',
  <path key="a" d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />,
  <path key="b" d="M14 7v10" />,
);
export const IdCardIcon = strokeIcon(
  'IdCardIcon',
  <path key="a" d="M3 5h18v14H3z" />,
  <circle key="b" cx="9" cy="11" r="2.2" />,
  <path key="c" d="M5.5 16a3.5 3.5 0 0 1 7 0M15 10h3M15 13h3" />,
);
export const GearIcon = strokeIcon(
  'GearIcon',
  <circle key="a" cx="12" cy="12" r="3" />,
  <path
    key="b"
    d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"
  />,
);
export const PencilIcon = strokeIcon('PencilIcon', <path key="a" d="M4 20h4L19 9l-4-4L4 16z" />, <path key="b" d="m13.5 6.5 4 4" />);
export const CameraIcon = strokeIcon(
  'CameraIcon',
  <path key="a" d="M3 8h4l2-3h6l2 3h4v11H3z" />,
  <circle key="b" cx="12" cy="13" r="3.5" />,
);
export const DownloadIcon = strokeIcon('DownloadIcon', <path key="a" d="M12 3v12M7 10l5 5 5-5" />, <path key="b" d="M4 17v3h16v-3" />);
export const UploadIcon = strokeIcon('UploadIcon', <path key="a" d="M12 15V3M7 8l5-5 5 5" />, <path key="b" d="M4 17v3h16v-3" />);
export const ShareIcon = strokeIcon(
  'ShareIcon',
  <circle key="a" cx="18" cy="5" r="3" />,
  <circle key="b" cx="6" cy="12" r="3" />,
  <circle key="c" cx="18" cy="19" r="3" />,
  <path key="d" d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />,
);
export const PaperclipIcon = strokeIcon('PaperclipIcon', <path key="a" d="m21 11-8.6 8.6a5 5 0 0 1-7.1-7.1l8.6-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.4-2.4L15.5 7" />);
export const SendIcon = strokeIcon('SendIcon', <path key="a" d="M22 2 11 13" />, <path key="b" d="M22 2 15 22l-4-9-9-4z" />);
export const BellIcon = strokeIcon('BellIcon', <path key="a" d="M6 8a6 6 0 0 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />, <path key="b" d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />);
export const QrIcon = strokeIcon(
  'QrIcon',
  <path key="a" d="M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3z" />,
  <path key="b" d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />,
);
export const ToolIcon = strokeIcon(
  'ToolIcon',
  <path key="a" d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z" />,
);
export const MicIcon = strokeIcon('MicIcon', <rect key="a" x="9" y="2" width="6" height="12" rx="3" />, <path key="b" d="M5 10a7 7 0 0 0 14 0M12 17v4M8 21h8" />);
export const StopIcon = strokeIcon('StopIcon', <rect key="a" x="6" y="6" width="12" height="12" rx="2" />);

/** The lightning bolt of a flash sale (filled). */
export const BoltIcon = pathIcon('BoltIcon', <path d="M13 2 4 14h7l-1 8 9-12h-7z" fill="currentColor" />);
