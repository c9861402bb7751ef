import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { beingReadSx } from '../../../components/read-aloud-button';

/** A style added after a part's own (`false` adds none), as MUI's list form of `sx` merges them. */
type AddedSx = Exclude<SxProps<Theme>, readonly unknown[]> | boolean;

/**
 * The choices' look, written once for the whole group: the browser's own radio buttons in the
 * theme's colour, each beside its label, which the whole row answers to. Material UI's Radio
 * drew some ten styled parts for every option, thirty options on the quiz: the quiz page's script
 * a load fell by about a quarter without them (docs/benchmarks.md, "The quiz's own radio
 * buttons").
 */
const choicesSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  '& > label': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1.5,
    py: 0.75,
    pr: 1,
    mb: 0.5,
    cursor: 'pointer',
    typography: 'body1',
  },
  '& input': {
    flexShrink: 0,
    width: 20,
    height: 20,
    m: 0,
    // Beside the label's first line when it wraps.
    mt: '2px',
    accentColor: (theme: Theme) => theme.palette.primary.main,
    cursor: 'pointer',
  },
  '& input:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& > label[data-being-read]': beingReadSx,
} as const;

export interface Choice {
  value: number;
  label: string;
  /** Being read aloud: marked as beingReadSx marks it. */
  beingRead?: boolean;
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
        <Box
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={showError ? helperId : undefined}
          sx={choicesSx}
        >
          {choices.map((choice) => (
            <label key={choice.value} data-being-read={choice.beingRead || undefined}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                required
                onChange={() => onChange(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </Box>
        {showError && <FormHelperText id={helperId}>{errorText}</FormHelperText>}
      </FormControl>
      {children}
    </Box>
  );
}
