import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * MUI's TextField, composed by hand from FormControl, InputLabel and OutlinedInput: TextField
 * also brings its Select, Menu, Popover and Modal, whose code the teacher pages would download
 * and run before their first paint for a few dropdowns. These look the same, reuse the pieces the
 * home page loads, and the dropdowns are the browser's own select, which every school laptop
 * and phone knows how to use with the keyboard or a finger.
 */

interface FieldFrameProps {
  label: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** The outline's frame: a FormControl with its label always on the border. */
function FieldFrame({
  id,
  label,
  size,
  sx,
  fullWidth,
  error,
  children,
}: FieldFrameProps & { id: string; fullWidth?: boolean; error?: boolean; children: ReactNode }) {
  return (
    <FormControl size={size} fullWidth={fullWidth} error={error} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {children}
    </FormControl>
  );
}

type OutlinedFieldProps = FieldFrameProps & {
  fullWidth?: boolean;
  error?: boolean;
  /** Text under the field; a space keeps its line so the layout does not jump. */
  helperText?: string;
} & Pick<
    OutlinedInputProps,
    'type' | 'value' | 'onChange' | 'placeholder' | 'autoFocus' | 'autoComplete' | 'inputProps'
  >;

/** A labelled outlined text, search, password or date field; the label always sits on the border. */
export function OutlinedField({
  label,
  size,
  fullWidth,
  error,
  helperText,
  sx,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FieldFrame id={id} label={label} size={size} sx={sx} fullWidth={fullWidth} error={error}>
      <OutlinedInput
        id={id}
        label={label}
        notched
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
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
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FieldFrame>
  );
}
