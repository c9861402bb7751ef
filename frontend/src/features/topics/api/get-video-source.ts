import type { VideoSource } from '@piba/shared';
import { apiRequest } from '../../../lib/api-client';

/** Short: offline or on a dropping connection, the page soon falls back to the embed's message. */
const TIMEOUT_MS = 5_000;

/** The school's own video file, if the deployment has one (VIDEO_FILE on the server). */
export function getVideoSource(signal?: AbortSignal): Promise<VideoSource> {
  return apiRequest<VideoSource>('/video', { signal, timeoutMs: TIMEOUT_MS });
}
