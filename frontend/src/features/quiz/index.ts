export { type QuizDesign, QuizForm } from './components/quiz-form';
export { QuestionField } from './components/question-field';
