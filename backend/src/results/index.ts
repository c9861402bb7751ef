// What other modules use of the stored results' queries: the one count of results, natural
// order, and the module with the queries the sessions module asks.
export {
  type ResultCounts,
  resultCountsOf,
  type ResultCountsRow,
  selectResultCounts,
} from './result-counts.js';
export { compareNaturally, naturalSortKey, SORT_KEY_LENGTH } from './natural-order.js';
export { ResultsModule } from './results.module.js';
export { ResultsService } from './results.service.js';
