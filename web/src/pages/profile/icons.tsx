import { pathIcon, strokeIcon as icon } from '../../components/icons';

// Icons of the profile area (same 24×24 stroke style as components/icons.tsx).

const HEART = 'M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.6 3.1 4.4 6.6-1.7 4.8-9.2 9.4-9.2 9.4z';

export const HeartIcon = icon('HeartIcon', <path key="a" d={HEART} />);
export const HeartFilledIcon = pathIcon(
  'HeartFilledIcon',
  <path d={HEART} fill="currentColor" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />,
);
export { ChevronLeftIcon, ChevronRightIcon } from '../catalog/icons';
// Drawn once, shared with the rest of the app.
export { GiftIcon, MapPinIcon } from '../../components/icons';
export { ReceiptIcon } from '../orders/icons';
export const PackageIcon = icon(
  'PackageIcon',
  <path key="a" d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />,
  <path key="b" d="M3 7.5 12 12l9-4.5M12 12v9" />,
);
export const StarIcon = icon('StarIcon', <path key="a" d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />);
export const ChartIcon = icon('ChartIcon', <path key="a" d="M4 20V10M10 20V4M16 20v-7M22 20H2" />);
export const UsersIcon = icon(
  'UsersIcon',
  <circle key="a" cx="9" cy="8" r="3.5" />,
  <path key="b" d="M2.5 20a6.5 6.5 0 0 1 13 0" />,
  <path key="c" d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />,
);
export const TicketIcon = icon(
  'TicketIcon',
  <path key="a" d="M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z" />,
  <path key="b" d="M14 7v10" />,
);
export const IdCardIcon = icon(
  'IdCardIcon',
  <path key="a" d="M3 5h18v14H3z" />,
  <circle key="b" cx="9" cy="11" r="2.2" />,
  <path key="c" d="M5.5 16a3.5 3.5 0 0 1 7 0M15 10h3M15 13h3" />,
);
export const GearIcon = icon(
  'GearIcon',
  <circle key="a" cx="12" cy="12" r="3" />,
  <path
    key="b"
    d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z"
  />,
);
export const PlusIcon = icon('PlusIcon', <path key="a" d="M12 5v14M5 12h14" />);
export const TrashIcon = icon('TrashIcon', <path key="a" d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const PencilIcon = icon('PencilIcon', <path key="a" d="M4 20h4L19 9l-4-4L4 16z" />, <path key="b" d="m13.5 6.5 4 4" />);
export const LogOutIcon = icon('LogOutIcon', <path key="a" d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />);
export const CameraIcon = icon(
  'CameraIcon',
  <path key="a" d="M3 8h4l2-3h6l2 3h4v11H3z" />,
  <circle key="b" cx="12" cy="13" r="3.5" />,
);
export const BagIcon = icon('BagIcon', <path key="a" d="M5 7h14l-1 14H6z" />, <path key="b" d="M9 10V6a3 3 0 0 1 6 0v4" />);
