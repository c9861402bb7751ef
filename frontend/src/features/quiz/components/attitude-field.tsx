import type { Ref } from 'react';
import type { LikertValue, PackAttitudeItem } from '@piba/shared';
import { type Choice, ChoiceField } from './choice-field';

/** The five ratings of the attitude scale, 1 to 5. */
export const LIKERT_LABELS: Record<LikertValue, string> = {
  1: 'Sangat tidak setuju',
  2: 'Tidak setuju',
  3: 'Ragu-ragu',
  4: 'Setuju',
  5: 'Sangat setuju',
};

const RATINGS: Choice[] = ([1, 2, 3, 4, 5] as const).map((rating) => ({
  value: rating,
  label: LIKERT_LABELS[rating],
}));

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
  return (
    <ChoiceField
      name={`sikap-${item.id}`}
      legend={
        <>
          {number}. {item.text}
        </>
      }
      choices={RATINGS}
      value={value}
      onChange={(selected) => onChange(selected as LikertValue)}
      showError={showError}
      errorText="Pernyataan ini wajib dijawab."
      ref={ref}
    />
  );
}
