import { memo, type Ref } from 'react';
import Box from '@mui/material/Box';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';
import type { HistoryRecord } from '@piba/shared';
import type { HistoryColumn } from './history-columns';
import { type FocusAfterDelete, rowActions } from './row-actions';
import { plainIconButtonStyles } from '../../../components/plain-button';

/**
 * Each result as a small card, styled once here on plain elements (as the table's rows are): its
 * columns as label and value side by side, wrapping as the width allows, and its buttons at the
 * right. About four lines a result on a phone, where the table's row would be ~950 px wide.
 */
const cardStyles: SxProps<Theme> = (theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  '& > li': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 1,
    px: 2,
    py: 1,
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& dl': {
    ...theme.typography.body2,
    flex: 1,
    minWidth: 0,
    m: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: 2,
    rowGap: 0.25,
  },
  '& dl > div': { display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 },
  '& dl > div.wide': { flexBasis: '100%' },
  '& dt': { ...theme.typography.caption, color: theme.palette.text.secondary },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
  '& dl > div:first-of-type dd': { fontWeight: 600 },
  '& .actions': { display: 'flex', flexShrink: 0, mt: -0.5 },
  ...plainIconButtonStyles(theme),
});

interface HistoryCardsProps {
  records: HistoryRecord[];
  columns: readonly HistoryColumn[];
  loading: boolean;
  listRef: Ref<HTMLUListElement>;
  onDelete: (record: HistoryRecord) => void;
  onErase?: (record: HistoryRecord) => void;
  focusAfterDelete: FocusAfterDelete;
}

/** The results on a phone: a list named like the table, one card per result. */
export function HistoryCards({ listRef, loading, ...cards }: HistoryCardsProps) {
  return (
    <Box
      component="ul"
      ref={listRef}
      tabIndex={-1}
      aria-label="History Table"
      aria-busy={loading}
      sx={cardStyles}
    >
      <CardItems {...cards} />
    </Box>
  );
}

type CardItemsProps = Omit<HistoryCardsProps, 'listRef' | 'loading'>;

/** The cards, drawn again only when the records or columns change (as the table's rows). */
const CardItems = memo(function CardItems(props: CardItemsProps) {
  const { records, columns, onDelete, onErase, focusAfterDelete } = props;
  return records.map((record, index) => (
    <li key={record.id}>
      <dl>
        {columns.map((column) => (
          <div key={column.header} className={column.wide ? 'wide' : undefined}>
            <dt>{column.card?.label ?? column.header}</dt>
            <dd>{(column.card?.text ?? column.text)(record)}</dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        {rowActions({ record, index, onDelete, onErase, focusAfterDelete })}
      </div>
    </li>
  ));
});
