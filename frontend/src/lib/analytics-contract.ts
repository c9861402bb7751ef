// The wire types are written once, in the backend; `export type` keeps backend code out of the bundle.
export type {
  AnalyticsReport,
  ClassMeasures,
  DifficultyBand,
  GainBand,
  GroupMeasures,
  ItemMeasures,
  PairedStudent,
  QuestionMeasures,
  StudentWithoutPosttest,
} from '../../../backend/src/analytics/analytics.contract';
