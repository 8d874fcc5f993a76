import {
  createTheme,
  type AlertProps,
  type AnchorProps,
  type ButtonProps,
  type ContainerProps,
  type InputProps,
  type InputWrapperProps,
  type LoaderProps,
  type MantineColorsTuple,
  type NotificationProps,
  type TextInputProps,
} from '@mantine/core';

/*
 * KERN design tokens (@kern-ux/native 2.7.2, dist/kern.css) mapped onto Mantine.
 * KERN defines its palettes in oklch with 20 steps (025…950); Mantine needs 10 sRGB shades, so each tuple holds
 * KERN's steps 050, 100, 200 … 900 converted to hex. Index 7 is KERN's step 700, which KERN uses for actions
 * (--kern-color-action-default: darkblue-700) and hence is the primary shade here. Only the palettes the app names
 * are mapped; KERN's other semantic colours (muted text, focus, borders) are variables in styles.css.
 */
const darkblue: MantineColorsTuple = [
  '#e5ebf7',
  '#d8e1f4',
  '#b2c4e9',
  '#97afe1',
  '#7694d5',
  '#5174c5',
  '#3a5eb9',
  '#2044aa',
  '#092797',
  '#03007f',
];
const green: MantineColorsTuple = [
  '#dfefe1',
  '#cfe7d2',
  '#9fcfa5',
  '#7cbd86',
  '#50a661',
  '#18883c',
  '#007328',
  '#005916',
  '#00400a',
  '#002803',
];
const yellow: MantineColorsTuple = [
  '#ffed58',
  '#ffe12f',
  '#e9c00d',
  '#d1ab00',
  '#b39100',
  '#8f7400',
  '#786000',
  '#5e4a00',
  '#433500',
  '#2b2000',
];
const orange: MantineColorsTuple = [
  '#ffe7b6',
  '#ffde9f',
  '#ffb53a',
  '#f69a00',
  '#d58100',
  '#ad6500',
  '#925400',
  '#734000',
  '#532d00',
  '#351b00',
];
const red: MantineColorsTuple = [
  '#fee4e0',
  '#fed9d3',
  '#fbb1a5',
  '#f59587',
  '#ea7060',
  '#d54234',
  '#c31c13',
  '#9e0000',
  '#740000',
  '#4c0000',
];
const neutral: MantineColorsTuple = [
  '#e8e9ef',
  '#dfe1ea',
  '#c0c3d5',
  '#a9aec6',
  '#8e93b1',
  '#6e7597',
  '#5b6185',
  '#454b6b',
  '#30344f',
  '#1d2034',
];

const fontFamily =
  '"Fira Sans", "Fira Sans Fallback", "Noto Sans", "Noto Sans Regular", "Segoe UI", SegoeUI, Roboto, Arial, Helvetica, sans-serif';

export const theme = createTheme({
  primaryColor: 'kern',
  primaryShade: { light: 7, dark: 3 },
  colors: {
    kern: darkblue,
    blue: darkblue,
    green,
    yellow,
    orange,
    red,
    gray: neutral,
  },
  white: '#ffffff',
  black: '#131525', // KERN's text-default, neutral-950
  autoContrast: true,
  fontFamily,
  fontFamilyMonospace: '"Fira Mono", ui-monospace, monospace',
  fontSmoothing: true,
  focusRing: 'auto',
  // KERN type scale: body 18/24 (medium-static), small 16, large 21; headings x-large 32→48, large 26→32,
  // medium 21→24, small 18. The desktop step of the adaptive sizes is applied in styles.css.
  fontSizes: { xs: '0.875rem', sm: '1rem', md: '1.125rem', lg: '1.3125rem', xl: '1.625rem' },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.3333', lg: '1.5238', xl: '1.2308' },
  headings: {
    fontFamily,
    fontWeight: '600',
    textWrap: 'pretty',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.25', fontWeight: '500' },
      h2: { fontSize: '1.625rem', lineHeight: '1.2308' },
      h3: { fontSize: '1.3125rem', lineHeight: '1.1429' },
      h4: { fontSize: '1.125rem', lineHeight: '1.3333' },
      h5: { fontSize: '1rem', lineHeight: '1.5' },
      h6: { fontSize: '1rem', lineHeight: '1.5' },
    },
  },
  // KERN spacing: small 8, default 16, large 24, x-large 32, 2x-large 40.
  spacing: { xs: '0.5rem', sm: '1rem', md: '1.5rem', lg: '2rem', xl: '2.5rem' },
  // KERN radii: small 2, default 4, large 8.
  radius: { xs: '0.125rem', sm: '0.25rem', md: '0.25rem', lg: '0.5rem', xl: '0.5rem' },
  defaultRadius: 'sm',
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '100em' },
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets none: dialogs, popovers, collapses and notifications
  // appear and leave at once (docs/decisions/043-reduced-motion-and-settled-checks.md). styles.css does the same
  // for every other transition and animation.
  respectReducedMotion: true,
  // Plain objects rather than `Button.extend(…)`: referencing the components here would put every one of them
  // (Alert, inputs, notifications) into the bundle each page loads up front.
  components: {
    Button: { defaultProps: { size: 'md' } satisfies ButtonProps },
    Input: { defaultProps: { size: 'md' } satisfies InputProps },
    InputWrapper: { defaultProps: { size: 'md' } satisfies InputWrapperProps },
    // The asterisk of required fields comes from styles.css, outside the label's text (see there).
    TextInput: { defaultProps: { withAsterisk: false } satisfies TextInputProps },
    Anchor: { defaultProps: { underline: 'always' } satisfies AnchorProps },
    Alert: { defaultProps: { variant: 'light', radius: 'sm' } satisfies AlertProps },
    Container: { defaultProps: { size: 'lg' } satisfies ContainerProps },
    Loader: { defaultProps: { type: 'oval' } satisfies LoaderProps },
    Notification: {
      defaultProps: {
        withBorder: true,
        closeButtonProps: { 'aria-label': 'Hinweis schließen' },
      } satisfies NotificationProps,
    },
  },
});
