import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';

interface ReportSectionProps {
  id: string;
  title: string;
  /** Shown beside the title on screen, e.g. the section's download button. */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * A section of the report, its heading set as MUI's h2 in this theme: plain elements styled once
 * here, as the report draws fifteen or so of them (a box, a row and a heading each as MUI
 * components, their styles worked out for each one).
 */
const Section = styled('section')(({ theme }) => ({
  marginTop: theme.spacing(4),
  '@media print': { marginTop: theme.spacing(2) },
  '& > .report-section-heading': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(1),
    marginBottom: theme.spacing(1),
  },
  '& > .report-section-heading > h2': {
    ...theme.typography.h2,
    margin: 0,
    marginRight: 'auto',
    fontSize: '1.25rem',
    [theme.breakpoints.up('md')]: { fontSize: '1.5rem' },
  },
}));

export function ReportSection({ id, title, action, children }: ReportSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <div className="report-section-heading">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </Section>
  );
}
