import { Module } from '@nestjs/common';
import { ResultsService } from './results.service.js';

/**
 * The queries over stored results that the sessions module asks. With the count of results and
 * natural order, which the history module shares, it sits below both modules and imports neither.
 */
@Module({
  providers: [ResultsService],
  exports: [ResultsService],
})
export class ResultsModule {}
