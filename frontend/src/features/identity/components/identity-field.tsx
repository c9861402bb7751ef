import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface IdentityFieldProps {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  autoComplete: string;
  onChange: (value: string) => void;
}

// Composed by hand instead of TextField, which pulls Select and Menu into the home page bundle.
export function IdentityField({
  id,
  label,
  value,
  maxLength,
  autoComplete,
  onChange,
}: IdentityFieldProps) {
  return (
    <FormControl fullWidth margin="normal">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={id}
        label={label}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ maxLength }}
      />
    </FormControl>
  );
}
