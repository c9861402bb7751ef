import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PACK_LIMITS } from '@piba/shared';
import type { PackProblem } from '../instrument-check';
import { Field } from './field';

export type ProblemTone = 'error' | 'warning' | 'reviewed';

/**
 * Amber dark enough for text on white and for white text on it (6.8:1): the theme's warning
 * colours are lighter than the 4.5:1 that text needs.
 */
export const WARNING_INK = '#8a4b00';

export const toneOf = (problem: PackProblem): ProblemTone =>
  problem.severity === 'error' ? 'error' : problem.reviewed ? 'reviewed' : 'warning';

const TONES: Record<ProblemTone, { label: string; color: string; border: string }> = {
  error: { label: 'Kesalahan', color: 'error.dark', border: 'error.main' },
  warning: { label: 'Peringatan', color: WARNING_INK, border: 'warning.main' },
  reviewed: { label: 'Sudah ditinjau', color: 'text.secondary', border: 'grey.400' },
};

interface ProblemListProps {
  problems: PackProblem[];
  /** The question's reviewed warnings: rule → reason. */
  reviewed?: Record<string, string>;
  /** Marks a warning as reviewed with its reason, or not (null). */
  onReview?: (rule: string, reason: string | null) => void;
}

/**
 * The instrument check's problems of one question, or of the pack: errors in red, warnings in
 * amber, reviewed warnings in grey. A warning may be marked as reviewed with a short reason.
 */
export function ProblemList({ problems, reviewed = {}, onReview }: ProblemListProps) {
  // Ticked, its reason not yet written: a reason is stored only once there is one.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const tick = (rule: string, on: boolean) =>
    setTicked((rules) => {
      const next = new Set(rules);
      if (on) next.add(rule);
      else next.delete(rule);
      return next;
    });
  if (problems.length === 0) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {problems.map((problem, index) => {
        const tone = TONES[toneOf(problem)];
        const marked = problem.rule in reviewed || ticked.has(problem.rule);
        const reason = reviewed[problem.rule] ?? '';
        return (
          <Box
            component="li"
            key={`${problem.rule}-${index}`}
            sx={{ borderLeft: 4, borderColor: tone.border, pl: 1.5, py: 0.5 }}
          >
            <Typography sx={{ color: tone.color }}>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {tone.label}:
              </Box>{' '}
              {problem.message}
            </Typography>
            {problem.severity === 'warning' && onReview && (
              <>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={marked}
                      onChange={(event) => {
                        tick(problem.rule, event.target.checked);
                        if (!event.target.checked) onReview(problem.rule, null);
                      }}
                    />
                  }
                  label="Sudah ditinjau"
                />
                {marked && (
                  <Field
                    label="Alasan singkat"
                    required
                    value={reason}
                    error={!reason.trim()}
                    helperText={
                      reason.trim()
                        ? undefined
                        : 'Wajib diisi: mengapa soal ini tetap baik meskipun ada peringatan ini.'
                    }
                    maxLength={PACK_LIMITS.text.reason}
                    onChange={(value) => onReview(problem.rule, value.trim() ? value : null)}
                  />
                )}
              </>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
