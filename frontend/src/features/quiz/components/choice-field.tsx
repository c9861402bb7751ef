import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { SxProps, Theme } from '@mui/material/styles';

/** A style added after a part's own (`false` adds none), as MUI's list form of `sx` merges them. */
type AddedSx = Exclude<SxProps<Theme>, readonly unknown[]> | boolean;

export interface Choice {
  value: number;
  label: string;
  /** Added to the choice's own style (`mr: 0`). */
  sx?: AddedSx;
}

interface ChoiceFieldProps {
  /** The radio group's name; its legend's id is `${name}-label`, its error's `${name}-helper`. */
  name: string;
  legend: ReactNode;
  /** Added to the legend's own style. */
  legendSx?: AddedSx;
  choices: Choice[];
  value: number | undefined;
  onChange: (value: number) => void;
  showError: boolean;
  /** What the error says when nothing is chosen: every item must be answered. */
  errorText: string;
  ref?: Ref<HTMLFieldSetElement>;
  /** What the card shows below the choices. */
  children?: ReactNode;
}

/**
 * One item of the quiz as a card: a required radio group under its legend, which the arrow keys
 * move through, and its error when it is left unanswered. The knowledge questions and the
 * attitude statements are both one.
 */
export function ChoiceField({
  name,
  legend,
  legendSx,
  choices,
  value,
  onChange,
  showError,
  errorText,
  ref,
  children,
}: ChoiceFieldProps) {
  const labelId = `${name}-label`;
  const helperId = `${name}-helper`;
  return (
    // The card is a wrapper: styled directly, a fieldset draws its legend across its top edge.
    <Box
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: showError ? 'error.main' : 'divider',
        borderRadius: 2,
        p: { xs: 2, md: 3 },
      }}
    >
      <FormControl component="fieldset" required error={showError} ref={ref}>
        <FormLabel
          id={labelId}
          component="legend"
          sx={[{ color: 'text.primary', fontWeight: 600, mb: 1 }, legendSx ?? false]}
        >
          {legend}
        </FormLabel>
        <RadioGroup
          name={name}
          aria-labelledby={labelId}
          aria-describedby={showError ? helperId : undefined}
          value={value === undefined ? '' : String(value)}
          onChange={(_, selected) => onChange(Number(selected))}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={String(choice.value)}
              control={<Radio slotProps={{ input: { required: true } }} sx={{ py: 0.25 }} />}
              label={choice.label}
              sx={[{ mr: 0 }, choice.sx ?? false]}
            />
          ))}
        </RadioGroup>
        {showError && <FormHelperText id={helperId}>{errorText}</FormHelperText>}
      </FormControl>
      {children}
    </Box>
  );
}
