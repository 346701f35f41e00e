import { strokeIcon as icon } from '../../components/icons';

// Icons of the cart, checkout and order screens (same 24×24 stroke style as components/icons.tsx).

export { StoreIcon } from '../../components/icons';
export { TagIcon } from '../catalog/icons';

export const MinusIcon = icon('MinusIcon', <path key="a" d="M5 12h14" />);
export const PlusIcon = icon('PlusIcon', <path key="a" d="M12 5v14M5 12h14" />);
export const TrashIcon = icon('TrashIcon', <path key="a" d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const ReceiptIcon = icon(
  'ReceiptIcon',
  <path key="a" d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />,
  <path key="b" d="M9 8h6M9 12h6M9 16h3" />,
);
export const PrinterIcon = icon(
  'PrinterIcon',
  <path key="a" d="M7 9V3h10v6" />,
  <path key="b" d="M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2" />,
  <path key="c" d="M7 14h10v7H7z" />,
);
export const CheckCircleIcon = icon('CheckCircleIcon', <circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m8 12.5 2.5 2.5L16 9.5" />);
export const AlertIcon = icon('AlertIcon', <path key="a" d="M12 3 2 20h20z" />, <path key="b" d="M12 10v4M12 17.5v.01" />);
export const WalletIcon = icon(
  'WalletIcon',
  <path key="a" d="M3 7a2 2 0 0 1 2-2h13v4" />,
  <path key="b" d="M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2z" />,
  <path key="c" d="M16 14.5h.01" />,
);
export const XCircleIcon = icon('XCircleIcon', <circle key="a" cx="12" cy="12" r="9" />, <path key="b" d="m9 9 6 6M15 9l-6 6" />);
export const ImageOffIcon = icon(
  'ImageOffIcon',
  <rect key="a" x="3" y="4" width="18" height="16" rx="2" />,
  <circle key="b" cx="9" cy="10" r="1.8" />,
  <path key="c" d="m21 16-5-5-8 8M3 3l18 18" />,
);
