import { formatDecimal } from '@piba/shared';
import { tabStorage } from '../../lib/tab-storage';

/** The last quiz's score, under the spec's keys `score` and `percentage`. */
export interface StoredScore {
  score: string | null;
  percentage: string | null;
}

export function saveScore(score: string, percentage: string): void {
  tabStorage.set('score', score);
  tabStorage.set('percentage', percentage);
}

export function readScore(): StoredScore {
  return { score: tabStorage.get('score'), percentage: tabStorage.get('percentage') };
}

export function clearScore(): void {
  tabStorage.remove('score');
  tabStorage.remove('percentage');
}

export function savePretestPercentage(percentage: string): void {
  tabStorage.set('pretestPercentage', percentage);
}

export function readPretestPercentage(): string | null {
  return tabStorage.get('pretestPercentage');
}

export function savePosttestPercentage(percentage: string): void {
  tabStorage.set('posttestPercentage', percentage);
}

export function readPosttestPercentage(): string | null {
  return tabStorage.get('posttestPercentage');
}

/** A stored percentage text as the student reads it: `60.00` → `60%`, `66.67` → `66,67%`. */
export const percentageLabel = (text: string) =>
  `${formatDecimal(Number(text), 2, { trimZeros: true })}%`;
