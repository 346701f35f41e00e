/**
 * Props every screen receives from the route table. A module of its own, so a screen can name
 * them without importing screens.ts, which imports every screen (a type-level circle).
 */
export interface ScreenProps {
  /** The route's pt-BR title. */
  title: string;
}
