import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { DROP_DOWN_ICON, plainIcon } from './plain-button';

/*
 * MUI's outlined TextField, as it looks in this theme, drawn as plain elements styled once: a
 * label on the border, the input or the browser's own select, and a line of help under it. MUI's
 * own is some twenty components a field (form control, label, input base, outline and each one's
 * styles), and a teacher page's first screen holds up to seven fields, which a slow phone runs
 * before the page answers. The dropdowns are the browser's own select, which every school laptop
 * and phone knows how to use with the keyboard or a finger. The focused and error looks come from
 * CSS (`:focus-within`, the `error` class), not from state.
 */

const FieldRoot = styled('div')(({ theme }) => {
  const { palette } = theme;
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    verticalAlign: 'top',
    '&.full': { width: '100%' },
    '& > label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.secondary,
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      maxWidth: 'calc(133% - 32px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      userSelect: 'none',
      transformOrigin: 'top left',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '&:focus-within > label': { color: palette.primary.main },
    '& .frame': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      borderRadius: theme.shape.borderRadius,
      cursor: 'text',
    },
    '& .control': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      display: 'block',
      boxSizing: 'content-box',
      width: '100%',
      minWidth: 0,
      height: '1.4375em',
      margin: 0,
      padding: '16.5px 14px',
      border: 0,
      background: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:focus': { outline: 0 },
      '&::placeholder': { color: 'currentColor', opacity: 0.42 },
    },
    '&.small .control': { paddingTop: 8.5, paddingBottom: 8.5 },
    '& select.control': {
      appearance: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      borderRadius: theme.shape.borderRadius,
      paddingRight: 32,
      '& option': { backgroundColor: palette.background.paper },
    },
    '& .frame > svg': {
      position: 'absolute',
      right: 7,
      top: 'calc(50% - 0.5em)',
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: palette.action.active,
      pointerEvents: 'none',
    },
    // The outline, with a gap in its top edge as wide as the label (the legend's hidden copy).
    '& fieldset': {
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: '1px solid rgba(0, 0, 0, 0.23)',
      overflow: 'hidden',
      minWidth: '0%',
    },
    '& legend': {
      float: 'unset',
      display: 'block',
      width: 'auto',
      maxWidth: '100%',
      height: 11,
      padding: 0,
      overflow: 'hidden',
      fontSize: '0.75em',
      whiteSpace: 'nowrap',
      visibility: 'hidden',
      '& > span': { display: 'inline-block', paddingInline: 5, opacity: 0, visibility: 'visible' },
    },
    '@media (hover: hover)': { '& .frame:hover fieldset': { borderColor: palette.text.primary } },
    '& .frame:focus-within fieldset': { borderColor: palette.primary.main, borderWidth: 2 },
    '& .helper': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '&.error > label, &.error .helper': { color: palette.error.main },
    '&.error .frame fieldset': { borderColor: palette.error.main },
  };
});

interface FieldFrameProps {
  label: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** The field's box, its label on the border, and its line of help. */
function FieldFrame({
  id,
  label,
  size,
  sx,
  fullWidth,
  error,
  helper,
  children,
}: FieldFrameProps & {
  id: string;
  fullWidth?: boolean;
  error?: boolean;
  helper?: { id: string; text: string };
  children: ReactNode;
}) {
  const classes = [size === 'small' && 'small', fullWidth && 'full', error && 'error'];
  return (
    <FieldRoot className={classes.filter(Boolean).join(' ') || undefined} sx={sx}>
      <label htmlFor={id}>{label}</label>
      <div className="frame">
        {children}
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helper && (
        <p className="helper" id={helper.id}>
          {helper.text}
        </p>
      )}
    </FieldRoot>
  );
}

type InputAttributes = InputHTMLAttributes<HTMLInputElement>;

type OutlinedFieldProps = FieldFrameProps & {
  fullWidth?: boolean;
  error?: boolean;
  /** Text under the field; a space keeps its line so the layout does not jump. */
  helperText?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Further attributes of the input (`maxLength`, `inputMode`, `aria-required`…). */
  inputProps?: InputAttributes;
} & Pick<InputAttributes, 'type' | 'value' | 'placeholder' | 'autoFocus' | 'autoComplete'>;

/** A labelled outlined text, search, password or date field; the label always sits on the border. */
export function OutlinedField({
  label,
  size,
  fullWidth,
  error,
  helperText,
  sx,
  inputProps,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helper = helperText ? { id: `${id}-helper`, text: helperText } : undefined;
  return (
    <FieldFrame
      id={id}
      label={label}
      size={size}
      sx={sx}
      fullWidth={fullWidth}
      error={error}
      helper={helper}
    >
      <input
        {...inputProps}
        {...input}
        id={id}
        className="control"
        aria-invalid={Boolean(error)}
        aria-describedby={helper?.id}
      />
    </FieldFrame>
  );
}

interface OutlinedSelectProps extends FieldFrameProps {
  value: string;
  onChange: (value: string) => void;
  /** Read when the list is about to be used (it has focus): a fresh list of choices. */
  onFocus?: () => void;
  /** `<option>` elements. */
  children: ReactNode;
}

/** A labelled outlined select: the browser's own list of options. */
export function OutlinedSelect({
  label,
  size = 'small',
  value,
  onChange,
  onFocus,
  children,
  sx,
}: OutlinedSelectProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} size={size} sx={sx}>
      <select
        id={id}
        className="control"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
      >
        {children}
      </select>
      {plainIcon(DROP_DOWN_ICON)}
    </FieldFrame>
  );
}
