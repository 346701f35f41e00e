import { createIcon } from '@chakra-ui/react';
import type { ComponentType, ReactElement } from 'react';
import type { TabIconKey } from '../session/tabs';
import { BagIcon, CartIcon, GiftIcon, HomeIcon, ShieldIcon, StoreIcon } from './icons';

// Icons of the bottom tab bar that the shared set does not have (same 24×24 stroke style).
function stroke(...children: ReactElement[]): ReactElement {
  return (
    <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  );
}

function icon(displayName: string, ...children: ReactElement[]) {
  return createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: stroke(...children),
    defaultProps: { 'aria-hidden': true, focusable: false } as never,
  });
}

export const ChatIcon = icon(
  'ChatIcon',
  <path key="a" d="M4 5h16v11H9l-5 4z" />,
  <path key="b" d="M8 9.5h8M8 12.5h5" />,
);
export const UserIcon = icon('UserIcon', <circle key="a" cx="12" cy="8" r="4" />, <path key="b" d="M4 21a8 8 0 0 1 16 0" />);
export const BoxIcon = icon(
  'BoxIcon',
  <path key="a" d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />,
  <path key="b" d="M3 7.5 12 12l9-4.5M12 12v9" />,
);
export const LogOutIcon = icon(
  'LogOutIcon',
  <path key="a" d="M9 4H5v16h4" />,
  <path key="b" d="M16 8l4 4-4 4M20 12H10" />,
);

export const TAB_ICONS: Record<TabIconKey, ComponentType<{ boxSize?: string }>> = {
  home: HomeIcon,
  products: BagIcon,
  rewards: GiftIcon,
  chat: ChatIcon,
  cart: CartIcon,
  profile: UserIcon,
  sales: StoreIcon,
  manageProducts: BoxIcon,
  admin: ShieldIcon,
};
