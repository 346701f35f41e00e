import type { ComponentType } from 'react';
import type { ScreenKey } from './table';

/** Props every screen receives from the route table. */
export interface ScreenProps {
  /** The route's pt-BR title. */
  title: string;
}

type ScreenModule = { default: ComponentType<ScreenProps> };

/** Lazy chunk per screen; each screen module default-exports its component. */
export const screenLoaders: Record<ScreenKey, () => Promise<ScreenModule>> = {
  landing: () => import('../pages/LandingPage'),
  splash: () => import('../pages/SplashPage'),
  notFound: () => import('../pages/NotFoundPage'),
  placeholder: () => import('../pages/PlaceholderPage'),
};
