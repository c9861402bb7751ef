export { QuizForm } from './components/quiz-form';
