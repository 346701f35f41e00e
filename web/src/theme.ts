import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  timelineSlotRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Primary blue of the product (header, status bar fallback, buttons). */
export const BRAND_BLUE = '#0B5CD7';

// `brand` palette: 600 is the product's blue. The semantic tokens below are the ones Chakra's
// recipes read for any colorPalette (solid, contrast, fg, muted, subtle, emphasized, focusRing),
// so `colorPalette="brand"` works on every component. Light mode only.
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
    // An open dialog sets `pointer-events: none` on <body> (its backdrop already covers the page);
    // set here, the app's root does not inherit the change, so the browser does not restyle every
    // element of the page to open and close a dialog (bench/diary.md, "Diálogos sem refazer a
    // página inteira").
    '#root': { pointerEvents: 'auto' },
  },
  theme: {
    // The urgent offer's pulse is a glow, not a fade: a fading timer loses its contrast (axe).
    keyframes: {
      urgentGlow: {
        '0%, 100%': { boxShadow: '0 0 0 0 rgba(220, 38, 38, 0.55)' },
        '50%': { boxShadow: '0 0 0 6px rgba(220, 38, 38, 0)' },
      },
    },
    tokens: {
      fonts: {
        heading: {
          value:
            "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
        },
        body: {
          value:
            "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', 'DejaVu Sans', Arial, sans-serif",
        },
      },
      colors: {
        brand: {
          50: { value: '#EAF2FE' },
          100: { value: '#D3E3FD' },
          200: { value: '#A8C7FB' },
          300: { value: '#75A6F6' },
          400: { value: '#3F82EE' },
          500: { value: '#1A6AE3' },
          600: { value: BRAND_BLUE },
          700: { value: '#0A4BAF' },
          800: { value: '#0B3C88' },
          900: { value: '#0C3068' },
          950: { value: '#081E42' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Chakra's red.500 error text is 3.8:1 on white, under WCAG AA for small text (axe).
        fg: { error: { value: '{colors.red.700}' } },
        // White on Chakra's green.600 is 3.3:1 and on orange.600 3.6:1 (badges, 'Aprovar'): one
        // shade darker passes AA. web/src/theme.test.ts checks every palette's solid.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
      },
    },
  },
});

// Building the system (every token as a CSS variable) is most of the app's start-up work on a
// phone (docs/decisions.md, "Desempenho da web"): Chakra's palettes the app never uses are left
// out (add one back here before using it as a colorPalette), and the semantic tokens keep only
// their light value — the app has no dark mode, so the `.dark` variables were never read.
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);
const withoutUnused = (group: object = {}) => Object.fromEntries(Object.entries(group).filter(([name]) => !UNUSED_PALETTES.has(name)));
function lightOnly<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  if ('value' in node) {
    const { value } = node as { value: unknown };
    return value && typeof value === 'object' && '_light' in value ? { ...node, value: (value as { _light: unknown })._light } : node;
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}
// Chakra's `defaultConfig` is not imported: its module also builds Chakra's whole default system
// at load, for nothing (the bundler keeps that call), which doubled the start-up work. Its theme is
// put together here from its parts, with the recipes of the Chakra components the app uses only
// (~10 KB less on every page): one more component means one more recipe here, which
// web/src/theme.test.ts checks against every import of '@chakra-ui/react' in web/src.
export const USED_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const USED_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  timeline: timelineSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
const chakraLightTheme: SystemConfig = {
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnused(semanticTokens.colors) }),
    recipes: USED_RECIPES,
    slotRecipes: USED_SLOT_RECIPES,
  },
};

let system: SystemContext | undefined;
/**
 * The app's Chakra system, built on first use and not when this module loads: web/src/main.tsx
 * builds it in a task of its own at start-up (bench/diary.md, "A partida em três tarefas").
 */
export function appSystem(): SystemContext {
  return (system ??= createSystem(defaultBaseConfig, chakraLightTheme, config));
}
