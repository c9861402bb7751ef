export { FaqSection } from './components/faq-section';
export { PosterSection } from './components/poster-section';
export { QuizCard } from './components/quiz-card';
export { SiteFooter } from './components/site-footer';
export { SiteFooterWhenNear } from './components/footer-when-near';
export { TopicCards } from './components/topic-cards';
