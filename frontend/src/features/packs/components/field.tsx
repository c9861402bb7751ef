import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  minRows?: number;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  maxLength?: number;
  monospace?: boolean;
}

/**
 * A labelled outlined text field, one line or several, in the look of the app's other fields
 * (components/outlined-field.tsx): the label always sits on the border.
 */
export function Field({
  label,
  value,
  onChange,
  multiline,
  minRows = 2,
  helperText,
  error,
  required,
  maxLength,
  monospace,
}: FieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} required={required}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        notched
        multiline={multiline}
        minRows={multiline ? minRows : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={helperText ? helperId : undefined}
        inputProps={{ maxLength, spellCheck: true }}
        sx={monospace ? { fontFamily: 'monospace' } : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
