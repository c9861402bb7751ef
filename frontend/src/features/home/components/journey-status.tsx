import { useEffect, useReducer } from 'react';
import Box from '@mui/material/Box';
import { onSubmissionSaved } from '../../outbox';
import {
  percentageLabel,
  readIsPretest,
  readPendingSubmissions,
  readPosttestPercentage,
  readPretestPercentage,
} from '../../student';

/** Where this tab's student is in the journey: pre-test, the materials, post-test, done. */
export function journeyText(): string {
  const pretest = readPretestPercentage();
  const posttest = readPosttestPercentage();
  const pretestDone =
    pretest === null ? 'Pretest selesai' : `Pretest selesai (${percentageLabel(pretest)})`;
  if (posttest !== null && readIsPretest() === '0') {
    const change =
      pretest === null
        ? ''
        : ` Nilaimu: Pretest ${percentageLabel(pretest)} → Posttest ${percentageLabel(posttest)}.`;
    return `Posttest selesai — terima kasih!${change}`;
  }
  if (readIsPretest() === '0')
    return `${pretestDone} — pelajari materinya, lalu kerjakan posttest.`;
  // The pre-test is done but the server has not confirmed it yet: the next quiz stays a pre-test.
  if (pretest !== null && readPendingSubmissions().length > 0) {
    return `${pretestDone} — pelajari materinya dulu. Posttest bisa dikerjakan setelah hasil pretest terkirim.`;
  }
  return 'Langkah pertama: kerjakan pretest. Setelah itu pelajari materinya, lalu kerjakan posttest.';
}

/** The line near the quiz card; it changes when the server confirms a result of this tab. */
export function JourneyStatus() {
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  useEffect(() => onSubmissionSaved(refresh), []);
  return (
    <Box
      data-testid="journey-status"
      sx={{
        mt: 2,
        px: 2,
        py: 1.5,
        borderRadius: 2,
        bgcolor: 'action.hover',
        fontWeight: 600,
      }}
    >
      {journeyText()}
    </Box>
  );
}
