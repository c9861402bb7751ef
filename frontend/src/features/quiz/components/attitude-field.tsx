import type { Ref } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { LikertValue, PackAttitudeItem } from '@piba/shared';

/** The five ratings of the attitude scale, 1 to 5. */
export const LIKERT_LABELS: Record<LikertValue, string> = {
  1: 'Sangat tidak setuju',
  2: 'Tidak setuju',
  3: 'Ragu-ragu',
  4: 'Setuju',
  5: 'Sangat setuju',
};

const RATINGS = [1, 2, 3, 4, 5] as const;

interface AttitudeFieldProps {
  item: PackAttitudeItem;
  number: number;
  value: LikertValue | undefined;
  showError: boolean;
  onChange: (value: LikertValue) => void;
  ref?: Ref<HTMLFieldSetElement>;
}

/**
 * One statement of the attitude scale: a radio group of the five ratings, which the arrow keys
 * move through as in the knowledge questions. Every statement must be rated.
 */
export function AttitudeField({
  item,
  number,
  value,
  showError,
  onChange,
  ref,
}: AttitudeFieldProps) {
  const labelId = `sikap-${item.id}-label`;
  const helperId = `sikap-${item.id}-helper`;
  return (
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
          sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}
        >
          {number}. {item.text}
        </FormLabel>
        <RadioGroup
          name={`sikap-${item.id}`}
          aria-labelledby={labelId}
          aria-describedby={showError ? helperId : undefined}
          value={value === undefined ? '' : String(value)}
          onChange={(_, selected) => onChange(Number(selected) as LikertValue)}
        >
          {RATINGS.map((rating) => (
            <FormControlLabel
              key={rating}
              value={String(rating)}
              control={<Radio slotProps={{ input: { required: true } }} sx={{ py: 0.25 }} />}
              label={LIKERT_LABELS[rating]}
              sx={{ mr: 0 }}
            />
          ))}
        </RadioGroup>
        {showError && <FormHelperText id={helperId}>Pernyataan ini wajib dijawab.</FormHelperText>}
      </FormControl>
    </Box>
  );
}
