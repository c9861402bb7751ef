import { PACK_TOPIC_ICONS } from './document.js';
import { type Json, PACK_LIMITS, type Validator } from './validate-fields.js';

/*
 * The validation of a pack's topics (`validate.ts`): each topic's card and, for a deck, its
 * slides, for a video, its source (YouTube or a file of the media folder) and summary.
 */

const TOPIC_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** A plain name of a video in the deployment's media folder: no folder, not hidden, no "..". */
const VIDEO_FILE = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,94}\.(mp4|m4v|webm|ogv)$/i;

/** Whether a video topic may name `file` of the deployment's media folder. */
export const isPackVideoFile = (file: string) => VIDEO_FILE.test(file);
const LANGUAGE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** Each topic's id and, for a deck, its number of slides (for the questions' taughtIn). */
export type TopicIndex = Map<string, { kind: 'deck' | 'video'; slides: number }>;

/** The topics of a pack, `topics`; answers each topic's id and kind, for the questions. */
export function checkTopics(check: Validator, value: unknown): TopicIndex {
  const { text: limit } = PACK_LIMITS;
  const topics: TopicIndex = new Map();
  const topicList = check.array(value, 'topics', PACK_LIMITS.topics.min, PACK_LIMITS.topics.max);
  topicList?.forEach((value, i) => {
    const field = `topics[${i}]`;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      check.fail(field, 'must be an object');
      return;
    }
    const kind = (value as Json).kind;
    if (kind !== 'deck' && kind !== 'video') {
      check.fail(`${field}.kind`, 'must be "deck" or "video"');
      return;
    }
    const base = ['id', 'kind', 'title', 'card'];
    const topic =
      kind === 'deck'
        ? check.object(value, field, [...base, 'slides'], ['metronome'])
        : check.object(
            value,
            field,
            [...base, 'video', 'videoTitle', 'summary'],
            ['fileTitle', 'captionLanguage'],
          );
    if (!topic) return;
    if (
      check.text(topic.id, `${field}.id`, 40, {
        pattern: TOPIC_ID,
        patternMessage:
          'must be 1–40 lower-case letters, digits and hyphens, starting with a letter or digit',
      }) &&
      topic.id !== ''
    ) {
      if (topics.has(topic.id) && !check.draft) {
        check.fail(`${field}.id`, `repeats the id "${topic.id}" of another topic`);
      }
      topics.set(topic.id, {
        kind,
        slides: Array.isArray(topic.slides) ? topic.slides.length : 0,
      });
    }
    check.text(topic.title, `${field}.title`, limit.title);
    const card = check.object(topic.card, `${field}.card`, ['description', 'action', 'icon']);
    if (card) {
      check.text(card.description, `${field}.card.description`, limit.paragraph);
      check.text(card.action, `${field}.card.action`, limit.action);
      if (!(PACK_TOPIC_ICONS as readonly unknown[]).includes(card.icon)) {
        check.fail(`${field}.card.icon`, `must be one of ${PACK_TOPIC_ICONS.join(', ')}`);
      }
    }
    if (kind === 'deck') {
      if (topic.metronome !== undefined && typeof topic.metronome !== 'boolean') {
        check.fail(`${field}.metronome`, 'must be true or false');
      }
      check
        .array(
          topic.slides,
          `${field}.slides`,
          PACK_LIMITS.slidesPerDeck.min,
          PACK_LIMITS.slidesPerDeck.max,
        )
        ?.forEach((value, s) => {
          const at = `${field}.slides[${s}]`;
          const slide = check.object(value, at, ['heading', 'body', 'drawing'], ['more']);
          if (!slide) return;
          check.text(slide.heading, `${at}.heading`, limit.heading);
          check.blocks(slide.body, `${at}.body`, 1);
          if (slide.more !== undefined) check.blocks(slide.more, `${at}.more`, 0);
          check.drawing(slide.drawing, `${at}.drawing`);
        });
    } else {
      const video = topic.video;
      if (typeof video === 'object' && video !== null && 'youtubeId' in video) {
        const youtube = check.object(video, `${field}.video`, ['youtubeId']);
        if (youtube) {
          check.text(youtube.youtubeId, `${field}.video.youtubeId`, 11, {
            pattern: YOUTUBE_ID,
            patternMessage: 'must be a YouTube video id: 11 letters, digits, "_" or "-"',
          });
        }
      } else if (typeof video === 'object' && video !== null && 'file' in video) {
        const file = check.object(video, `${field}.video`, ['file']);
        if (file) {
          check.text(file.file, `${field}.video.file`, 100, {
            pattern: VIDEO_FILE,
            patternMessage:
              'must be a plain file name of the media folder (no folders, no "..") ending in .mp4, .m4v, .webm or .ogv, at most 100 characters',
          });
        }
      } else {
        check.fail(`${field}.video`, 'must be { youtubeId } or { file }');
      }
      check.text(topic.videoTitle, `${field}.videoTitle`, limit.title);
      if (topic.fileTitle !== undefined) {
        check.text(topic.fileTitle, `${field}.fileTitle`, limit.title);
      }
      if (topic.captionLanguage !== undefined) {
        check.text(topic.captionLanguage, `${field}.captionLanguage`, limit.language, {
          pattern: LANGUAGE,
          patternMessage: 'must be a language tag, e.g. "id" or "en"',
        });
      }
      check.text(topic.summary, `${field}.summary`, limit.paragraph);
    }
  });
  return topics;
}
