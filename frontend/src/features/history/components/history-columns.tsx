import { formatWib, testTypeLabel, type HistoryRecord, type HistorySortField } from '@piba/shared';
import { nameOf, orDash } from '../history-format';

/** One column of the results table, on screen and on paper. */
export interface HistoryColumn {
  header: string;
  /** What the cell shows for a record. */
  text: (record: HistoryRecord) => string;
  /** The API's sort field. Only columns the API can sort by have one: sorting is on the server. */
  sortField?: HistorySortField;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Keeps the column readable on a narrow screen; the table scrolls sideways instead. */
  minWidth: number;
  /** On a phone's card, where the header is not above it: its label and text, if not the same. */
  card?: { label: string; text: (record: HistoryRecord) => string };
  /** On a phone's card, a line of its own. */
  wide?: boolean;
}

/**
 * The five columns docs/product.md names (Name, Class Room, Score, Percentage, Type), then the
 * time. The screen table adds a delete button to each row; the printout shows these alone.
 */
export const HISTORY_COLUMNS: readonly HistoryColumn[] = [
  {
    header: 'Name',
    text: (record) => orDash(record.name),
    sortField: 'name',
    minWidth: 150,
    wide: true,
  },
  {
    header: 'Class Room',
    text: (record) => orDash(record.class_room),
    sortField: 'class_room',
    minWidth: 110,
  },
  { header: 'Score', text: (record) => record.score, minWidth: 70 },
  {
    header: 'Percentage',
    text: (record) => `${record.percentage}%`,
    sortField: 'percentage',
    numeric: true,
    minWidth: 120,
  },
  { header: 'Type', text: testTypeLabel, minWidth: 90 },
  {
    header: 'Waktu (WIB)',
    text: (record) => formatWib(record.created_at),
    sortField: 'created_at',
    minWidth: 150,
    // A card names the zone beside the time itself.
    card: { label: 'Waktu', text: (record) => `${formatWib(record.created_at)} WIB` },
    wide: true,
  },
];

/** Each result's session, for the administrator's view across sessions. */
const SESSION_COLUMN: HistoryColumn = {
  header: 'Sesi',
  text: (record) => record.session_code ?? 'Tanpa sesi',
  minWidth: 100,
};

const WITH_SESSION_COLUMN: readonly HistoryColumn[] = [...HISTORY_COLUMNS, SESSION_COLUMN];

/**
 * The table's columns; with the session column when the view spans sessions. Always one of two
 * arrays, so the rows drawn with them are drawn again only when the data changes.
 */
export const historyColumns = (withSession: boolean): readonly HistoryColumn[] =>
  withSession ? WITH_SESSION_COLUMN : HISTORY_COLUMNS;

/** The label of a record's delete button; screen readers tell the rows apart by name. */
export const deleteLabel = (record: HistoryRecord) => `Hapus hasil ${nameOf(record)}`;

/** What the administrator's erasure on a parent's request does, as a button's hint. */
export const ERASE_HINT = 'Hapus permanen (permintaan orang tua/wali)';

/** The label of a record's erase button, for the administrator. */
export const eraseLabel = (record: HistoryRecord) =>
  `Hapus permanen hasil ${nameOf(record)} (permintaan orang tua/wali)`;
