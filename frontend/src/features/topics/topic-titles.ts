import type { PackDocument, PackTopic } from '@piba/shared';

/** The title of a page whose topic the lesson does not have. */
export const UNKNOWN_TOPIC_TITLE = 'Materi Belajar';

/** The lesson's topic with this id (`/topics/<id>`), if it has one. */
export function topicById(document: PackDocument, id: string): PackTopic | undefined {
  return document.topics.find((topic) => topic.id === id);
}
