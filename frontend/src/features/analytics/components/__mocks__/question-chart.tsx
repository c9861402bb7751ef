// jsdom has no layout and no structuredClone, which the chart library needs to draw; the real
// chart is drawn in Chromium (e2e/analytics.browser-spec.ts). A test that calls
// jest.mock('…/question-chart') gets this stand-in, which only says what it was given. It is a
// jest.fn, so a test can make it fail.
const QuestionChart = jest.fn(({ questions }: { questions: unknown[] }) => (
  <svg role="img" aria-label={`Grafik ${questions.length} soal`} />
));
export default QuestionChart;
