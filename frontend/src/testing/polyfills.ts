// jsdom lacks these; tests of downloaded files decode their bytes with TextDecoder.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
