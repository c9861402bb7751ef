export { QuizForm } from './components/quiz-form';
export { QuestionField } from './components/question-field';
