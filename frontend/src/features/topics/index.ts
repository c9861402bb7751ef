export { Carousel } from './components/carousel';
export { Metronome } from './components/metronome';
export { SlideView } from './components/slide-view';
export { TopicActions } from './components/topic-actions';
export { VideoPlayer } from './components/video-player';
export type { Slide } from './slide';
export { topicById, UNKNOWN_TOPIC_TITLE } from './topic-titles';
