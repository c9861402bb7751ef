import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/*
 * MUI's Button, as it looks in this theme, for plain `<button>` and `<a>` elements styled once on
 * the element around them. A page's first screen draws a row of buttons; as MUI components, each
 * is about ten of them (the button base, its ripple, its icon and each one's styles), which a
 * slow phone runs before the page answers. Used where a page draws many buttons at once; a lone
 * button stays MUI's.
 */

/** The class names: `button` and its variant, as on MUI's Button. */
export type PlainButtonVariant = 'contained' | 'outlined' | 'text';

export const plainButtonClass = (variant: PlainButtonVariant) => `button ${variant}`;

/**
 * The styles for every `.button` inside the element they are given to. Lengths are written in
 * pixels: in an `sx` prop, a bare number for a margin or a radius is read in the theme's units.
 */
export const plainButtonStyles = (theme: Theme): CSSObject => {
  const { palette } = theme;
  const hover = alpha(palette.primary.main, palette.action.hoverOpacity);
  return {
    '& .button': {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: '64px',
      margin: 0,
      border: 0,
      borderRadius: `${theme.shape.borderRadius}px`,
      backgroundColor: 'transparent',
      color: palette.primary.main,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: '2px' },
      '&:disabled': { color: palette.action.disabled, cursor: 'default' },
      '& > svg': {
        width: '20px',
        height: '20px',
        flexShrink: 0,
        fill: 'currentColor',
        marginLeft: '-4px',
        marginRight: '8px',
      },
    },
    '& .button.text': { padding: '6px 8px' },
    '& .button.outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      '&:disabled': { borderColor: palette.action.disabledBackground },
    },
    '& .button.contained': {
      padding: '6px 16px',
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '&:disabled': {
        color: palette.action.disabled,
        backgroundColor: palette.action.disabledBackground,
      },
    },
    '@media (hover: hover)': {
      '& .button.text:hover:enabled, & a.button.text:hover': { backgroundColor: hover },
      '& .button.outlined:hover:enabled, & a.button.outlined:hover': {
        backgroundColor: hover,
        borderColor: palette.primary.main,
      },
      '& .button.contained:hover:enabled, & a.button.contained:hover': {
        backgroundColor: palette.primary.dark,
      },
    },
    // Pressed, by a finger too (where MUI's button draws its ripple): a darker fill while held.
    '& .button.text:active:enabled, & a.button.text:active, & .button.outlined:active:enabled, & a.button.outlined:active':
      { backgroundColor: alpha(palette.primary.main, palette.action.activatedOpacity) },
    '& .button.contained:active:enabled, & a.button.contained:active': {
      backgroundColor: palette.primary.dark,
    },
  };
};

/**
 * MUI's IconButton, for a plain `<button class="icon-button">` holding an icon; with the class
 * `small`, its small size, and with `error`, in the error colour.
 */
export const plainIconButtonStyles = (theme: Theme): CSSObject => ({
  '& .icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    margin: 0,
    padding: '8px',
    border: 0,
    borderRadius: '50%',
    backgroundColor: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', {
      duration: theme.transitions.duration.shortest,
    }),
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: '1px' },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
    '& > svg': { width: '24px', height: '24px', fill: 'currentColor' },
    '&.small': { padding: '5px' },
    '&.small > svg': { width: '20px', height: '20px' },
    '&.error': { color: theme.palette.error.main },
    '@media (hover: hover)': {
      '&:hover:enabled': { backgroundColor: theme.palette.action.hover },
    },
    '&:active:enabled': { backgroundColor: theme.palette.action.selected },
  },
});

/** MUI's ArrowBack icon: the pages' link back. */
export const BACK_ICON = 'M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z';

/** MUI's ArrowDropDown icon: the caret of a select. */
export const DROP_DOWN_ICON = 'm7 10 5 5 5-5z';

/** A 24×24 Material icon from its path, for inside a plain button: hidden from screen readers. */
export function plainIcon(path: string) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
