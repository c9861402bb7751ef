import { randomUUID } from 'node:crypto';
import { specPayload } from './history-api.js';

/**
 * One student's device as the browser outbox behaves: one submission_id per quiz attempt, tried again
 * after Retry-After on 429/503 and with backoff on network errors, until the server confirms.
 */
export async function submitUntilSaved(baseUrl: string, student: number, deadline: number) {
  const body = JSON.stringify({
    ...specPayload,
    submission_id: randomUUID(),
    name: `Siswa ${student}`,
  });
  const headers = {
    'Content-Type': 'application/json',
    // Each device has its own address behind the school's reverse proxy.
    'X-Forwarded-For': `10.8.${Math.floor(student / 250)}.${student % 250}`,
  };
  let tries = 0;
  let backoff = 100;
  while (Date.now() < deadline) {
    tries += 1;
    try {
      const response = await fetch(`${baseUrl}/api/history`, { method: 'POST', headers, body });
      if (response.status === 200 || response.status === 201)
        return { tries, status: response.status };
      if (response.status >= 500 && response.status !== 503) {
        throw new Error(`unexpected ${response.status}: ${await response.text()}`);
      }
      const retryAfter = Number(response.headers.get('retry-after') ?? 1);
      await response.arrayBuffer();
      await new Promise((done) =>
        setTimeout(done, Math.min(retryAfter, 2) * 1000 * Math.random() + 200),
      );
    } catch (error) {
      if ((error as Error).message.startsWith('unexpected')) throw error;
      await new Promise((done) => setTimeout(done, backoff));
      backoff = Math.min(backoff * 2, 2_000);
    }
  }
  throw new Error(`student ${student} was not saved after ${tries} tries`);
}
