import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment.js';
import { LocalVideo } from './local-video.js';

const folder = mkdtempSync(join(tmpdir(), 'piba-local-video-'));
const withVideoFile = (VIDEO_FILE?: string) =>
  new LocalVideo({ get: () => VIDEO_FILE } as unknown as ConfigService<Environment, true>);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('LocalVideo', () => {
  it('has no file and no URL without VIDEO_FILE', () => {
    expect(withVideoFile()).toMatchObject({ file: null, url: null });
  });

  it('serves an existing file at a fixed URL with its extension', () => {
    writeFileSync(join(folder, 'Paru-Paru.MP4'), 'video');
    expect(withVideoFile(join(folder, 'Paru-Paru.MP4'))).toMatchObject({
      file: { root: folder, name: 'Paru-Paru.MP4' },
      url: '/media/video.mp4',
    });
  });

  it('stops the start with the path when the file is not there', () => {
    expect(() => withVideoFile(join(folder, 'hilang.webm'))).toThrow(
      `VIDEO_FILE: no file at ${join(folder, 'hilang.webm')}`,
    );
    expect(() => withVideoFile(folder + '.webm')).toThrow(/no file at/);
  });
});
