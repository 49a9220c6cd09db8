import { type Theme, useTheme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { DueWindow, PmClearanceState } from '@clearline/shared';

declare module '@mui/material/styles' {
  interface Palette {
    /** Amber: due in 31–60 days, a break in access (between warning's orange and info's blue). */
    caution: Palette['primary'];
    /** Grey: inactive. */
    inactive: Palette['primary'];
  }
  interface PaletteOptions {
    caution?: PaletteOptions['primary'];
    inactive?: PaletteOptions['primary'];
  }
}
declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    caution: true;
    inactive: true;
  }
}

/**
 * The product's themes: react-admin's defaults with a palette whose text meets WCAG 2.1 AA contrast (4.5:1 for
 * text, 3:1 for large text and controls; Section 508) on the backgrounds it is drawn on — the page, paper, the
 * filled inputs and the form toolbar — in light and dark mode. Colours that carry meaning (a status chip, an
 * overdue date) come from this palette, never from a hex code in a component.
 */
const LIGHT = {
  primary: '#1565c0', // 5.8:1 on white, 5.3:1 on the toolbar's grey 100
  secondary: '#0d47a1', // the top bar: white on it 8.6:1
  warning: '#b45309', // 5.0:1 on white (MUI's #ed6c02 is 3.1:1)
  info: '#01579b', // 7.4:1 on white
  error: '#c62828', // 5.6:1 on white
  success: '#2e7d32', // 5.1:1 on white
  caution: '#8a6100', // 5.5:1 on white
  inactive: '#616161', // 6.2:1 on white
};

/** The palette colour of each due window (dashboard tiles, contract and reinvestigation lists): text or chip. */
export const DUE_WINDOW_TONE = { OVERDUE: 'error', DAYS_30: 'warning', DAYS_60: 'caution', DAYS_90: 'info' } as const satisfies Record<
  DueWindow,
  string
>;

/** The palette colour of each clearance state of the program manager's people. */
export const CLEARANCE_STATE_TONE = {
  ACTIVE: 'success',
  IN_PROGRESS: 'info',
  ACTIVE_BREAK: 'caution',
  INACTIVE_BREAK: 'warning',
  INACTIVE: 'inactive',
  NONE: 'error',
} as const satisfies Record<PmClearanceState, string>;

/**
 * The skip link moves focus into the page's content and leaves it there, so that a screen reader reads on from
 * there (react-admin's own focuses the content and blurs it again, which leaves focus on the body).
 */
function skipToContent() {
  const main = document.getElementById('main-content');
  if (!main) return;
  main.setAttribute('tabIndex', '-1');
  main.addEventListener('blur', () => main.removeAttribute('tabIndex'), { once: true });
  main.focus();
}

/** A style override drawing what `selector` picks in the theme's secondary text colour (at least 4.5:1 on the paper). */
const inSecondaryText =
  (selector: string) =>
  ({ theme }: { theme: Theme }) => ({ [selector]: { color: theme.palette.text.secondary } });

/**
 * The parts both themes share: the skip link's behaviour and its colours when it shows (on focus), and a name for
 * every progress indicator (a spinner without one is announced as nothing; a component may give a better one).
 */
const shared = {
  MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
  // the labels of a record shown read-only (its inputs disabled) stay readable: secondary text, not the disabled grey
  MuiFormLabel: { styleOverrides: { root: inSecondaryText('&.Mui-disabled') } },
  MuiFormHelperText: { styleOverrides: { root: inSecondaryText('&.Mui-disabled') } },
  // the values of a read-only multiple choice (a person's facilities) stay readable: MUI fades a disabled chip to 2.1:1
  MuiChip: { styleOverrides: { root: { '&.Mui-disabled': { opacity: 1 } } } },
  // an empty list's message in secondary text (react-admin draws it in the disabled grey, 2.6:1)
  RaEmpty: { styleOverrides: { root: inSecondaryText('& .RaEmpty-message') } },
  MuiLinearProgress: { defaultProps: { 'aria-label': 'Loading' } },
  RaSkipNavigationButton: {
    defaultProps: { onClick: skipToContent },
    styleOverrides: {
      root: ({ theme }: { theme: { palette: { primary: { main: string; contrastText: string } } } }) => ({
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        '&:hover': { backgroundColor: theme.palette.primary.main },
      }),
    },
  },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: LIGHT.primary },
    secondary: { light: '#5472d3', main: LIGHT.secondary, dark: '#002171', contrastText: '#fff' },
    warning: { main: LIGHT.warning, contrastText: '#fff' },
    info: { main: LIGHT.info, contrastText: '#fff' },
    error: { main: LIGHT.error, contrastText: '#fff' },
    success: { main: LIGHT.success, contrastText: '#fff' },
    caution: { main: LIGHT.caution, light: '#c79a3a', dark: '#5c4000', contrastText: '#fff' },
    inactive: { main: LIGHT.inactive, light: '#8e8e8e', dark: '#373737', contrastText: '#fff' },
    // secondary text (helper texts, counters, captions) 6.1:1 on a filled input (MUI's 0.6 black is 4.5:1 there)
    text: { secondary: 'rgba(0, 0, 0, 0.68)' },
  },
  components: {
    ...defaultLightTheme.components,
    ...shared,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } },
    // initials on grey 700 (6.2:1) instead of white on grey 400 (1.8:1)
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#616161', color: '#fff' } } },
    // a visible focus ring on menu items, switches and buttons reached by the keyboard
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${LIGHT.primary}`, outlineOffset: 2 } } } },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    // MUI's dark error #f44336 is 3.5:1 on the dark background; these are all above 5:1 there
    error: { main: '#ff8a80' },
    warning: { main: '#ffa726' },
    info: { main: '#4fc3f7' },
    success: { main: '#81c784' },
    caution: { main: '#ffd54f', light: '#ffe082', dark: '#ffca28', contrastText: 'rgba(0, 0, 0, 0.87)' },
    inactive: { main: '#bdbdbd', light: '#e0e0e0', dark: '#9e9e9e', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  components: {
    ...defaultDarkTheme.components,
    ...shared,
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: '#bdbdbd', color: '#1e1e1e' } } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #90caf9', outlineOffset: 2 } } } },
  },
};

/** A palette colour by name, for what takes a colour value rather than a theme key (the charts' series). */
export type Tone = 'error' | 'warning' | 'caution' | 'info' | 'success' | 'inactive' | 'primary' | 'secondary';
export function useToneColor(): (tone: Tone) => string {
  const theme = useTheme();
  return (tone) => theme.palette[tone].main;
}
