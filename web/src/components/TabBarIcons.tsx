import type { ComponentType } from 'react';
import type { TabIconKey } from '../session/tabs';
import { BagIcon, BoxIcon, CartIcon, ChatIcon, GiftIcon, HomeIcon, ShieldIcon, StoreIcon, UserIcon } from '../ui/icons';

// The icon of each bottom tab.
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
