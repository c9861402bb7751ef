import { Module } from '@nestjs/common';
import { ResultsService } from './results.service.js';

/**
 * The queries over stored results that more than one module asks: below both the history module
 * and the sessions module, and importing neither.
 */
@Module({
  providers: [ResultsService],
  exports: [ResultsService],
})
export class ResultsModule {}
