import { ApiError } from '../../lib/api-client';
import { isKeyRefusal } from './api/teacher-request';

/**
 * An Indonesian sentence for a failed teacher action. The server's own messages are English and
 * meant for developers, so they are not shown; a connection failure already has Indonesian text.
 */
export function failureMessage(action: string, error: unknown): string {
  if (isKeyRefusal(error) && error.reason === 'throttled') {
    return `${action}: terlalu banyak percobaan dengan kunci salah. Kunci yang benar tetap diterima.`;
  }
  if (isKeyRefusal(error)) return `${action}: kunci akses guru ditolak. Masukkan kuncinya lagi.`;
  if (!(error instanceof ApiError)) return `${action}. Coba lagi.`;
  if (error.status === 0) return `${action}. ${error.message}`;
  if (error.status === 503) {
    return `${action}: server belum dapat menjangkau basis data. Coba lagi sebentar lagi.`;
  }
  if (error.status === 403) {
    return `${action}: hanya kunci admin pengelola aplikasi yang boleh; kunci sesi hanya membuka hasil sesinya.`;
  }
  if (error.status === 429) return `${action}: terlalu banyak permintaan. Tunggu sebentar.`;
  return `${action} (kode ${error.status}). Coba lagi.`;
}
